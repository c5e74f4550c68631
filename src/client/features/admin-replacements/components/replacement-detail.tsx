import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { AuditEntries } from '#client/entities/back-office/audit-entries.tsx'
import { Badge } from '#client/ui/badge.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Link } from '#client/ui/link.tsx'
import { Text } from '#client/ui/text.tsx'
import type { AdminReplacementDetail } from '#shared/admin-replacements.ts'
import { css } from '#styled/css'
import { actionLabels, personName, statusLabels, statusTones, urgencyLabels } from '../labels.ts'
import { ApplicationsTable } from './applications-table.tsx'

const section = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '8' })
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'max-content 1fr' },
  columnGap: '6',
  rowGap: '2',
  '& dt': { fontWeight: 'semibold' },
  '& dd': { wordBreak: 'break-word' },
})

export interface ReplacementDetailProps {
  replacement: AdminReplacementDetail
  userPath: (id: number) => string
  interestPath: string
}

/** An offer as the back office sees it: every field, its change history, applicants and admin actions. */
export function ReplacementDetail({ replacement: r, userPath, interestPath }: ReplacementDetailProps) {
  const { t, i18n } = useLingui()
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' })
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const date = (value: string | null) => (value ? day.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : '—')
  const instant = (value: string | null) => (value ? when.format(new Date(value)) : '—')
  const yes = (value: boolean) => (value ? t`Oui` : t`Non`)
  const rows: [string, ReactNode][] = [
    [t`Auteur`, <AuthorLink key="author" r={r} userPath={userPath} />],
    [t`Commune`, r.commune_name ? `${r.commune_name} (${r.postal_code ?? ''}, ${t`département`} ${r.department ?? '—'})` : '—'],
    [t`Dates`, r.days ? r.days.map((value) => date(value)).join(', ') : `${date(r.start_date)} → ${date(r.end_date)}`],
    [t`Créneaux`, r.shifts.join(', ') || '—'],
    [t`Types de soins`, r.care_types.join(', ') || '—'],
    [t`Patients par jour`, r.patients_per_day ?? '—'],
    [t`Rétrocession`, r.retrocession_percent === null ? '—' : `${r.retrocession_percent} %`],
    [t`Logement proposé`, yes(r.housing_offered)],
    [t`Véhicule nécessaire`, yes(r.vehicle_required)],
    [t`Logiciel`, r.software ?? '—'],
    [t`Créée le`, instant(r.created_at)],
    [t`Publiée le`, instant(r.published_at)],
    [t`Pourvue le`, instant(r.filled_at)],
    [t`Annulée le`, instant(r.cancelled_at)],
  ]
  if (r.cancel_reason) rows.push([t`Raison de l’annulation`, r.cancel_reason])

  return (
    <div>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mb: '4' })}>
        <Badge tone={statusTones[r.status]}>{i18n._(statusLabels[r.status])}</Badge>
        <Badge tone={r.urgency === 'normal' ? 'neutral' : 'urgent'}>{t`Urgence : ${i18n._(urgencyLabels[r.urgency])}`}</Badge>
      </div>
      <dl className={facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {r.description ? (
        <section className={section} aria-labelledby="offer-description">
          <Heading level={2} id="offer-description">
            <Trans>Description</Trans>
          </Heading>
          <Text className={css({ whiteSpace: 'pre-wrap' })}>{r.description}</Text>
        </section>
      ) : null}

      <section className={section} aria-labelledby="offer-history">
        <Heading level={2} id="offer-history">
          <Trans>Modifications après publication</Trans>
        </Heading>
        {r.history.length === 0 ? (
          <Text tone="muted">
            <Trans>Ni les dates ni la rétrocession n’ont changé depuis la publication.</Trans>
          </Text>
        ) : (
          <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {r.history.map((change) => (
              <li key={change.changed_at}>
                <time dateTime={change.changed_at}>{instant(change.changed_at)}</time>
                {' : '}
                {Object.entries(change.changes)
                  .map(([field, { from, to }]) => `${field} ${JSON.stringify(from)} → ${JSON.stringify(to)}`)
                  .join(' ; ')}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className={section} aria-labelledby="offer-applications">
        <Heading level={2} id="offer-applications">
          <Trans>Candidatures ({r.applications_count})</Trans>
        </Heading>
        {r.applications.length === 0 ? (
          <Text tone="muted">
            <Trans>Aucune candidature.</Trans>
          </Text>
        ) : (
          <>
            <ApplicationsTable
              applications={r.applications.slice(0, 5)}
              userPath={userPath}
              caption={t`Dernières candidatures`}
            />
            <Link asChild>
              <RouterLink to={interestPath}>
                <Trans>Voir toutes les candidatures</Trans>
              </RouterLink>
            </Link>
          </>
        )}
      </section>

      <section className={section} aria-labelledby="offer-audit">
        <Heading level={2} id="offer-audit">
          <Trans>Actions de l’équipe</Trans>
        </Heading>
        <AuditEntries entries={r.audit} labels={actionLabels} empty={t`Aucune action d’administration sur cette offre.`} />
      </section>
    </div>
  )
}

function AuthorLink({ r, userPath }: { r: AdminReplacementDetail; userPath: (id: number) => string }) {
  return (
    <Link asChild>
      <RouterLink to={userPath(r.author.id)}>
        {personName(r.author)} ({r.author.email})
      </RouterLink>
    </Link>
  )
}
