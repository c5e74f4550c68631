import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { CareTypeNames } from '#client/entities/care-type/care-type-choices.ts'
import { useCareTypeChoices } from '#client/entities/care-type/care-type-choices.ts'
import { OpenConversationButton } from '#client/entities/conversation/open-conversation.tsx'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { Text } from '#client/ui/text.tsx'
import { paths } from '#shared/paths.ts'
import type { Application, Replacement } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { ContactDetails } from '../contact-details.tsx'
import { ContractLink } from '../contract/contract-link.tsx'
import { applicationStatusLabels, applicationStatusTones } from '../labels.ts'
import { offerDetailUrl } from '../offer-links.ts'
import { useOfflineData } from '../offline-data.ts'
import { replacementKeys } from '../query-keys.ts'
import { useMyApplications } from '../replacement-api.ts'
import { ReplacementCard } from '../replacement-card.tsx'
import { ReplacementCardSkeleton } from '../replacement-card-skeleton.tsx'
import { chosenDaysText, formatInstantDay } from '../replacement-dates.ts'
import { type PendingApplication, usePendingApplications } from './apply-api.ts'
import { CancelQueuedButton, WithdrawButton } from './apply-withdraw.tsx'
import { PendingApplicationNote } from './pending-application-note.tsx'

const holderName = (offer: Replacement) => [offer.author.first_name, offer.author.last_name].filter(Boolean).join(' ')

const list = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })

function ApplicationItem({
  application,
  pending,
  careTypeNames,
}: {
  application: Application
  pending: PendingApplication | undefined
  careTypeNames: CareTypeNames
}) {
  const { i18n, t } = useLingui()
  const offer = application.replacement
  const open = application.status === 'pending' || application.status === 'accepted'
  const days = application.dates ? chosenDaysText(i18n.locale, application.dates) : null
  const daysText = days ? `${days.listed}${days.more > 0 ? ` +${days.more}` : ''}` : null
  const sentOn = formatInstantDay(i18n.locale, application.created_at)
  const summary = (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <Badge tone={applicationStatusTones[application.status]} size="sm" className={css({ alignSelf: 'flex-start' })}>
        {i18n._(applicationStatusLabels[application.status])}
      </Badge>
      <Text size="small" tone="muted">
        <Trans>Envoyée le {sentOn}</Trans>
        {daysText ? (
          <>
            {' · '}
            <Trans>Pour {daysText}</Trans>
          </>
        ) : null}
      </Text>
    </div>
  )
  const actions = pending ? null : open ? (
    <>
      {application.status === 'accepted' ? <ContractLink applicationId={application.id} /> : null}
      {offer ? <OpenConversationButton applicationId={application.id} name={holderName(offer) || t`le titulaire`} /> : null}
      <WithdrawButton
        applicationId={application.id}
        replacementId={application.replacement_id}
        accepted={application.status === 'accepted'}
        size="sm"
      />
    </>
  ) : null
  if (!offer)
    return (
      <li>
        {summary}
        {actions}
      </li>
    )
  return (
    <li className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <ReplacementCard
        replacement={offer}
        href={offerDetailUrl(offer.id)}
        careTypeNames={careTypeNames}
        showStatus
        showMyApplication={false}
        pending={pending ? <PendingApplicationNote pending={pending} /> : summary}
        actions={actions ?? undefined}
      />
      {application.status === 'accepted' && offer.author_contact ? (
        <ContactDetails name={holderName(offer) || t`le titulaire`} contact={offer.author_contact} headingLevel={4} />
      ) : null}
    </li>
  )
}

