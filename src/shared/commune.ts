import { z } from 'zod'

/**
 * Communes of France for addresses, offers and the nurse search (GET /api/communes). The
 * normalisation lives here so that the server's index and a client-side filter agree.
 */
export const communeSchema = z.object({
  insee: z.string(),
  name: z.string(),
  postal_code: z.string(),
  department: z.string(),
  lat: z.number(),
  lng: z.number(),
})
export type Commune = z.infer<typeof communeSchema>

/** One commune by its INSEE code, with every postal code it has. */
export const communeDetailSchema = z.object({
  insee: z.string(),
  name: z.string(),
  postal_codes: z.array(z.string()),
  department: z.string(),
  region: z.string(),
  lat: z.number(),
  lng: z.number(),
  population: z.number(),
})
export type CommuneDetail = z.infer<typeof communeDetailSchema>

export const COMMUNE_SEARCH_DEFAULT_LIMIT = 10
export const COMMUNE_SEARCH_MAX_LIMIT = 20

export const communeSearchQuerySchema = z.object({
  q: z
    .string('commune.query_too_short')
    .trim()
    .min(2, { message: 'commune.query_too_short', abort: true })
    .max(100, { message: 'commune.query_too_long', abort: true })
    .refine((q) => normalizeCommuneName(q).length >= 2 || /^\d{2,5}$/.test(q), 'commune.query_too_short'),
  limit: z.coerce
    .number('commune.limit_invalid')
    .int('commune.limit_invalid')
    .min(1, 'commune.limit_invalid')
    .max(COMMUNE_SEARCH_MAX_LIMIT, 'commune.limit_invalid')
    .default(COMMUNE_SEARCH_DEFAULT_LIMIT),
})

/** 5 digits, or 2A/2B and 3 digits for Corsica. */
export const inseePattern = /^(?:\d{5}|2[AB]\d{3})$/

/**
 * "L'Abergement-Clémenciat" → "l abergement clemenciat": no accents, lower case, every run of
 * punctuation, hyphens and spaces made one space. Search keys and queries both go through it.
 */
export function normalizeCommuneName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The name without its article: "les hauts talican" → "hauts talican", so "hauts" finds it. */
export function withoutArticle(normalized: string): string {
  return normalized.replace(/^(?:le|la|les|l) (?=\S)/, '')
}

/**
 * The prefixes a query stands for. People write "St-Malo" for Saint-Malo and "Ste" for Sainte:
 * complete "st"/"ste" words become "saint"/"sainte"; a last word still being typed that reads "st"
 * or "ste" may be either, so both prefixes are searched.
 */
export function communeSearchPrefixes(query: string): string[] {
  const words = normalizeCommuneName(query).split(' ').filter(Boolean)
  if (words.length === 0) return []
  const expand = (word: string) => (word === 'st' ? 'saint' : word === 'ste' ? 'sainte' : word)
  const head = words.slice(0, -1).map(expand)
  const last = words[words.length - 1] ?? ''
  const prefixes = [[...head, last].join(' ')]
  if (last === 'st' || last === 'ste') prefixes.push([...head, expand(last)].join(' '))
  return prefixes
}

/** A query of digits only is a postal code (prefix). */
export function isPostalCodeQuery(query: string): boolean {
  return /^\d{2,5}$/.test(query.replace(/\s+/g, ''))
}
