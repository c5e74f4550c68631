import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType, ReactNode } from 'react'
import { PreloadLink } from '#client/lib/preload-link.tsx'
import { Badge } from '#client/ui/badge.tsx'
import { BarList, ColumnChart } from '#client/ui/bar-chart.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Card from '#client/ui/card.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { AlertIcon, type IconProps, MailIcon, ShieldIcon } from '#client/ui/icons.tsx'
import { Skeleton, SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { VisuallyHidden } from '#client/ui/visually-hidden.tsx'
import type { AdminOverview } from '#shared/admin-overview.ts'
import { numberFormat } from '#shared/intl.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useOpenReportsCount } from '../api/open-reports.ts'
import { useAdminOverview } from '../api/overview.ts'

const page = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fill, minmax(17rem, 1fr))' }, gap: '4' })
const bigNumber = css({ textStyle: 'h2', fontVariantNumeric: 'tabular-nums' })
const rows = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '3' })
const row = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', fontSize: 'sm' })
const charts = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '4', mt: '4' })
const rowValue = css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })
// On a desktop the side nav lists the admin screens; a phone's tab bar has room for this page only.
const sectionsNav = css({ display: { base: 'block', lg: 'none' }, mt: '6' })
const sectionList = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2' })
const sectionLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '12',
  px: '4',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
  color: 'fg.default',
  fontWeight: 'medium',
  textDecoration: 'none',
  '& svg': { w: '5', h: '5', color: 'fg.brand' },
  _hover: { bg: 'bg.muted' },
})

type Tone = 'neutral' | 'brand' | 'danger' | 'success' | 'warning'

interface Figure {
  label: ReactNode
  value: number
  /** A figure that asks for attention is shown as a badge of this tone when it is not zero. */
  tone?: Tone
}

interface StatCardProps {
  title: ReactNode
  /** The headline figure and what it counts. */
  value: number
  caption: ReactNode
  figures: Figure[]
  format: (value: number) => string
}

