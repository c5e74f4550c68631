/**
 * The page address a tracker may see (SECURITY, RGPD): no query string or fragment (tokens,
 * e-mails, filters), and every segment that could identify someone — numbers such as ids or an
 * RPPS, UUIDs, long tokens, anything with an @ — replaced by a placeholder.
 */
export function trackerSafeUrl(href: string): string {
  const url = new URL(href)
  const segments = url.pathname.split('/').map((segment) => {
    const decoded = safeDecode(segment)
    if (decoded === '') return segment
    if (/\d/.test(decoded) || decoded.includes('@') || decoded.length >= 24) return ':id'
    return segment
  })
  return `${url.origin}${segments.join('/')}`
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
