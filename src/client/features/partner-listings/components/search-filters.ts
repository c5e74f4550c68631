import {
  LISTING_RADIUS_DEFAULT_KM,
  LISTING_RADIUS_MAX_KM,
  type PartnerListingKind,
  PRICE_MAX_EUR,
  partnerListingKinds,
  REDEVANCE_MAX,
} from '#shared/partner-listings.ts'
import type { ListingSearchInput } from '../api/query-keys.ts'

/**
 * The search's filters live in the address (shareable, Back undoes a change), under the API's own
 * names (`?commune=35288&radius_km=30&kind=cession`). Reading is forgiving: what cannot be read
 * is dropped, never an error; writing leaves out what is at its default.
 */

export type ListingSort = 'distance' | 'date'

export interface ListingFilters {
  /** INSEE code of the centre; null: all of France. */
  commune: string | null
  radius_km: number
  kinds: PartnerListingKind[]
  start_from: string | null
  start_to: string | null
  price_min: number | null
  price_max: number | null
  percent_min: number | null
  percent_max: number | null
  sort: ListingSort
}

export const RADIUS_CHOICES_KM = [5, 10, 20, 30, 50, 100, LISTING_RADIUS_MAX_KM] as const

const inseePattern = /^(?:\d{5}|2[AB]\d{3})$/
const datePattern = /^\d{4}-\d{2}-\d{2}$/

function integer(value: string | null, max: number): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const number = Number(value)
  return number <= max ? number : null
}

const date = (value: string | null) => (value && datePattern.test(value) ? value : null)

/** The filters of an address; `defaultCommune` (the member's own) when it names none, `commune=` for all of France. */
export function filtersFromParams(params: URLSearchParams, defaultCommune: string | null): ListingFilters {
  const raw = params.get('commune')
  const commune = raw === null ? defaultCommune : inseePattern.test(raw.toUpperCase()) ? raw.toUpperCase() : null
  const radius = integer(params.get('radius_km'), LISTING_RADIUS_MAX_KM)
  const kinds = (params.get('kind') ?? '')
    .split(',')
    .filter((kind): kind is PartnerListingKind => (partnerListingKinds as readonly string[]).includes(kind))
  return {
    commune,
    radius_km: radius && radius > 0 ? radius : LISTING_RADIUS_DEFAULT_KM,
    kinds: [...new Set(kinds)],
    start_from: date(params.get('start_from')),
    start_to: date(params.get('start_to')),
    price_min: integer(params.get('price_min'), PRICE_MAX_EUR),
    price_max: integer(params.get('price_max'), PRICE_MAX_EUR),
    percent_min: integer(params.get('percent_min'), REDEVANCE_MAX),
    percent_max: integer(params.get('percent_max'), REDEVANCE_MAX),
    sort: commune && params.get('sort') !== 'date' ? 'distance' : 'date',
  }
}

/** The address of these filters; other parameters (the tab) are kept. */
export function paramsFromFilters(filters: ListingFilters, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current)
  const set = (name: string, value: string | number | null) => {
    if (value === null || value === '') params.delete(name)
    else params.set(name, String(value))
  }
  params.set('commune', filters.commune ?? '')
  set('radius_km', filters.commune && filters.radius_km !== LISTING_RADIUS_DEFAULT_KM ? filters.radius_km : null)
  set('kind', filters.kinds.join(','))
  set('start_from', filters.start_from)
  set('start_to', filters.start_to)
  set('price_min', filters.price_min)
  set('price_max', filters.price_max)
  set('percent_min', filters.percent_min)
  set('percent_max', filters.percent_max)
  set('sort', filters.commune && filters.sort === 'date' ? 'date' : null)
  return params
}

/** What the API is asked (GET /api/partner-listings), without the page. Ranges are put in order. */
export function searchInput(filters: ListingFilters): ListingSearchInput {
  const input: ListingSearchInput = { sort: filters.commune ? filters.sort : 'date' }
  if (filters.commune) {
    input.commune = filters.commune
    input.radius_km = filters.radius_km
  }
  if (filters.kinds.length > 0) input.kind = filters.kinds
  const [from, to] = ordered(filters.start_from, filters.start_to)
  if (from) input.start_from = from
  if (to) input.start_to = to
  const [priceMin, priceMax] = ordered(filters.price_min, filters.price_max)
  if (priceMin !== null) input.price_min = priceMin
  if (priceMax !== null) input.price_max = priceMax
  const [percentMin, percentMax] = ordered(filters.percent_min, filters.percent_max)
  if (percentMin !== null) input.percent_min = percentMin
  if (percentMax !== null) input.percent_max = percentMax
  return input
}

function ordered<T extends string | number>(low: T | null, high: T | null): [T | null, T | null] {
  return low !== null && high !== null && high < low ? [high, low] : [low, high]
}

/** How many filters narrow the search beyond the place (for "Filtres (3)"). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    (filters.kinds.length > 0 ? 1 : 0) +
    (filters.start_from || filters.start_to ? 1 : 0) +
    (filters.price_min !== null || filters.price_max !== null ? 1 : 0) +
    (filters.percent_min !== null || filters.percent_max !== null ? 1 : 0)
  )
}

export function radiusChoices(current: number): number[] {
  return [...new Set<number>([...RADIUS_CHOICES_KM, current])].sort((a, b) => a - b)
}
