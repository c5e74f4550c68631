import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Badge } from '#client/ui/badge.tsx'
import { Heading } from '#client/ui/heading.tsx'
import type { PartnerListing, PartnerListingFields } from '#shared/partner-listings.ts'
import { css } from '#styled/css'
import {
  feesBracketLabels,
  fieldLabels,
  kindLabels,
  premisesLabels,
  priceKindLabels,
  statusLabels,
  statusTones,
} from '../labels.ts'
import { dayText, euros, instantDayText, shortName } from '../listing-text.ts'
import { ListingRules } from './listing-rules.tsx'

// The order a reader takes them in: where and when, the kind's own figures, then the practice.
const order: (keyof PartnerListingFields)[] = [
  'radius_km',
  'start_date',
  'share_percent',
  'price_eur',
  'price_kind',
  'team_size',
  'redevance_percent',
  'redevance_covers',
  'days_per_week',
  'fees_bracket',
  'patients_per_day',
  'rounds',
  'premises_taken_over',
  'reason',
  'experience_years',
  'experience',
  'premises',
  'software',
  'vehicle_required',
  'parking',
]

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '14rem 1fr' },
  gap: { base: '0.5', sm: '4' },
  py: '2',
})

function useValueText() {
  const { i18n, t } = useLingui()
  const yesNo = (value: boolean) => (value ? t`Oui` : t`Non`)
  return (field: keyof PartnerListingFields, listing: PartnerListing): ReactNode => {
    const value = listing[field]
    if (value === null || value === undefined || value === '') return field === 'price_eur' ? t`À discuter` : null
    switch (field) {
      case 'start_date':
        return dayText(i18n.locale, value as string)
      case 'price_eur':
        return euros(i18n.locale, value as number)
      case 'premises':
        return i18n._(premisesLabels[value as NonNullable<PartnerListing['premises']>])
      case 'price_kind':
        return i18n._(priceKindLabels[value as NonNullable<PartnerListing['price_kind']>])
      case 'fees_bracket':
        return i18n._(feesBracketLabels[value as NonNullable<PartnerListing['fees_bracket']>])
      case 'vehicle_required':
      case 'parking':
      case 'premises_taken_over':
        return yesNo(value as boolean)
      default:
        return String(value)
    }
  }
}

/**
 * A listing's page body: its kind and status, where, every field its kind has, labelled, the
 * description, the author's first name and initial, and the field's rules with their source.
 */
export function ListingDetail({ listing, children }: { listing: PartnerListing; children?: ReactNode }) {
  const { i18n } = useLingui()
  const textOf = useValueText()
  const shown = order
    .filter((field) => field in listing)
    .flatMap((field) => {
      const value = textOf(field, listing)
      return value === null ? [] : [{ field, value }]
    })
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <Badge tone="brand">{i18n._(kindLabels[listing.kind])}</Badge>
          <Badge tone={statusTones[listing.status]}>{i18n._(statusLabels[listing.status])}</Badge>
        </div>
        <Heading level={1}>
          {listing.commune ? (
            <Trans>
              {i18n._(kindLabels[listing.kind])} à {listing.commune.name} ({listing.commune.postal_code})
            </Trans>
          ) : (
            i18n._(kindLabels[listing.kind])
          )}
        </Heading>
        <p className={css({ color: 'fg.muted', textStyle: 'small' })}>
          {listing.published_at ? (
            <Trans>
              Annonce de {shortName(i18n, listing.author)}, publiée le {instantDayText(i18n.locale, listing.published_at)}
            </Trans>
          ) : (
            <Trans>Annonce de {shortName(i18n, listing.author)}</Trans>
          )}
        </p>
      </header>
      {children}
      <dl
        className={css({
          display: 'flex',
          flexDirection: 'column',
          '& > div + div': { borderTopWidth: '1px', borderColor: 'border.default' },
        })}
      >
        {shown.map(({ field, value }) => (
          <div key={field} className={row}>
            <dt className={css({ color: 'fg.muted' })}>{i18n._(fieldLabels[field])}</dt>
            <dd className={css({ whiteSpace: 'pre-line' })}>{value}</dd>
          </div>
        ))}
      </dl>
      {listing.description ? (
        <section className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Heading level={2} size="h4">
            <Trans>Description</Trans>
          </Heading>
          <p className={css({ whiteSpace: 'pre-line' })}>{listing.description}</p>
        </section>
      ) : null}
      <ListingRules kind={listing.kind} />
    </article>
  )
}
