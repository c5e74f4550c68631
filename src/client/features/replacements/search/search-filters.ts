import {
  RETROCESSION_MAX,
  RETROCESSION_MIN,
  type ReplacementSearchInput,
  SEARCH_RADIUS_DEFAULT_KM,
  SEARCH_RADIUS_MAX_KM,
  type Shift,
  shifts,
  type Urgency,
  urgencies,
} from '#shared/replacements.ts'

/**
 * The search's filters live in the address (shareable, and Back undoes a change): the same names
 * as the API's query (`?commune=35288&radius_km=30&shifts=matin,soir`). Reading is forgiving — a
 * hand-edited or outdated link drops what it cannot read instead of failing — and writing leaves
 * out what is at its default, so that links stay short.
 */

export type SearchSort = 'distance' | 'start_date'
export type SearchView = 'list' | 'map'

export interface SearchFilters {
  /** INSEE code of the centre; null: all of France. */
  commune: string | null
  radius_km: number
  from: string | null
  to: string | null
  shifts: Shift[]
  care_types: string[]
  min_percent: number | null
  housing: boolean
  urgency: Urgency[]
  sort: SearchSort
}

export const RADIUS_CHOICES_KM = [5, 10, 20, 30, 50, 100, SEARCH_RADIUS_MAX_KM] as const
export const MIN_PERCENT_CHOICES = [70, 75, 80, 85, 90, 95] as const

const inseePattern = /^(?:\d{5}|2[AB]\d{3})$/
const datePattern = /^\d{4}-\d{2}-\d{2}$/
const slugPattern = /^[a-z0-9][a-z0-9-]{0,59}$/

function list<T extends string>(value: string | null, allowed: readonly T[] | RegExp): T[] {
  if (!value) return []
  const items = value
    .split(',')
    .filter((item) => (Array.isArray(allowed) ? allowed.includes(item as T) : (allowed as RegExp).test(item)))
  return [...new Set(items)] as T[]
}

function date(value: string | null): string | null {
  if (!value || !datePattern.test(value)) return null
  // 2027-02-30 parses (as 2 March): only a day that reads back the same is one.
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null
}

function integer(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null
  const number = Number(value)
  return number >= min && number <= max ? number : null
}

/**
 * The filters of an address. `defaultCommune` (the nurse's zone or address) applies when the
 * address says nothing about the commune; `commune=` (empty) means "all of France".
 * `defaultRadiusKm` (the radius of the nurse's zone) applies when it says nothing of the radius.
 */
export function filtersFromParams(
  params: URLSearchParams,
  defaultCommune: string | null = null,
  defaultRadiusKm: number = SEARCH_RADIUS_DEFAULT_KM,
): SearchFilters {
  const raw = params.get('commune')
  const commune = raw === null ? defaultCommune : inseePattern.test(raw.toUpperCase()) ? raw.toUpperCase() : null
  let from = date(params.get('from'))
  let to = date(params.get('to'))
  if (from && to && to < from) [from, to] = [to, from]
  const sort = params.get('sort') === 'start_date' || !commune ? 'start_date' : 'distance'
  return {
    commune,
    radius_km: integer(params.get('radius_km'), 1, SEARCH_RADIUS_MAX_KM) ?? defaultRadiusKm,
    from,
    to,
    shifts: list(params.get('shifts'), shifts),
    care_types: list(params.get('care_types'), slugPattern),
    min_percent: integer(params.get('min_percent'), RETROCESSION_MIN, RETROCESSION_MAX),
    housing: params.get('housing') === 'true' || params.get('housing') === '1',
    urgency: list(params.get('urgency'), urgencies),
    sort,
  }
}

/**
 * The address of these filters. Other parameters (the view) are kept. The commune is written
 * even when it is the default, so that a shared link finds the same place for anyone; the radius
 * is left out when it is the reader's default (`defaultRadiusKm`, as filtersFromParams reads it).
 */
export function paramsFromFilters(
  filters: SearchFilters,
  current: URLSearchParams = new URLSearchParams(),
  defaultRadiusKm: number = SEARCH_RADIUS_DEFAULT_KM,
): URLSearchParams {
  const params = new URLSearchParams(current)
  const set = (name: string, value: string | null) => {
    if (value === null || value === '') params.delete(name)
    else params.set(name, value)
  }
  params.set('commune', filters.commune ?? '')
  set('radius_km', filters.commune && filters.radius_km !== defaultRadiusKm ? String(filters.radius_km) : null)
  set('from', filters.from)
  set('to', filters.to)
  set('shifts', filters.shifts.join(','))
  set('care_types', filters.care_types.join(','))
  set('min_percent', filters.min_percent === null ? null : String(filters.min_percent))
  set('housing', filters.housing ? 'true' : null)
  set('urgency', filters.urgency.join(','))
  set('sort', filters.commune && filters.sort === 'start_date' ? 'start_date' : null)
  return params
}

/** What the API is asked (GET /api/replacements), without the page. */
export function searchInput(filters: SearchFilters): Omit<ReplacementSearchInput, 'page'> {
  const input: Omit<ReplacementSearchInput, 'page'> = { sort: filters.commune ? filters.sort : 'start_date' }
  if (filters.commune) {
    input.commune = filters.commune
    input.radius_km = filters.radius_km
  }
  if (filters.from) input.from = filters.from
  if (filters.to) input.to = filters.to
  if (filters.shifts.length > 0) input.shifts = filters.shifts
  if (filters.care_types.length > 0) input.care_types = filters.care_types
  if (filters.min_percent !== null) input.min_percent = filters.min_percent
  if (filters.housing) input.housing = 'true'
  if (filters.urgency.length > 0) input.urgency = filters.urgency
  return input
}

/** How many filters narrow the search beyond the place (for the "Filtres (3)" button). */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    (filters.from || filters.to ? 1 : 0) +
    (filters.shifts.length > 0 ? 1 : 0) +
    (filters.care_types.length > 0 ? 1 : 0) +
    (filters.min_percent !== null ? 1 : 0) +
    (filters.housing ? 1 : 0) +
    (filters.urgency.length > 0 ? 1 : 0)
  )
}

/** The radii offered, with `current` among them when it is another (a zone of 25 km). */
export function radiusChoices(current: number): number[] {
  return [...new Set<number>([...RADIUS_CHOICES_KM, current])].sort((a, b) => a - b)
}

/** The next radius up, for "widen the search" on an empty result; null at the largest. */
export function widerRadius(current: number): number | null {
  return RADIUS_CHOICES_KM.find((choice) => choice > current) ?? null
}

export function viewFromParams(params: URLSearchParams): SearchView {
  return params.get('view') === 'map' ? 'map' : 'list'
}
