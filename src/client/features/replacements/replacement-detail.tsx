import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { CareTypeNames } from '#client/entities/care-type/care-type-choices.ts'
import { SimpleAvatar } from '#client/ui/avatar.tsx'
import { Badge } from '#client/ui/badge.tsx'
import * as Card from '#client/ui/card.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import { dateFormat } from '#shared/date-format.ts'
import { offerDays, type Replacement } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { answerWindowEnd, useStillAhead } from './answer-window.ts'
import { ApplyActions } from './applications/apply-actions.tsx'
import { ContactDetails } from './contact-details.tsx'
import { changeLines } from './history-text.ts'
import {
  applicationStatusLabels,
  applicationStatusTones,
  careTypeLabel,
  replacementStatusLabels,
  replacementStatusTones,
  shiftsText,
  urgencyLabels,
} from './labels.ts'
import { PartialOfferNote } from './offers/partial-offer-note.tsx'
import {
  formatDateTime,
  formatDayRange,
  formatDistance,
  formatInstantDay,
  formatInstantDayMonth,
  formatTime,
} from './replacement-dates.ts'

const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '6',
  rowGap: { base: '1', sm: '3' },
  '& dt': { fontWeight: 'medium', color: 'fg.muted', mt: { base: '2', sm: '0' } },
  '& dd': { m: '0' },
})

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  )
}

function authorName(replacement: Replacement): string {
  return [replacement.author.first_name, replacement.author.last_name].filter(Boolean).join(' ')
}

