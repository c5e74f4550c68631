import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { dateFormat } from '#shared/date-format.ts'
import type { Shift, Urgency } from '#shared/replacements.ts'
// Types only: the schemas (and Zod) stay out of the search screen's code.
import type { SavedSearch, SavedSearchFilters } from '#shared/saved-searches.ts'

const shiftNames: Record<Shift, MessageDescriptor> = {
  matin: msg`matin`,
  apres_midi: msg`après-midi`,
  soir: msg`soir`,
  journee: msg`journée`,
}
const urgencyNames: Record<Urgency, MessageDescriptor> = {
  normal: msg`sans urgence`,
  urgent: msg`urgent`,
  immediate: msg`immédiat`,
}

function day(locale: string, value: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`))
}

/** One line saying what a saved search looks for: "Villeurbanne, 30 km · à partir du 3 mars · matin". */
export function savedSearchSummary(i18n: I18n, search: Pick<SavedSearch, 'filters' | 'commune_name'>): string {
  const f = search.filters
  const parts: string[] = []
  if (search.commune_name) {
    const place = search.commune_name
    const km = f.radius_km
    parts.push(i18n._(msg`${place}, ${km} km`))
  } else parts.push(i18n._(msg`Toute la France`))
  if (f.from && f.to) {
    const from = day(i18n.locale, f.from)
    const to = day(i18n.locale, f.to)
    parts.push(i18n._(msg`du ${from} au ${to}`))
  } else if (f.from) {
    const from = day(i18n.locale, f.from)
    parts.push(i18n._(msg`à partir du ${from}`))
  } else if (f.to) {
    const to = day(i18n.locale, f.to)
    parts.push(i18n._(msg`jusqu’au ${to}`))
  }
  if (f.shifts && f.shifts.length > 0) parts.push(f.shifts.map((s) => i18n._(shiftNames[s])).join(', '))
  if (f.min_percent !== undefined) {
    const percent = f.min_percent
    parts.push(i18n._(msg`au moins ${percent} %`))
  }
  if (f.housing === true) parts.push(i18n._(msg`logement fourni`))
  if (f.urgency && f.urgency.length > 0) parts.push(f.urgency.map((u) => i18n._(urgencyNames[u])).join(', '))
  if (f.care_types && f.care_types.length > 0) {
    const count = f.care_types.length
    parts.push(i18n._(msg`${count} type(s) de soins`))
  }
  return parts.join(' · ')
}

/**
 * The address of the search screen for saved filters (its parameters are the API's): the commune
 * is always written, empty meaning all of France, so that the nurse's default place does not
 * replace a search that had none.
 */
export function searchParamsOf(filters: SavedSearchFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','))
    } else params.set(key, String(value))
  }
  if (!filters.commune) {
    params.set('commune', '')
    params.delete('radius_km')
  }
  return params
}
