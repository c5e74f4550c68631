import { z } from 'zod'
import { type PartnerListingSearch, partnerListingSearchSchema } from './partner-listings.ts'
import { type ReplacementSearch, replacementSearchSchema } from './replacements.ts'

/**
 * Saved searches: a search screen's filters kept under a name, that alert their owner (in the
 * app, by mail and push, as their preferences say) when a matching offer — or, for a search of
 * partner listings, a matching listing — is published.
 */
/** Per subject: twenty searches of offers leave room for searches of partner listings. */
export const MAX_SAVED_SEARCHES = 20
export const SAVED_SEARCH_NAME_MAX = 80

/** What a saved search looks for: replacement offers (every search saved before listings), or partner listings. */
export const savedSearchSubjects = ['replacements', 'partner_listings'] as const
export type SavedSearchSubject = (typeof savedSearchSubjects)[number]

/** The filters of GET /api/replacements without paging: what a saved search keeps. */
export type SavedSearchFilters = Omit<ReplacementSearch, 'page' | 'perPage'>

/**
 * The filters as GET /api/replacements takes them (`replacementSearchSchema`), or as it gives
 * them back parsed (lists as arrays, `housing` as a boolean): both shapes pass, so the search
 * screen can save what it holds either way. Paging is not a filter and is dropped.
 */
export const savedSearchFiltersSchema = z
  .preprocess(
    (value) =>
      value !== null && typeof value === 'object' && typeof (value as { housing?: unknown }).housing === 'boolean'
        ? { ...value, housing: String((value as { housing: boolean }).housing) }
        : value,
    replacementSearchSchema,
  )
  .transform(({ page: _page, perPage: _perPage, ...filters }): SavedSearchFilters => filters)

/** The filters of GET /api/partner-listings without paging: what a listings' search keeps. */
export type PartnerSavedSearchFilters = Omit<PartnerListingSearch, 'page' | 'perPage'>

/** The filters as GET /api/partner-listings takes them, or as parsed (kinds as an array); paging dropped. */
export const partnerSavedSearchFiltersSchema = partnerListingSearchSchema.transform(
  ({ page: _page, perPage: _perPage, ...filters }): PartnerSavedSearchFilters => filters,
)

const name = z
  .string('saved_search.name_required')
  .trim()
  .min(1, 'saved_search.name_required')
  .max(SAVED_SEARCH_NAME_MAX, 'saved_search.name_too_long')

/** Alerts on a matching new offer or listing; on unless said otherwise. */
const alert = z.boolean('validation.invalid').default(true)
const subjectInvalid = { error: 'saved_search.subject_invalid' }

/**
 * POST /api/saved-searches `{ subject?, name, filters, alert? }`: the subject picks the filters'
 * schema; without one it is a search of offers (the clients written before listings send none).
 */
export const createSavedSearchSchema = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && (value as { subject?: unknown }).subject === undefined
      ? { ...value, subject: 'replacements' }
      : value,
  z.discriminatedUnion(
    'subject',
    [
      z.object({ subject: z.literal('replacements'), name, filters: savedSearchFiltersSchema, alert }),
      z.object({ subject: z.literal('partner_listings'), name, filters: partnerSavedSearchFiltersSchema, alert }),
    ],
    subjectInvalid,
  ),
)

function updateSchemaOf<S extends SavedSearchSubject, F extends z.ZodType>(subject: S, filters: F) {
  return z
    .object({
      /** A search keeps its subject: naming another is refused. */
      subject: z.literal(subject, 'saved_search.subject_locked').optional(),
      name: name.optional(),
      filters: filters.optional(),
      alert: z.boolean('validation.invalid').optional(),
    })
    .refine(
      (value) => value.name !== undefined || value.filters !== undefined || value.alert !== undefined,
      'saved_search.nothing_to_update',
    )
}

/**
 * PUT /api/saved-searches/{id}: rename, alerts on or off, new filters — what is sent changes. The
 * stored search's subject picks the schema.
 */
export const updateSavedSearchSchema = updateSchemaOf('replacements', savedSearchFiltersSchema)
export const updatePartnerSavedSearchSchema = updateSchemaOf('partner_listings', partnerSavedSearchFiltersSchema)

interface SavedSearchCommon {
  id: number
  name: string
  /** The searched commune's name, when the search is around one. */
  commune_name: string | null
  alert: boolean
  created_at: string
  last_alerted_at: string | null
}

/** GET /api/saved-searches items: the subject tells which filters they are. */
export type SavedSearch = SavedSearchCommon &
  ({ subject: 'replacements'; filters: SavedSearchFilters } | { subject: 'partner_listings'; filters: PartnerSavedSearchFilters })

export interface SavedSearchList {
  saved_searches: SavedSearch[]
  count: number
}
