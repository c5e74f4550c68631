import { careTypeSlugPattern } from '#shared/care-types.ts'
import { inseePattern } from '#shared/commune.ts'
import { NURSE_SEARCH_MAX_PAGE } from '#shared/nurse-search.ts'

/**
 * The search lives in the address (?commune=<INSEE>&care_type=<slug>&page=<n>): a search can be
 * shared or bookmarked, and the browser's back button returns to the previous one.
 */
export interface NurseSearchState {
  commune: string
  careType: string | undefined
  page: number
}

/** The search an address asks for, or null when it names no valid commune (the empty form). */
export function readSearchState(params: URLSearchParams): NurseSearchState | null {
  const commune = (params.get('commune') ?? '').trim().toUpperCase()
  if (!inseePattern.test(commune)) return null
  const careType = params.get('care_type') ?? ''
  const page = Number(params.get('page') ?? '1')
  return {
    commune,
    careType: careTypeSlugPattern.test(careType) ? careType : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= NURSE_SEARCH_MAX_PAGE ? page : 1,
  }
}

/** The address of a search: the first page leaves `page` out, "any care" leaves `care_type` out. */
export function searchParamsOf(state: NurseSearchState): URLSearchParams {
  const params = new URLSearchParams({ commune: state.commune })
  if (state.careType) params.set('care_type', state.careType)
  if (state.page > 1) params.set('page', String(state.page))
  return params
}
