import { Trans, useLingui } from '@lingui/react/macro'
import { memo, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { CareTypeNames } from '#client/entities/care-type/care-type-choices.ts'
import { Badge } from '#client/ui/badge.tsx'
import * as Card from '#client/ui/card.tsx'
import { CalendarIcon, ClockIcon, CloudUploadIcon, MapPinIcon } from '#client/ui/icons.tsx'
import type { Replacement } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { answerWindowEnd, useStillAhead } from './answer-window.ts'
import {
  applicationStatusLabels,
  applicationStatusTones,
  careTypeLabel,
  replacementStatusLabels,
  replacementStatusTones,
  shiftsText,
  urgencyLabels,
} from './labels.ts'
import { chosenDaysText, formatDayRange, formatDistance, formatInstantDayMonth, formatTime } from './replacement-dates.ts'

export interface ReplacementCardProps {
  replacement: Replacement
  /** The offer's page: the title becomes a link the whole card answers to. */
  href?: string
  /** The title's level in the page's outline (h3 by default: cards sit under a list's h2). */
  headingLevel?: 2 | 3 | 4
  /**
   * An action on this offer made offline and not yet sent (an application, a withdrawal):
   * `<PendingNetworkBadge />` or a fuller note. Announced politely when it appears or goes.
   */
  pending?: ReactNode
  /** Buttons at the foot of the card ("Je suis disponible", "Retirer"…). */
  actions?: ReactNode
  /** Server names of care types, when the screen has them. */
  careTypeNames?: CareTypeNames
  /** Shown by default when the offer is not (or no longer) published. */
  showStatus?: boolean
  /** The reader's own application as a badge (default); a list of their applications says it lower down. */
  showMyApplication?: boolean
}

const meta = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  textStyle: 'small',
  color: 'fg.default',
  '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: '0', color: 'fg.muted' },
})

const stretchedLink = css({
  color: 'inherit',
  textDecoration: 'none',
  _focusVisible: { outline: 'none' },
  // The whole card answers the tap; buttons in the footer sit above this layer.
  _after: { content: '""', position: 'absolute', inset: '0' },
})

// Class names made once, not at each render: a list draws many cards, and Panda's css() works at run time.
const headerBadges = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })
const departmentStyle = css({ color: 'fg.muted', fontWeight: 'normal' })
const percentStyle = css({ textStyle: 'body', fontWeight: 'semibold', color: 'fg.brand' })
const badgeRow = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })
const windowStyle = css({ textStyle: 'small', color: 'fg.muted' })
const pendingStyle = css({ _empty: { position: 'absolute' } })
const footerStyle = css({ position: 'relative', zIndex: '1', justifyContent: 'flex-start' })

/** "En attente de réseau": an action on this offer waits for the connection. */
export function PendingNetworkBadge({ children }: { children?: ReactNode }) {
  return (
    <Badge tone="warning" size="sm">
      <CloudUploadIcon />
      {children ?? <Trans>En attente de réseau</Trans>}
    </Badge>
  )
}

function Dates({ replacement }: { replacement: Replacement }) {
  const { i18n } = useLingui()
  if (replacement.days && replacement.days.length > 0) {
    const { listed, more } = chosenDaysText(i18n.locale, replacement.days)
    const count = replacement.days.length
    return (
      <span>
        <Trans>
          {count} jours choisis : {listed}
        </Trans>
        {more > 0 ? <Trans> et {more} de plus</Trans> : null}
      </span>
    )
  }
  if (replacement.start_date && replacement.end_date)
    return <span>{formatDayRange(i18n.locale, replacement.start_date, replacement.end_date)}</span>
  return <Trans>Dates à préciser</Trans>
}

/**
 * One offer in a list: where (and how far), when, which shifts and care, the percentage paid to
 * the replacement nurse, what comes with it, how urgent, and where it stands. Mobile first: one
 * column, the key facts first, every badge worded (colour is never the only signal). Memoized: a
 * list's screen renders again as each of its queries answers, and its cards need not.
 */