/** Applications made offline that have not left the device: their offer from the cache. */
function QueuedApplications({ known, careTypeNames }: { known: Set<number>; careTypeNames: CareTypeNames }) {
  const client = useQueryClient()
  const pending = usePendingApplications()
  const queued = [...pending.entries()].filter(([id, item]) => item.action === 'apply' && !known.has(id))
  if (queued.length === 0) return null
  return (
    <section aria-labelledby="queued-applications" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Heading level={2} size="h3" id="queued-applications">
        <Trans>En attente de réseau</Trans>
      </Heading>
      <ul className={list}>
        {queued.map(([id, item]) => {
          const offer = client.getQueryData<Replacement>(replacementKeys.detail(id))
          const cancel = item.paused ? <CancelQueuedButton mutationId={item.mutationId} size="sm" /> : undefined
          return (
            <li key={id}>
              {offer ? (
                <ReplacementCard
                  replacement={offer}
                  href={offerDetailUrl(id)}
                  careTypeNames={careTypeNames}
                  pending={<PendingApplicationNote pending={item} />}
                  actions={cancel}
                />
              ) : (
                <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
                  <Link to={offerDetailUrl(id)}>
                    <Trans>Offre n° {id}</Trans>
                  </Link>
                  <PendingApplicationNote pending={item} />
                  {cancel}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * /dashboard/replacements/applied: the nurse's applications and where they stand — in progress
 * first (waiting, accepted), then the closed ones — withdrawable, and usable offline.
 */
export function AppliedScreen() {
  const { t } = useLingui()
  const query = useMyApplications()
  const { offline, savedAt } = useOfflineData(query.dataUpdatedAt)
  const careTypes = useCareTypeChoices()
  const pending = usePendingApplications()
  const applications = query.data?.applications ?? []
  const current = applications.filter((a) => a.status === 'pending' || a.status === 'accepted')
  const closed = applications.filter((a) => a.status === 'declined' || a.status === 'withdrawn')
  const known = new Set(applications.filter((a) => a.status !== 'withdrawn').map((a) => a.replacement_id))

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <title>{t`Mes candidatures | Relève`}</title>
      <Heading level={1}>
        <Trans>Mes candidatures</Trans>
      </Heading>
      <OfflineAgeBanner offline={offline} savedAt={query.data ? savedAt : null} />
      <QueuedApplications known={known} careTypeNames={careTypes.names} />
      {query.data ? (
        applications.length === 0 ? (
          <SimpleEmptyState
            title={t`Aucune candidature pour l’instant`}
            description={t`Trouvez un remplacement près de chez vous et postulez en deux gestes.`}
            action={
              <Button asChild>
                <Link to={paths.replacements}>
                  <Trans>Trouver un remplacement</Trans>
                </Link>
              </Button>
            }
          />
        ) : (
          <>
            <section
              aria-labelledby="applications-current"
              className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
            >
              <Heading level={2} size="h3" id="applications-current">
                <Trans>En cours ({current.length})</Trans>
              </Heading>
              {current.length === 0 ? (
                <Text tone="muted">
                  <Trans>Aucune candidature en attente ni acceptée.</Trans>
                </Text>
              ) : (
                <ul className={list}>
                  {current.map((application) => (
                    <ApplicationItem
                      key={application.id}
                      application={application}
                      pending={pending.get(application.replacement_id)}
                      careTypeNames={careTypes.names}
                    />
                  ))}
                </ul>
              )}
            </section>
            {closed.length > 0 ? (
              <section
                aria-labelledby="applications-closed"
                className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
              >
                <Heading level={2} size="h3" id="applications-closed">
                  <Trans>Terminées ({closed.length})</Trans>
                </Heading>
                <ul className={list}>
                  {closed.map((application) => (
                    <ApplicationItem
                      key={application.id}
                      application={application}
                      pending={undefined}
                      careTypeNames={careTypes.names}
                    />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )
      ) : offline ? (
        <SimpleEmptyState
          title={t`Candidatures non enregistrées sur cet appareil`}
          description={t`Elles s’afficheront au retour du réseau.`}
        />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()}>
          <Trans>Vos candidatures n’ont pas pu être chargées.</Trans>
        </LoadFailed>
      ) : (
        <Loading label={<Trans>Chargement des candidatures…</Trans>} className={list}>
          <ReplacementCardSkeleton />
          <ReplacementCardSkeleton />
        </Loading>
      )}
    </div>
  )
}