function DaysList({ replacement }: { replacement: Replacement }) {
  const { i18n } = useLingui()
  const covered = new Set(replacement.covered_days)
  const format = dateFormat(i18n.locale, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' })
  if (!replacement.days || replacement.days.length === 0) {
    if (!replacement.start_date || !replacement.end_date) return <Trans>Dates à préciser</Trans>
    const range = formatDayRange(i18n.locale, replacement.start_date, replacement.end_date)
    const days = offerDays(replacement).length
    return (
      <>
        {range} <Text as="span" tone="muted" size="small">{` (${days} j)`}</Text>
        {covered.size > 0 ? (
          <Text size="small" tone="muted">
            <Trans>{covered.size} jours déjà pourvus</Trans>
          </Text>
        ) : null}
      </>
    )
  }
  return (
    <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
      {[...replacement.days].sort().map((day) => (
        <li key={day}>
          <Badge size="sm" tone={covered.has(day) ? 'success' : 'neutral'}>
            {format.format(new Date(`${day}T00:00:00Z`))}
            {covered.has(day) ? <Trans> · pourvu</Trans> : null}
          </Badge>
        </li>
      ))}
    </ul>
  )
}

function History({ replacement }: { replacement: Replacement }) {
  const { i18n } = useLingui()
  if (replacement.history.length === 0) return null
  return (
    <section aria-labelledby="offer-history" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Heading level={2} size="h4" id="offer-history">
        <Trans>Modifications depuis la publication</Trans>
      </Heading>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {replacement.history.map((change) => (
          <li key={change.changed_at} className={css({ textStyle: 'small' })}>
            <time dateTime={change.changed_at} className={css({ fontWeight: 'medium' })}>
              {formatDateTime(i18n.locale, change.changed_at)}
            </time>
            <ul className={css({ pl: '4', listStyleType: 'disc' })}>
              {changeLines(i18n, change).map((line) => (
                <li key={line.field}>
                  {line.label} : <del>{line.from}</del> →{' '}
                  <ins className={css({ textDecoration: 'none', fontWeight: 'semibold' })}>{line.to}</ins>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * /dashboard/replacements/detail/{id}: the whole offer — where, when, which shifts and care,
 * what is paid out and what comes with it — its changes since publication, its author, and what
 * the viewer can do (apply, withdraw, or see the applicants when it is theirs).
 */
export function ReplacementDetail({
  replacement,
  viewerId,
  careTypeNames,
  partial,
}: {
  replacement: Replacement
  viewerId: number | null
  careTypeNames?: CareTypeNames
  /**
   * The offer as a list holds it, its own answer still loading or (offline) never received: only
   * its card's facts are shown, the rest is said to be on its way or waiting for the network.
   */
  partial?: 'offline' | 'loading'
}) {
  const { i18n, t } = useLingui()
  const commune = replacement.commune
  const name = authorName(replacement) || t`Titulaire`
  const windowEnd = answerWindowEnd(replacement)
  const collecting = useStillAhead(windowEnd)
  const windowDay = windowEnd ? formatInstantDayMonth(i18n.locale, windowEnd) : ''
  const windowTime = windowEnd ? formatTime(i18n.locale, windowEnd) : ''
  // The holder reads their own offer: the share and the answer window are told from their side.
  const isAuthor = viewerId !== null && replacement.author.id === viewerId

  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {replacement.urgency !== 'normal' ? <Badge tone="urgent">{i18n._(urgencyLabels[replacement.urgency])}</Badge> : null}
          <Badge tone={replacementStatusTones[replacement.status]}>{i18n._(replacementStatusLabels[replacement.status])}</Badge>
          {replacement.my_application ? (
            <Badge tone={applicationStatusTones[replacement.my_application.status]}>
              <Trans>Ma candidature : {i18n._(applicationStatusLabels[replacement.my_application.status])}</Trans>
            </Badge>
          ) : null}
        </div>
        <Heading level={1}>{commune ? <Trans>Remplacement à {commune.name}</Trans> : <Trans>Remplacement</Trans>}</Heading>
        {commune ? (
          <Text tone="muted">
            {commune.postal_code} · {commune.department}
            {replacement.distance_km !== null ? <> · {t`à ${formatDistance(i18n.locale, replacement.distance_km)} km`}</> : null}
          </Text>
        ) : null}
      </header>

      {replacement.retrocession_percent !== null ? (
        <Card.Root variant="elevated">
          <Card.Body>
            <p className={css({ textStyle: 'h2', color: 'fg.brand' })}>
              <Trans>{replacement.retrocession_percent} % reversés au remplaçant</Trans>
            </p>
            <Text size="small" tone="muted">
              {isAuthor ? (
                <Trans>
                  La part des honoraires des soins du remplaçant (actes, majorations et indemnités de déplacement) qui lui revient
                  ; vous gardez {100 - replacement.retrocession_percent} %.
                </Trans>
              ) : (
                <Trans>
                  La part des honoraires de vos soins (actes, majorations et indemnités de déplacement) qui vous revient ; le
                  titulaire garde {100 - replacement.retrocession_percent} %.
                </Trans>
              )}
            </Text>
          </Card.Body>
        </Card.Root>
      ) : null}

      {windowEnd ? (
        <Text role="note" className={css({ fontWeight: 'medium' })}>
          {!collecting ? (
            isAuthor ? (
              <Trans>
                Réponses closes le {windowDay} à {windowTime} : choisissez parmi celles reçues.
              </Trans>
            ) : (
              <Trans>
                Réponses closes le {windowDay} à {windowTime} : le titulaire choisit parmi celles reçues.
              </Trans>
            )
          ) : isAuthor ? (
            <Trans>
              Les réponses sont recueillies jusqu’au {windowDay} à {windowTime} ; vous choisissez ensuite parmi elles, sans
              avantage pour la plus rapide.
            </Trans>
          ) : (
            <Trans>
              Le titulaire recueille les réponses jusqu’au {windowDay} à {windowTime}, puis choisit parmi elles : répondre vite
              n’est pas un avantage.
            </Trans>
          )}
        </Text>
      ) : null}

      {partial ? (
        <PartialOfferNote mode={partial} />
      ) : (
        <ApplyActions replacement={replacement} viewerId={viewerId} answersClosed={windowEnd !== null && !collecting} />
      )}

      <dl className={facts}>
        <Fact term={<Trans>Dates</Trans>}>
          <DaysList replacement={replacement} />
        </Fact>
        {replacement.shifts.length > 0 ? (
          <Fact term={<Trans>Créneaux</Trans>}>{shiftsText(i18n, replacement.shifts)}</Fact>
        ) : null}
        {replacement.care_types.length > 0 ? (
          <Fact term={<Trans>Types de soins</Trans>}>
            {replacement.care_types.map((slug) => careTypeLabel(i18n, slug, careTypeNames)).join(', ')}
          </Fact>
        ) : null}
        {replacement.patients_per_day !== null && !partial ? (
          <Fact term={<Trans>Patients par jour</Trans>}>{replacement.patients_per_day}</Fact>
        ) : null}
        <Fact term={<Trans>Logement</Trans>}>
          {replacement.housing_offered ? <Trans>Proposé</Trans> : <Trans>Non proposé</Trans>}
        </Fact>
        <Fact term={<Trans>Véhicule</Trans>}>
          {replacement.vehicle_required ? <Trans>Nécessaire</Trans> : <Trans>Non nécessaire</Trans>}
        </Fact>
        {replacement.software && !partial ? <Fact term={<Trans>Logiciel du cabinet</Trans>}>{replacement.software}</Fact> : null}
        {replacement.published_at ? (
          <Fact term={<Trans>Publiée le</Trans>}>{formatInstantDay(i18n.locale, replacement.published_at)}</Fact>
        ) : null}
      </dl>

      {partial ? null : <OfferDetails replacement={replacement} name={name} />}
    </article>
  )
}

/** What only the offer's own answer says: its description, its changes, its author. */
function OfferDetails({ replacement, name }: { replacement: Replacement; name: string }) {
  return (
    <>
      {replacement.description ? (
        <section aria-labelledby="offer-description" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Heading level={2} size="h4" id="offer-description">
            <Trans>Description</Trans>
          </Heading>
          <Text className={css({ whiteSpace: 'pre-line' })}>{replacement.description}</Text>
        </section>
      ) : null}

      <History replacement={replacement} />

      <section aria-labelledby="offer-author" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <Heading level={2} size="h4" id="offer-author">
          <Trans>Publiée par</Trans>
        </Heading>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <SimpleAvatar name={name} src={replacement.author.profil_url} />
          <span className={css({ fontWeight: 'medium' })}>{name}</span>
        </div>
        {replacement.author_contact ? <ContactDetails name={name} contact={replacement.author_contact} /> : null}
      </section>
    </>
  )
}
