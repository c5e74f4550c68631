import type { Locale } from './messages.ts'

// A real browser header is a few dozen characters; anything longer is not worth parsing.
const MAX_HEADER_LENGTH = 256

/**
 * Picks fr or en from an Accept-Language header, by quality. Anything unknown, malformed or
 * oversized gives French (the default language, docs/product.md#constants); the header itself is never echoed.
 */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header || header.length > MAX_HEADER_LENGTH) return 'fr'
  let best: { locale: Locale; q: number } | undefined
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const language = tag.trim().toLowerCase().split('-')[0]
    if (language !== 'fr' && language !== 'en') continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue
    if (!best || q > best.q) best = { locale: language, q }
  }
  return best?.locale ?? 'fr'
}
