import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { Badge } from '#client/ui/badge.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Link } from '#client/ui/link.tsx'
import { Text } from '#client/ui/text.tsx'
import type { AdminPartnerListingDetail, PartnerListingFields } from '#shared/partner-listings.ts'
import { css } from '#styled/css'
import { historyLabels, kindLabels, personName, statusLabels, statusTones } from '../labels.ts'

const section = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '8' })
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'max-content 1fr' },
  columnGap: '6',
  rowGap: '2',
  '& dt': { fontWeight: 'semibold' },
  '& dd': { wordBreak: 'break-word' },
})

export interface PartnerListingDetailProps {
  listing: AdminPartnerListingDetail
  userPath: (id: number) => string
}

/** A partner listing as the back office sees it: its kind's fields, its author, its history. */
export function PartnerListingDetail({ listing: l, userPath }: PartnerListingDetailProps) {
  const { t, i18n } = useLingui()
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' })
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const number = new Intl.NumberFormat(i18n.locale)
  const date = (value: string | null | undefined) => (value ? day.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : '—')
  const instant = (value: string | null) => (value ? when.format(new Date(value)) : '—')
  const f: Partial<PartnerListingFields> = l.fields
  const premises = { cabinet: t`Cabinet`, shared: t`Cabinet partagé`, home_visits_only: t`Soins à domicile uniquement` }
  const priceKinds = { shares: t`Parts de la société`, presentation_right: t`Droit de présentation` }
  const yes = (value: boolean | null | undefined) => (value === null || value === undefined ? '—' : value ? t`Oui` : t`Non`)

  // The kind's own fields: only those the listing's kind has are in `fields`.
  const own: [keyof PartnerListingFields, string, (value: never) => ReactNode][] = [
    ['radius_km', t`Rayon`, (v: number) => `${v} km`],
    ['premises', t`Local`, (v: keyof typeof premises) => premises[v]],
    ['software', t`Logiciel`, (v: string) => v],
    ['vehicle_required', t`Véhicule nécessaire`, (v: boolean) => yes(v)],
    ['parking', t`Stationnement`, (v: boolean) => yes(v)],
    ['share_percent', t`Part proposée`, (v: number) => `${v} %`],
    ['price_eur', t`Prix indicatif`, (v: number) => `${number.format(v)} €`],
    ['price_kind', t`Le prix porte sur`, (v: keyof typeof priceKinds) => priceKinds[v]],
    ['team_size', t`Taille de l’équipe`, (v: number) => v],
    ['redevance_percent', t`Redevance`, (v: number) => `${v} %`],
    ['redevance_covers', t`Ce que couvre la redevance`, (v: string) => v],
    ['days_per_week', t`Jours par semaine`, (v: number) => v],
    ['fees_bracket', t`Honoraires annuels`, (v: string) => v],
    ['patients_per_day', t`Patients par jour`, (v: number) => v],
    ['rounds', t`Tournées par jour`, (v: number) => v],
    ['premises_taken_over', t`Local repris`, (v: boolean) => yes(v)],
    ['reason', t`Raison de la cession`, (v: string) => v],
    ['experience_years', t`Années d’expérience`, (v: number) => v],
    ['experience', t`Expérience`, (v: string) => v],
  ]
  const rows: [string, ReactNode][] = [
    [
      t`Auteur`,
      <Link asChild key="author">
        <RouterLink to={userPath(l.author.id)}>
          {personName(l.author)} ({l.author.email})
        </RouterLink>
      </Link>,
    ],
    [t`Commune`, l.commune_name ? `${l.commune_name} (${l.postal_code ?? ''}, ${t`département`} ${l.department ?? '—'})` : '—'],
    [t`Début`, date(l.start_date)],
    ...own.flatMap(([key, label, show]): [string, ReactNode][] => {
      const value = f[key]
      return value === undefined || value === null ? [] : [[label, (show as (value: unknown) => ReactNode)(value)]]
    }),
    [t`Réponses`, l.responses_count],
    [t`Créée le`, instant(l.created_at)],
    [t`Publiée le`, instant(l.published_at)],
    [t`Expire le`, instant(l.expires_at)],
  ]
  if (l.withdrawn_reason) rows.push([t`Raison du retrait`, l.withdrawn_reason])

  return (
    <div>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mb: '4' })}>
        <Badge tone={statusTones[l.status]}>{i18n._(statusLabels[l.status])}</Badge>
        <Badge tone="neutral">{i18n._(kindLabels[l.kind])}</Badge>
      </div>
      <dl className={facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {f.description ? (
        <section className={section} aria-labelledby="listing-description">
          <Heading level={2} id="listing-description">
            <Trans>Description</Trans>
          </Heading>
          <Text className={css({ whiteSpace: 'pre-wrap' })}>{f.description}</Text>
        </section>
      ) : null}

      <section className={section} aria-labelledby="listing-history">
        <Heading level={2} id="listing-history">
          <Trans>Historique</Trans>
        </Heading>
        <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {l.history.map((entry) => {
            const label = historyLabels[entry.action]
            return (
              // One entry per action and instant: nothing else names an entry.
              <li key={`${entry.at}-${entry.action}`}>
                <time dateTime={entry.at}>{instant(entry.at)}</time>
                {' — '}
                {label ? i18n._(label) : entry.action}
                {entry.actor ? ` (${personName(entry.actor)})` : ''}
                {entry.note ? (
                  <Text size="small" tone="muted" className={css({ whiteSpace: 'pre-wrap' })}>
                    {entry.note}
                  </Text>
                ) : null}
              </li>
            )
          })}
        </ol>
      </section>
    </div>
  )
}
