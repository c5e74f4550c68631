import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { dateFormat } from '#shared/date-format.ts'
import { numberFormat } from '#shared/intl.ts'
// Types only: the schemas (and Zod) stay out of the search screens' code.
import type { PartnerListingKind } from '#shared/partner-listings.ts'
import type { Shift, Urgency } from '#shared/replacements.ts'
import type { PartnerSavedSearchFilters, SavedSearch, SavedSearchFilters } from '#shared/saved-searches.ts'

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

const kindNames: Record<PartnerListingKind, MessageDescriptor> = {
  association: msg`association`,
  collaboration: msg`collaboration`,
  cession: msg`cession`,
  recherche: msg`recherche d’installation`,
}

/** "Villeurbanne, 30 km", or "Toute la France" for a search around no commune. */
function placeOf(i18n: I18n, commune: string | null, km: number): string {
  const place = commune
  return place ? i18n._(msg`${place}, ${km} km`) : i18n._(msg`Toute la France`)
}

/** "entre 10 000 et 50 000", "à partir de 10 000", "jusqu’à 50 000": a range of numbers. */
function range(i18n: I18n, min: number | undefined, max: number | undefined): string | null {
  const number = numberFormat(i18n.locale, { maximumFractionDigits: 0 })
  if (min !== undefined && max !== undefined) {
    const low = number.format(min)
    const high = number.format(max)
    return i18n._(msg`entre ${low} et ${high}`)
  }
  if (min !== undefined) {
    const low = number.format(min)
    return i18n._(msg`à partir de ${low}`)
  }
  if (max !== undefined) {
    const high = number.format(max)
    return i18n._(msg`jusqu’à ${high}`)
  }
  return null
}

/**
 * One line saying what a saved search looks for: "Villeurbanne, 30 km · à partir du 3 mars ·
 * matin" for offers, "Lattes, 30 km · collaboration, cession · prix entre 10 000 et 50 000 €" for
 * partner listings.
 */
export function savedSearchSummary(i18n: I18n, search: SavedSearch): string {
  return search.subject === 'partner_listings'
    ? partnerSearchSummary(i18n, search.filters, search.commune_name)
    : offerSearchSummary(i18n, search.filters, search.commune_name)
}

function partnerSearchSummary(i18n: I18n, f: PartnerSavedSearchFilters, commune: string | null): string {
  const parts = [placeOf(i18n, commune, f.radius_km)]
  if (f.kind && f.kind.length > 0) parts.push(f.kind.map((kind) => i18n._(kindNames[kind])).join(', '))
  if (f.start_from && f.start_to) {
    const from = day(i18n.locale, f.start_from)
    const to = day(i18n.locale, f.start_to)
    parts.push(i18n._(msg`début du ${from} au ${to}`))
  } else if (f.start_from) {
    const from = day(i18n.locale, f.start_from)
    parts.push(i18n._(msg`début à partir du ${from}`))
  } else if (f.start_to) {
    const to = day(i18n.locale, f.start_to)
    parts.push(i18n._(msg`début jusqu’au ${to}`))
  }
  const price = range(i18n, f.price_min, f.price_max)
  if (price) parts.push(i18n._(msg`prix ${price} €`))
  const percent = range(i18n, f.percent_min, f.percent_max)
  if (percent) parts.push(i18n._(msg`redevance ${percent} %`))
  return parts.join(' · ')
}

function offerSearchSummary(i18n: I18n, f: SavedSearchFilters, commune: string | null): string {
  const parts = [placeOf(i18n, commune, f.radius_km)]
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
export function searchParamsOf(filters: SavedSearch['filters']): URLSearchParams {
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
