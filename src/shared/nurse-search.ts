import { z } from 'zod'
import { careTypeSlugPattern } from './care-types.ts'
import { inseePattern } from './commune.ts'

/**
 * The public nurse search (GET /api/nurses/search, page /search-nurse): nurses who accept new
 * patients and whose zone covers a commune, nearest first. docs/product.md#patient-search: no reviews, no ranking by
 * subscription — the order is the distance, then the id, and nothing else.
 */
export const NURSE_SEARCH_DEFAULT_PER_PAGE = 10
export const NURSE_SEARCH_MAX_PER_PAGE = 50
export const NURSE_SEARCH_MAX_PAGE = 1000

/** Query strings carry '' for a field left empty: the same as absent. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value)

const wholeNumber = (code: string, max: number) =>
  z
    .string(code)
    .regex(/^\d{1,6}$/, code)
    .transform(Number)
    .pipe(z.number().int().min(1, code).max(max, code))

export const nurseSearchQuerySchema = z.object({
  /** The INSEE code of the commune chosen in the commune search (GET /api/communes). */
  commune: z.preprocess(
    emptyAsAbsent,
    z.string('nurse_search.commune_required').trim().toUpperCase().regex(inseePattern, 'nurse_search.commune_invalid'),
  ),
  /** Absent: every care type. */
  care_type: z.preprocess(emptyAsAbsent, z.string().regex(careTypeSlugPattern, 'nurse_search.care_type_invalid').optional()),
  page: z
    .preprocess(emptyAsAbsent, wholeNumber('nurse_search.page_invalid', NURSE_SEARCH_MAX_PAGE).optional())
    .transform((v) => v ?? 1),
  perPage: z
    .preprocess(emptyAsAbsent, wholeNumber('nurse_search.per_page_invalid', NURSE_SEARCH_MAX_PER_PAGE).optional())
    .transform((v) => v ?? NURSE_SEARCH_DEFAULT_PER_PAGE),
})

/**
 * One nurse of the results. The full name is shown: it identifies a health professional the
 * public directory (annuaire.sante.fr, RPPS) already publishes, a patient needs it to know whom
 * they write to, and GET /api/nurses/{id} shows it too. Nothing else of the account (no phone,
 * e-mail or address): the patient writes through the contact form.
 */
export const nurseSearchResultSchema = z.object({
  id: z.number(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** The profile photo (images/avatars/…), served through /_ipx. */
  profil_url: z.string().nullable(),
  care_types: z.array(z.string()),
  zone_commune_insee: z.string(),
  zone_commune_name: z.string(),
  radius_km: z.number(),
  /** From the centre of the nurse's zone commune to the centre of the commune searched, 0.1 km. */
  distance_km: z.number(),
})
export type NurseSearchResult = z.infer<typeof nurseSearchResultSchema>

export const nurseSearchResponseSchema = z.object({
  nurses: z.array(nurseSearchResultSchema),
  count: z.number(),
})
export type NurseSearchResponse = z.infer<typeof nurseSearchResponseSchema>
