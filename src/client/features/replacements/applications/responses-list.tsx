import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { SimpleAvatar } from '#client/ui/avatar.tsx'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Card from '#client/ui/card.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import * as Field from '#client/ui/field.tsx'
import { CalendarIcon, MapPinIcon } from '#client/ui/icons.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { type Application, type ApplicationStatus, applicationStatuses, type Replacement } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { applicationStatusLabels, applicationStatusTones } from '../labels.ts'
import { ListLoadFailed } from '../list-load-failed.tsx'
import { applicantsUrl } from '../offer-links.ts'
import { useMyOffers } from '../offers/offer-api.ts'
import { useOfflineData } from '../offline-data.ts'
import { ReplacementCardSkeleton } from '../replacement-card-skeleton.tsx'
import { chosenDaysText, formatDateTime, formatDayRange } from '../replacement-dates.ts'
import { useReceivedApplications } from './applicants-api.ts'
import { applicantName } from './applicants-card.tsx'

export interface ResponsesFilters {
  /** An offer's id, or null for all. */
  offer: number | null
  status: ApplicationStatus | null
}

const fact = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  textStyle: 'small',
  '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: '0', color: 'fg.muted' },
})

function offerWhen(locale: string, offer: Replacement | undefined): string | null {
  if (!offer) return null
  if (offer.days && offer.days.length > 0) {
    const { listed, more } = chosenDaysText(locale, offer.days)
    return more > 0 ? `${listed} +${more}` : listed
  }
  return offer.start_date && offer.end_date ? formatDayRange(locale, offer.start_date, offer.end_date) : null
}

function ResponseCard({ application }: { application: Application }) {
  const { t, i18n } = useLingui()
  const name = applicantName(application.applicant, t`Candidat·e`)
  const offer = application.replacement
  const where = offer?.commune?.name ?? t`Commune à préciser`
  const when = offerWhen(i18n.locale, offer)
  return (
    <Card.Root>
      <Card.Header className={css({ flexDirection: 'row', alignItems: 'center', gap: '3' })}>
        <SimpleAvatar name={name} src={application.applicant?.profil_url} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
          <Card.Title as="h3">{name}</Card.Title>
          <Badge size="sm" tone={applicationStatusTones[application.status]} className={css({ alignSelf: 'flex-start' })}>
            {i18n._(applicationStatusLabels[application.status])}
          </Badge>
        </div>
      </Card.Header>
      <Card.Body>
        <p className={fact}>
          <MapPinIcon />
          <span>
            <Trans>Offre à {where}</Trans>
          </span>
        </p>
        {when ? (
          <p className={fact}>
            <CalendarIcon />
            <span>{when}</span>
          </p>
        ) : null}
        {application.message.trim() !== '' ? (
          <p className={css({ textStyle: 'small', color: 'fg.muted', lineClamp: '3', whiteSpace: 'pre-line' })}>
            « {application.message} »
          </p>
        ) : null}
        <p className={css({ textStyle: 'caption', color: 'fg.muted' })}>
          <Trans>Reçue le {formatDateTime(i18n.locale, application.created_at)}</Trans>
        </p>
      </Card.Body>
      <Card.Footer className={css({ justifyContent: 'flex-start' })}>
        <Button asChild size="sm" variant={application.status === 'pending' ? 'solid' : 'outline'}>
          <Link to={applicantsUrl(application.replacement_id)} aria-label={t`Comparer les candidats de l’offre à ${where}`}>
            <Trans>Comparer les candidats</Trans>
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}

/** One line per offer for the filter ("Saint-Malo — 1–14 mars 2027"): the offers that received some. */
function offerChoices(locale: string, offers: Replacement[], fallback: string): [number, string][] {
  return offers
    .filter((offer) => offer.applications_count > 0)
    .map((offer) => {
      const when = offerWhen(locale, offer)
      const where = offer.commune?.name ?? fallback
      return [offer.id, when ? `${where} — ${when}` : where]
    })
}

/**
 * /dashboard/replacements/responses: every application received on my offers, newest first,
 * narrowed to one offer or one status; each leads to that offer's applicants to compare.
 */
export function ResponsesList({
  filters,
  onFiltersChange,
}: {
  filters: ResponsesFilters
  onFiltersChange: (next: ResponsesFilters) => void
}) {
  const { t, i18n } = useLingui()
  const received = useReceivedApplications({
    ...(filters.offer === null ? {} : { replacement_id: filters.offer }),
    ...(filters.status === null ? {} : { status: filters.status }),
  })
  const myOffers = useMyOffers()
  const { offline, savedAt } = useOfflineData(received.dataUpdatedAt)
  const shown = received.data?.pages.flatMap((page) => page.applications) ?? []
  const filtered = filters.offer !== null || filters.status !== null
  const offers = offerChoices(i18n.locale, myOffers.data?.pages.flatMap((page) => page.replacements) ?? [], t`Commune à préciser`)
  // An offer named in the address but not (yet) in the list keeps a choice of its own.
  if (filters.offer !== null && !offers.some(([id]) => id === filters.offer))
    offers.push([filters.offer, t`Offre n° ${filters.offer}`])

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <OfflineAgeBanner offline={offline} savedAt={received.data ? savedAt : null} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4', maxW: '40rem' })}>
        <Field.Root>
          <Field.Label>
            <Trans>Offre</Trans>
          </Field.Label>
          <Field.Select
            name="offer"
            value={filters.offer === null ? '' : String(filters.offer)}
            onChange={(event) =>
              onFiltersChange({ ...filters, offer: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })
            }
          >
            <option value="">{t`Toutes mes offres`}</option>
            {offers.map(([id, label]) => (
              <option key={id} value={String(id)}>
                {label}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Statut</Trans>
          </Field.Label>
          <Field.Select
            name="status"
            value={filters.status ?? ''}
            onChange={(event) =>
              onFiltersChange({ ...filters, status: (event.currentTarget.value || null) as ApplicationStatus | null })
            }
          >
            <option value="">{t`Tous les statuts`}</option>
            {applicationStatuses.map((status) => (
              <option key={status} value={status}>
                {i18n._(applicationStatusLabels[status])}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
      </div>

      {received.isPending ? (
        <div aria-busy="true" className={css({ display: 'grid', gap: '4' })}>
          <ReplacementCardSkeleton />
          <ReplacementCardSkeleton />
        </div>
      ) : received.isError && !received.data ? (
        <ListLoadFailed
          title={<Trans>Les candidatures n’ont pas pu être chargées</Trans>}
          onRetry={() => void received.refetch()}
        />
      ) : shown.length === 0 ? (
        <SimpleEmptyState
          title={filtered ? <Trans>Aucune candidature pour ces filtres</Trans> : <Trans>Aucune candidature reçue</Trans>}
          description={filtered ? undefined : <Trans>Les candidatures à vos offres publiées arriveront ici.</Trans>}
        />
      ) : (
        <ul
          aria-label={t`Candidatures reçues`}
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
            gap: '4',
          })}
        >
          {shown.map((application) => (
            <li key={application.id}>
              <ResponseCard application={application} />
            </li>
          ))}
        </ul>
      )}
      {received.hasNextPage ? (
        <Button
          variant="outline"
          className={css({ alignSelf: 'center' })}
          loading={received.isFetchingNextPage}
          onClick={() => void received.fetchNextPage()}
        >
          <Trans>Voir plus</Trans>
        </Button>
      ) : null}
    </div>
  )
}
