import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '#client/ui/badge.tsx'
import * as Card from '#client/ui/card.tsx'
import { CalendarIcon, MapPinIcon } from '#client/ui/icons.tsx'
import type { PartnerListing } from '#shared/partner-listings.ts'
import { css } from '#styled/css'
import { kindLabels, responseStatusLabels, statusLabels, statusTones } from '../labels.ts'
import { dayText, keyFigures, km } from '../listing-text.ts'

export interface ListingCardProps {
  listing: PartnerListing
  /** The listing's page: the title becomes a link the whole card answers to. */
  href: string
  /** Its status as a badge (one's own listings); published listings of a search need none. */
  showStatus?: boolean
  /** Buttons at the foot of the card. */
  actions?: ReactNode
  /** The reader wrote it (a search lists one's own listings too). */
  own?: boolean
}

const meta = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  textStyle: 'small',
  '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: '0', color: 'fg.muted' },
})

const stretchedLink = css({
  color: 'inherit',
  textDecoration: 'none',
  _focusVisible: { outline: 'none' },
  // The whole card answers the tap; buttons in the footer sit above this layer.
  _after: { content: '""', position: 'absolute', inset: '0' },
})

/**
 * One listing in a list: its kind, where (and how far), its key figures, when it starts. Mobile
 * first: one column, every badge worded (colour is never the only signal).
 */
export function ListingCard({ listing, href, showStatus = false, actions, own = false }: ListingCardProps) {
  const { i18n, t } = useLingui()
  const commune = listing.commune
  const figures = keyFigures(i18n, listing)
  return (
    <Card.Root variant="interactive" data-listing-id={listing.id}>
      <Card.Header>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <Badge tone="brand" size="sm">
            {i18n._(kindLabels[listing.kind])}
          </Badge>
          {showStatus ? (
            <Badge tone={statusTones[listing.status]} size="sm">
              {i18n._(statusLabels[listing.status])}
            </Badge>
          ) : null}
          {own ? (
            <Badge tone="neutral" size="sm">
              <Trans>Votre annonce</Trans>
            </Badge>
          ) : null}
          {listing.my_response ? (
            <Badge tone="neutral" size="sm">
              <Trans>Votre réponse : {i18n._(responseStatusLabels[listing.my_response.status])}</Trans>
            </Badge>
          ) : null}
        </div>
        <Card.Title as="h3">
          <Link to={href} className={stretchedLink}>
            {commune ? (
              <>
                {commune.name}
                <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> ({commune.department})</span>
              </>
            ) : (
              t`Commune à préciser`
            )}
          </Link>
        </Card.Title>
        {listing.distance_km !== null ? (
          <p className={meta}>
            <MapPinIcon />
            <span>
              <Trans>à {km(i18n.locale, listing.distance_km)} km</Trans>
            </span>
          </p>
        ) : null}
      </Card.Header>
      <Card.Body>
        {figures.length > 0 ? (
          <ul
            aria-label={t`Chiffres clés`}
            className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '3', rowGap: '1', fontWeight: 'semibold' })}
          >
            {figures.map((figure) => (
              <li key={figure}>{figure}</li>
            ))}
          </ul>
        ) : null}
        <p className={meta}>
          <CalendarIcon />
          <span>
            {listing.start_date ? (
              <Trans>À partir du {dayText(i18n.locale, listing.start_date)}</Trans>
            ) : (
              <Trans>Date de début à préciser</Trans>
            )}
          </span>
        </p>
        {listing.responses_count !== null && listing.status !== 'draft' ? (
          <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
            <Plural value={listing.responses_count} _0="Aucune réponse" one="# réponse" other="# réponses" />
          </p>
        ) : null}
      </Card.Body>
      {actions ? (
        <Card.Footer className={css({ position: 'relative', zIndex: '1', justifyContent: 'flex-start' })}>{actions}</Card.Footer>
      ) : null}
    </Card.Root>
  )
}
