/** Cookie helpers that take the cookie string as an argument, so they are testable in Node. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=')
    if (index === -1) continue
    if (part.slice(0, index).trim() !== name) continue
    const raw = part.slice(index + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

/** Reads a cookie of this document; null on the server (prerender) or when absent. */
export function getBrowserCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, name)
}

export interface CookieOptions {
  maxAgeSeconds: number
  sameSite?: 'Lax' | 'Strict'
}

export function serializeCookie(name: string, value: string, options: CookieOptions, secure: boolean): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export function setBrowserCookie(name: string, value: string, options: CookieOptions): void {
  if (typeof document === 'undefined') return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser yet.
  document.cookie = serializeCookie(name, value, options, location.protocol === 'https:')
}
