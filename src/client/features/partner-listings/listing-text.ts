import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { dateFormat } from '#shared/date-format.ts'
import { numberFormat } from '#shared/intl.ts'
import type { PartnerListing, PartnerListingAuthor } from '#shared/partner-listings.ts'
import { feesBracketLabels } from './labels.ts'

/** How a listing's figures and people read, in lists and on its page. */

/** "12 mars 2027": a civil day, never shifted by a time zone. */
export function dayText(locale: string, day: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
}

/** "12 mars 2027" of an instant, in Paris. */
export function instantDayText(locale: string, instant: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(
    new Date(instant),
  )
}

export function euros(locale: string, amount: number): string {
  return numberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount)
}

export function km(locale: string, distance: number): string {
  return numberFormat(locale, { maximumFractionDigits: distance < 10 ? 1 : 0 }).format(distance)
}

/** "Claire M.": the author's first name and initial, never more (docs/product.md#partner-listings). */
export function shortName(i18n: I18n, person: PartnerListingAuthor): string {
  const first = person.first_name?.trim()
  const initial = person.last_name?.trim().charAt(0)
  if (!first) return i18n._(msg`Un membre`)
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}

/**
 * The two or three figures that say the most about a listing of each kind, for its card:
 * an association's share and price, a collaboration's redevance and days, a cession's price and
 * fees, a search's experience. Prices are optional: "Prix à discuter".
 */
export function keyFigures(i18n: I18n, listing: PartnerListing): string[] {
  const locale = i18n.locale
  const figures: string[] = []
  const price = listing.price_eur
  switch (listing.kind) {
    case 'association':
      if (listing.share_percent != null) figures.push(i18n._(msg`${listing.share_percent} % des parts`))
      figures.push(price != null ? i18n._(msg`Prix indicatif ${euros(locale, price)}`) : i18n._(msg`Prix à discuter`))
      if (listing.team_size != null) figures.push(i18n._(msg`Équipe de ${listing.team_size}`))
      break
    case 'collaboration':
      if (listing.redevance_percent != null) figures.push(i18n._(msg`Redevance ${listing.redevance_percent} %`))
      if (listing.days_per_week != null) figures.push(i18n._(msg`${listing.days_per_week} j par semaine`))
      break
    case 'cession':
      figures.push(price != null ? i18n._(msg`Prix indicatif ${euros(locale, price)}`) : i18n._(msg`Prix à discuter`))
      if (listing.fees_bracket) figures.push(i18n._(msg`Honoraires : ${i18n._(feesBracketLabels[listing.fees_bracket])}`))
      if (listing.patients_per_day != null) figures.push(i18n._(msg`${listing.patients_per_day} patients par jour`))
      break
    case 'recherche':
      if (listing.radius_km != null) figures.push(i18n._(msg`Dans un rayon de ${listing.radius_km} km`))
      if (listing.experience_years != null) figures.push(i18n._(msg`${listing.experience_years} ans d’expérience`))
      break
  }
  return figures
}