export const ReplacementCard = memo(function ReplacementCard({
  replacement,
  href,
  headingLevel = 3,
  pending,
  actions,
  careTypeNames,
  showStatus,
  showMyApplication = true,
}: ReplacementCardProps) {
  const { i18n, t } = useLingui()
  const commune = replacement.commune?.name ?? t`Commune à préciser`
  const department = replacement.commune?.department
  const distance = replacement.distance_km
  const statusShown = showStatus ?? replacement.status !== 'published'
  // Urgent answers are collected until the window's end, then the holder chooses (open offers only).
  // Its day goes with its time: "06:01" alone, read at 05:46 the next day, would look ahead.
  const windowEndsAt = answerWindowEnd(replacement)
  const windowOpen = useStillAhead(windowEndsAt)
  const windowDay = windowEndsAt ? formatInstantDayMonth(i18n.locale, windowEndsAt) : null
  const windowTime = windowEndsAt ? formatTime(i18n.locale, windowEndsAt) : null
  const title = (
    <>
      {commune}
      {department ? <span className={departmentStyle}> ({department})</span> : null}
    </>
  )

  return (
    <Card.Root variant={href ? 'interactive' : 'outline'} data-replacement-id={replacement.id}>
      <Card.Header>
        <div className={headerBadges}>
          {replacement.urgency !== 'normal' ? (
            <Badge tone="urgent" size="sm">
              {i18n._(urgencyLabels[replacement.urgency])}
            </Badge>
          ) : null}
          {statusShown ? (
            <Badge tone={replacementStatusTones[replacement.status]} size="sm">
              {i18n._(replacementStatusLabels[replacement.status])}
            </Badge>
          ) : null}
          {showMyApplication && replacement.my_application ? (
            <Badge tone={applicationStatusTones[replacement.my_application.status]} size="sm">
              <Trans>Candidature : {i18n._(applicationStatusLabels[replacement.my_application.status])}</Trans>
            </Badge>
          ) : null}
        </div>
        <Card.Title as={`h${headingLevel}`}>
          {href ? (
            <Link to={href} className={stretchedLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Card.Title>
        {distance !== null ? (
          <p className={meta}>
            <MapPinIcon />
            <span>
              <Trans>à {formatDistance(i18n.locale, distance)} km</Trans>
            </span>
          </p>
        ) : null}
      </Card.Header>
      <Card.Body>
        <p className={meta}>
          <CalendarIcon />
          <Dates replacement={replacement} />
        </p>
        {replacement.shifts.length > 0 ? (
          <p className={meta}>
            <ClockIcon />
            <span>{shiftsText(i18n, replacement.shifts)}</span>
          </p>
        ) : null}
        {replacement.retrocession_percent !== null ? (
          <p className={percentStyle}>
            <Trans>{replacement.retrocession_percent} % reversés au remplaçant</Trans>
          </p>
        ) : null}
        {replacement.care_types.length > 0 ? (
          <ul className={badgeRow} aria-label={t`Types de soins`}>
            {replacement.care_types.map((slug) => (
              <li key={slug}>
                <Badge size="sm">{careTypeLabel(i18n, slug, careTypeNames)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {replacement.housing_offered || replacement.vehicle_required ? (
          <div className={badgeRow}>
            {replacement.housing_offered ? (
              <Badge tone="success" size="sm">
                <Trans>Logement proposé</Trans>
              </Badge>
            ) : null}
            {replacement.vehicle_required ? (
              <Badge tone="neutral" size="sm">
                <Trans>Véhicule nécessaire</Trans>
              </Badge>
            ) : null}
          </div>
        ) : null}
        {windowDay && windowTime ? (
          <p className={windowStyle}>
            {windowOpen ? (
              <Trans>
                Réponses recueillies jusqu’au {windowDay} à {windowTime}
              </Trans>
            ) : (
              <Trans>
                Réponses closes le {windowDay} à {windowTime} : le titulaire choisit.
              </Trans>
            )}
          </p>
        ) : null}
        <div role="status" className={pendingStyle}>
          {pending ?? null}
        </div>
      </Card.Body>
      {actions ? <Card.Footer className={footerStyle}>{actions}</Card.Footer> : null}
    </Card.Root>
  )
})