function StatCard({ title, value, caption, figures, format }: StatCardProps) {
  return (
    <li>
      <Card.Root className={css({ h: 'full' })}>
        <Card.Header>
          <Card.Title>{title}</Card.Title>
        </Card.Header>
        <Card.Body>
          <p className={bigNumber}>{format(value)}</p>
          <Text size="small" tone="muted">
            {caption}
          </Text>
          {figures.length > 0 ? (
            <dl className={rows}>
              {figures.map((figure, index) => (
                // The figures of a card are fixed and never reorder.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <div key={index} className={row}>
                  <dt className={css({ color: 'fg.muted' })}>{figure.label}</dt>
                  <dd className={rowValue}>
                    {figure.tone && figure.value > 0 ? (
                      <Badge tone={figure.tone} size="sm">
                        {format(figure.value)}
                      </Badge>
                    ) : (
                      format(figure.value)
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </Card.Body>
      </Card.Root>
    </li>
  )
}

/** Subscribers now, the monthly recurring revenue (TTC) and the churn of the last 30 days. */
function SubscriptionCards({ figures }: { figures: NonNullable<AdminOverview['subscriptions']> }) {
  const { i18n } = useLingui()
  const count = (value: number) => numberFormat(i18n.locale).format(value)
  const euros = (cents: number) => numberFormat(i18n.locale, { style: 'currency', currency: 'EUR' }).format(cents / 100)
  const churn = figures.churn_rate_30_days
  return (
    <section aria-labelledby="admin-overview-subscriptions" className={css({ mt: '8' })}>
      <Heading level={2} size="h3" id="admin-overview-subscriptions" className={css({ mb: '4' })}>
        <Trans>Abonnements</Trans>
      </Heading>
      <ul className={grid}>
        <StatCard
          title={<Trans>Abonnés</Trans>}
          value={figures.active_subscribers}
          caption={<Trans>abonnements qui donnent le service aujourd’hui</Trans>}
          format={count}
          figures={[{ label: <Trans>Terminés sur 30 jours</Trans>, value: figures.ended_last_30_days, tone: 'warning' }]}
        />
        <StatCard
          title={<Trans>Revenu mensuel récurrent</Trans>}
          value={figures.mrr_cents}
          caption={<Trans>prix TTC des abonnements en cours, ramenés au mois</Trans>}
          format={euros}
          figures={[]}
        />
        <li>
          <Card.Root className={css({ h: 'full' })}>
            <Card.Header>
              <Card.Title>
                <Trans>Désabonnement sur 30 jours</Trans>
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <p className={bigNumber}>
                {churn === null ? '—' : numberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 }).format(churn)}
              </p>
              <Text size="small" tone="muted">
                {churn === null ? (
                  <Trans>aucun abonnement encore, rien à mesurer</Trans>
                ) : (
                  <Trans>terminés ÷ (terminés + abonnés aujourd’hui)</Trans>
                )}
              </Text>
            </Card.Body>
          </Card.Root>
        </li>
      </ul>
    </section>
  )
}

function OverviewCards({ overview }: { overview: AdminOverview }) {
  const { i18n, t } = useLingui()
  const numbers = new Intl.NumberFormat(i18n.locale)
  const format = (value: number) => numbers.format(value)
  const { users, nurses, contact_messages: contact, mails, replacements, applications } = overview
  const listings = overview.partner_listings.by_status
  const listingsTotal = Object.values(listings).reduce((sum, value) => sum + value, 0)
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 })
  const hours = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 })
  const shortDate = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const longDate = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' })
  const offersTotal = Object.values(replacements.by_status).reduce((sum, value) => sum + value, 0)
  const { urgent } = replacements
  const nurseTotal = nurses.validated + nurses.waiting
  const mailTotal = mails.queued + mails.sending + mails.sent + mails.failed + mails.captured
  const countedAt = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(overview.generated_at),
  )

  return (
    <>
      <Text size="small" tone="muted" className={css({ mt: '2' })}>
        <Trans>Chiffres au {countedAt}.</Trans>
      </Text>
      <section aria-labelledby="admin-overview-accounts" className={css({ mt: '8' })}>
        <Heading level={2} size="h3" id="admin-overview-accounts" className={css({ mb: '4' })}>
          <Trans>Comptes</Trans>
        </Heading>
        <ul className={grid}>
          <StatCard
            title={<Trans>Utilisateurs</Trans>}
            value={users.total}
            caption={<Trans>comptes au total</Trans>}
            format={format}
            figures={[
              { label: <Trans>Actifs</Trans>, value: users.by_status.active },
              { label: <Trans>En attente</Trans>, value: users.by_status.pending, tone: 'warning' },
              { label: <Trans>Suspendus</Trans>, value: users.by_status.suspended, tone: 'danger' },
            ]}
          />
          <StatCard
            title={<Trans>Rôles</Trans>}
            value={users.by_role.titulaire + users.by_role.remplacant}
            caption={<Trans>rôles d’infirmier (un compte peut avoir les deux)</Trans>}
            format={format}
            figures={[
              { label: <Trans>Titulaires</Trans>, value: users.by_role.titulaire },
              { label: <Trans>Remplaçants</Trans>, value: users.by_role.remplacant },
            ]}
          />
          <StatCard
            title={<Trans>Adresses e-mail</Trans>}
            value={users.verified}
            caption={<Trans>comptes à l’adresse vérifiée</Trans>}
            format={format}
            figures={[
              { label: <Trans>Vérifiées</Trans>, value: users.verified },
              { label: <Trans>Non vérifiées</Trans>, value: users.unverified, tone: 'warning' },
            ]}
          />
          <StatCard
            title={<Trans>Inscriptions</Trans>}
            value={users.created_last_30_days}
            caption={<Trans>nouveaux comptes sur 30 jours</Trans>}
            format={format}
            figures={[
              { label: <Trans>7 derniers jours</Trans>, value: users.created_last_7_days },
              { label: <Trans>30 derniers jours</Trans>, value: users.created_last_30_days },
            ]}
          />
        </ul>
        <div className={charts}>
          <Card.Root>
            <Card.Body>
              <ColumnChart
                caption={<Trans>Inscriptions par semaine (12 dernières semaines)</Trans>}
                columnHeaders={[<Trans key="week">Semaine du</Trans>, <Trans key="count">Inscriptions</Trans>]}
                format={format}
                data={overview.signups_per_week.map((week) => {
                  const monday = new Date(`${week.week_start}T00:00:00Z`)
                  return {
                    key: week.week_start,
                    label: shortDate.format(monday),
                    description: t`Semaine du ${longDate.format(monday)}`,
                    value: week.count,
                  }
                })}
              />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body>
              <BarList
                caption={<Trans>Comptes par statut et par rôle</Trans>}
                format={format}
                data={[
                  { key: 'active', label: <Trans>Actifs</Trans>, value: users.by_status.active, tone: 'success' },
                  { key: 'pending', label: <Trans>En attente</Trans>, value: users.by_status.pending, tone: 'warning' },
                  { key: 'suspended', label: <Trans>Suspendus</Trans>, value: users.by_status.suspended, tone: 'danger' },
                  { key: 'titulaire', label: <Trans>Titulaires</Trans>, value: users.by_role.titulaire },
                  { key: 'remplacant', label: <Trans>Remplaçants</Trans>, value: users.by_role.remplacant },
                ]}
              />
            </Card.Body>
          </Card.Root>
        </div>
      </section>
      <section aria-labelledby="admin-overview-replacements" className={css({ mt: '8' })}>
        <Heading level={2} size="h3" id="admin-overview-replacements" className={css({ mb: '4' })}>
          <Trans>Remplacements</Trans>
        </Heading>
        <ul className={grid}>
          <StatCard
            title={<Trans>Offres</Trans>}
            value={replacements.by_status.published}
            caption={<Trans>offres ouvertes aux candidatures</Trans>}
            format={format}
            figures={[
              { label: <Trans>Pourvues</Trans>, value: replacements.by_status.filled },
              { label: <Trans>Toutes les offres</Trans>, value: offersTotal },
            ]}
          />
          <li>
            <Card.Root className={css({ h: 'full' })}>
              <Card.Header>
                <Card.Title>
                  <Trans>Taux de remplissage</Trans>
                </Card.Title>
              </Card.Header>
              <Card.Body>
                <p className={bigNumber}>{replacements.fill_rate === null ? '—' : percent.format(replacements.fill_rate)}</p>
                <Text size="small" tone="muted">
                  <Trans>des offres publiées puis closes ont été pourvues</Trans>
                </Text>
                <Text size="small" className={css({ mt: '3' })}>
                  {replacements.median_hours_to_fill === null ? (
                    <Trans>Pas encore d’offre pourvue.</Trans>
                  ) : (
                    <Trans>
                      Délai médian pour pourvoir une offre&nbsp;: {hours.format(replacements.median_hours_to_fill)}&nbsp;h
                    </Trans>
                  )}
                </Text>
              </Card.Body>
            </Card.Root>
          </li>
          <StatCard
            title={<Trans>Urgences</Trans>}
            value={urgent.answered_in_window}
            caption={<Trans>offres urgentes ou immédiates ayant reçu une réponse dans le délai</Trans>}
            format={format}
            figures={[
              { label: <Trans>Urgentes publiées</Trans>, value: urgent.published },
              {
                label: <Trans>Sans réponse dans le délai</Trans>,
                value: urgent.published - urgent.answered_in_window,
                tone: 'warning',
              },
            ]}
          />
        </ul>
        <div className={charts}>
          <Card.Root>
            <Card.Body>
              <BarList
                caption={<Trans>Offres par statut</Trans>}
                format={format}
                data={[
                  { key: 'draft', label: <Trans>Brouillons</Trans>, value: replacements.by_status.draft, tone: 'muted' },
                  { key: 'published', label: <Trans>Publiées</Trans>, value: replacements.by_status.published },
                  { key: 'filled', label: <Trans>Pourvues</Trans>, value: replacements.by_status.filled, tone: 'success' },
                  { key: 'cancelled', label: <Trans>Annulées</Trans>, value: replacements.by_status.cancelled, tone: 'danger' },
                  { key: 'expired', label: <Trans>Expirées</Trans>, value: replacements.by_status.expired, tone: 'warning' },
                ]}
              />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body>
              <BarList
                caption={<Trans>Candidatures par statut</Trans>}
                format={format}
                data={[
                  { key: 'pending', label: <Trans>En attente</Trans>, value: applications.pending },
                  { key: 'accepted', label: <Trans>Acceptées</Trans>, value: applications.accepted, tone: 'success' },
                  { key: 'declined', label: <Trans>Refusées</Trans>, value: applications.declined, tone: 'danger' },
                  { key: 'withdrawn', label: <Trans>Retirées</Trans>, value: applications.withdrawn, tone: 'muted' },
                ]}
              />
            </Card.Body>
          </Card.Root>
        </div>
      </section>
      <section aria-labelledby="admin-overview-partner-listings" className={css({ mt: '8' })}>
        <Heading level={2} size="h3" id="admin-overview-partner-listings" className={css({ mb: '4' })}>
          <Trans>Annonces de partenariat</Trans>
        </Heading>
        <ul className={grid}>
          <StatCard
            title={<Trans>Annonces</Trans>}
            value={listings.published}
            caption={<Trans>annonces en ligne</Trans>}
            format={format}
            figures={[
              { label: <Trans>Pourvues</Trans>, value: listings.filled },
              { label: <Trans>Réponses reçues</Trans>, value: overview.partner_listings.responses },
              { label: <Trans>Toutes les annonces</Trans>, value: listingsTotal },
            ]}
          />
        </ul>
        <div className={charts}>
          <Card.Root>
            <Card.Body>
              <BarList
                caption={<Trans>Annonces par statut</Trans>}
                format={format}
                data={[
                  { key: 'draft', label: <Trans>Brouillons</Trans>, value: listings.draft, tone: 'muted' },
                  { key: 'published', label: <Trans>Publiées</Trans>, value: listings.published },
                  { key: 'filled', label: <Trans>Pourvues</Trans>, value: listings.filled, tone: 'success' },
                  { key: 'withdrawn', label: <Trans>Retirées</Trans>, value: listings.withdrawn, tone: 'danger' },
                  { key: 'expired', label: <Trans>Expirées</Trans>, value: listings.expired, tone: 'warning' },
                ]}
              />
            </Card.Body>
          </Card.Root>
        </div>
      </section>
      {overview.subscriptions ? <SubscriptionCards figures={overview.subscriptions} /> : null}
      <section aria-labelledby="admin-overview-activity" className={css({ mt: '8' })}>
        <Heading level={2} size="h3" id="admin-overview-activity" className={css({ mb: '4' })}>
          <Trans>Activité</Trans>
        </Heading>
        <ul className={grid}>
          <StatCard
            title={<Trans>Infirmiers</Trans>}
            value={nurseTotal}
            caption={<Trans>profils d’infirmier</Trans>}
            format={format}
            figures={[
              { label: <Trans>Validés</Trans>, value: nurses.validated },
              { label: <Trans>En attente de validation</Trans>, value: nurses.waiting, tone: 'warning' },
            ]}
          />
          <StatCard
            title={<Trans>Messages de contact</Trans>}
            value={contact.last_30_days}
            caption={<Trans>reçus sur 30 jours</Trans>}
            format={format}
            figures={[]}
          />
          <StatCard
            title={<Trans>E-mails</Trans>}
            value={mailTotal}
            caption={<Trans>dans la file d’envoi</Trans>}
            format={format}
            figures={[
              { label: <Trans>En file</Trans>, value: mails.queued + mails.sending },
              { label: <Trans>Envoyés</Trans>, value: mails.sent },
              { label: <Trans>En échec</Trans>, value: mails.failed, tone: 'danger' },
              { label: <Trans>Capturés (hors production)</Trans>, value: mails.captured },
            ]}
          />
        </ul>
      </section>
    </>
  )
}

