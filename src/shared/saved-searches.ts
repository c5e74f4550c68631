import { z } from 'zod'
import { type ReplacementSearch, replacementSearchSchema } from './replacements.ts'

/**
 * Saved searches: the search screen's filters kept under a name, that alert their
 * owner (in the app and by mail, as their preferences say) when a matching offer is published.
 */
export const MAX_SAVED_SEARCHES = 20
export const SAVED_SEARCH_NAME_MAX = 80

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

const name = z
  .string('saved_search.name_required')
  .trim()
  .min(1, 'saved_search.name_required')
  .max(SAVED_SEARCH_NAME_MAX, 'saved_search.name_too_long')

/** POST /api/saved-searches. */
export const createSavedSearchSchema = z.object({
  name,
  filters: savedSearchFiltersSchema,
  /** Alerts on a matching new offer; on unless said otherwise. */
  alert: z.boolean('validation.invalid').default(true),
})

/** PUT /api/saved-searches/{id}: rename, alerts on or off, new filters — what is sent changes. */
export const updateSavedSearchSchema = z
  .object({
    name: name.optional(),
    filters: savedSearchFiltersSchema.optional(),
    alert: z.boolean('validation.invalid').optional(),
  })
  .refine(
    (value) => value.name !== undefined || value.filters !== undefined || value.alert !== undefined,
    'saved_search.nothing_to_update',
  )

/** GET /api/saved-searches items. */
export interface SavedSearch {
  id: number
  name: string
  filters: SavedSearchFilters
  /** The searched commune's name, when the search is around one. */
  commune_name: string | null
  alert: boolean
  created_at: string
  last_alerted_at: string | null
}

export interface SavedSearchList {
  saved_searches: SavedSearch[]
  count: number
}
