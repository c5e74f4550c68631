import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

export type Encoding = 'br' | 'gzip'

/** The best encoding the client accepts (brotli before gzip at equal quality), if any. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const q = new Map<string, number>()
  for (const part of acceptEncoding.slice(0, 256).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (name && Number.isFinite(value)) q.set(name.trim(), value)
  }
  const quality = (name: string) => q.get(name) ?? q.get('*') ?? 0
  const br = quality('br')
  const gzip = quality('gzip')
  if (br > 0 && br >= gzip) return 'br'
  if (gzip > 0) return 'gzip'
  return undefined
}

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)
}

/** Adds a value to a comma-separated Vary header without repeating it. */
export function appendVary(headers: Headers, value: string) {
  const current = headers.get('Vary')
  if (!current) return headers.set('Vary', value)
  const parts = current.split(',').map((p) => p.trim().toLowerCase())
  if (parts.includes('*') || parts.includes(value.toLowerCase())) return
  headers.set('Vary', `${current}, ${value}`)
}