/** Placeholders shaped like the cards, so the page does not jump when the figures arrive. */
function OverviewSkeleton() {
  return (
    <ul className={`${grid} ${css({ mt: '8' })}`}>
      {Array.from({ length: 6 }, (_, index) => (
        // Placeholders are identical and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>
          <Card.Root className={css({ h: 'full' })}>
            <Card.Body>
              <Skeleton shape="text" width="1/2" />
              <Skeleton className={css({ h: '10', w: '1/3', mt: '4' })} />
              <SkeletonText lines={3} className={css({ mt: '4' })} />
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </ul>
  )
}

/** An admin screen the entry page links to; the route gives them from the dashboard's nav. */
export interface AdminSectionLink {
  to: string
  label: MessageDescriptor
  icon: ComponentType<IconProps>
}

/** The admin screens, as links: how a phone reaches them. */
function AdminSections({ sections }: { sections: readonly AdminSectionLink[] }) {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Écrans d’administration`} className={sectionsNav}>
      <ul className={sectionList}>
        {sections.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <PreloadLink to={to} className={sectionLink}>
              <Icon />
              {i18n._(label)}
            </PreloadLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The messaging's back office, on every screen size: the reported messages (with how many wait,
 * once known) and the team's conversations with members, which the messaging lists for admins.
 */
function Messaging() {
  const { t, i18n } = useLingui()
  const open = useOpenReportsCount()
  const count = open.data
  return (
    <nav aria-label={t`Messagerie`} className={css({ mt: '6' })}>
      <ul className={sectionList}>
        <li>
          <PreloadLink to={paths.adminReports} className={sectionLink}>
            <AlertIcon />
            <Trans>Messages signalés</Trans>
            {count !== undefined && count > 0 ? (
              <Badge tone="warning" size="sm" className={css({ ms: 'auto' })}>
                {t`${new Intl.NumberFormat(i18n.locale).format(count)} à traiter`}
              </Badge>
            ) : null}
          </PreloadLink>
        </li>
        <li>
          <PreloadLink to={paths.messages} className={sectionLink}>
            <MailIcon />
            <Trans>Conversations de l’équipe</Trans>
          </PreloadLink>
        </li>
      </ul>
    </nav>
  )
}

/**
 * The nurses' verification documents waiting for a review, on every screen size: the count comes
 * with the overview (once it has arrived), as a badge that asks for attention when some wait.
 */
function DocumentReviews({ pending }: { pending: number | undefined }) {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Vérification des infirmiers`} className={css({ mt: '2' })}>
      <ul className={sectionList}>
        <li>
          <PreloadLink to={paths.adminDocuments} className={sectionLink}>
            <ShieldIcon />
            <Trans>Justificatifs à vérifier</Trans>
            {pending !== undefined && pending > 0 ? (
              <Badge tone="warning" size="sm" className={css({ ms: 'auto' })}>
                {t`${new Intl.NumberFormat(i18n.locale).format(pending)} en attente`}
              </Badge>
            ) : null}
          </PreloadLink>
        </li>
      </ul>
    </nav>
  )
}

/** The admin area's entry page (docs/product.md#routes, admin guard): the figures of the whole platform. */
export function AdminHomeScreen({ sections }: { sections: readonly AdminSectionLink[] }) {
  const overview = useAdminOverview()

  return (
    <div className={page} aria-busy={overview.isPending}>
      <Heading level={1}>
        <Trans>Administration</Trans>
      </Heading>
      <Messaging />
      <DocumentReviews pending={overview.data?.documents?.pending} />
      <AdminSections sections={sections} />
      {overview.isPending ? (
        <>
          <VisuallyHidden role="status">
            <Trans>Chargement des chiffres…</Trans>
          </VisuallyHidden>
          <OverviewSkeleton />
        </>
      ) : overview.isError ? (
        <div
          role="alert"
          className={css({ mt: '6', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}
        >
          <Text tone="danger">
            <Trans>Les chiffres n’ont pas pu être chargés. Vérifiez votre connexion puis réessayez.</Trans>
          </Text>
          <Button variant="outline" loading={overview.isFetching} onClick={() => void overview.refetch()}>
            <Trans>Réessayer</Trans>
          </Button>
        </div>
      ) : (
        <OverviewCards overview={overview.data} />
      )}
    </div>
  )
}
