import { Trans, useLingui } from '@lingui/react/macro'
import { onlineManager } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import type { CareTypeNames } from '#client/entities/care-type/care-type-choices.ts'
import { useCareTypeChoices } from '#client/entities/care-type/care-type-choices.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { Text } from '#client/ui/text.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { Replacement, ReplacementSearchInput } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { answerWindowEnd, useStillAhead } from '../answer-window.ts'
import { type PendingApplication, useApply, usePendingApplications } from '../applications/apply-api.ts'
import { CancelQueuedButton } from '../applications/apply-withdraw.tsx'
import { PendingApplicationNote } from '../applications/pending-application-note.tsx'
import { offerDetailUrl } from '../offer-links.ts'
import { useOfflineData } from '../offline-data.ts'
import { useUrgentReplacements } from '../replacement-api.ts'
import { ReplacementCard } from '../replacement-card.tsx'
import { ReplacementCardSkeleton } from '../replacement-card-skeleton.tsx'

const list = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })

/** The nurse's zone: where urgent offers are looked for. */
export interface UrgentZone {
  commune: string
  communeName: string | null
  radiusKm: number
}

function AvailableButton({ replacement }: { replacement: Replacement }) {
  const { t } = useLingui()
  const apply = useApply()
  const [idempotencyKey] = useState(newIdempotencyKey)
  return (
    <Button
      variant="urgent"
      loading={apply.isPending && !apply.isPaused}
      onClick={() => {
        if (apply.isPending) return
        const offline = !onlineManager.isOnline()
        apply.mutate({
          replacementId: replacement.id,
          input: { message: t`Je suis disponible pour ce remplacement.` },
          idempotencyKey,
        })
        if (offline) toast.success(t`Réponse enregistrée : elle partira dès le retour du réseau.`)
      }}
    >
      <Trans>Je suis disponible</Trans>
    </Button>
  )
}

function UrgentItem({
  replacement,
  pending,
  careTypeNames,
}: {
  replacement: Replacement
  pending: PendingApplication | undefined
  careTypeNames: CareTypeNames
}) {
  const answered = replacement.my_application !== null && replacement.my_application.status !== 'withdrawn'
  // Once the window is closed the holder is choosing: an answer then would come too late.
  const windowEnd = answerWindowEnd(replacement)
  const collecting = useStillAhead(windowEnd) || windowEnd === null
  const actions = pending ? (
    pending.paused && pending.action === 'apply' ? (
      <CancelQueuedButton mutationId={pending.mutationId} size="sm" />
    ) : undefined
  ) : answered || replacement.status !== 'published' || !collecting ? undefined : (
    <AvailableButton replacement={replacement} />
  )
  return (
    <li>
      <ReplacementCard
        replacement={replacement}
        href={offerDetailUrl(replacement.id)}
        headingLevel={2}
        careTypeNames={careTypeNames}
        pending={pending ? <PendingApplicationNote pending={pending} /> : undefined}
        actions={actions}
      />
    </li>
  )
}

/**
 * /dashboard/replacements/urgent: urgent and immediate offers around the nurse's zone, newest
 * first, each answered in one tap ("Je suis disponible" applies with a default message). The
 * holder chooses among the answers once the window closes, so the first tap wins nothing.
 */
export function UrgentScreen({ zone, profileLink }: { zone: UrgentZone | null; profileLink: string }) {
  const { t } = useLingui()
  const input: ReplacementSearchInput = zone
    ? { commune: zone.commune, radius_km: zone.radiusKm, urgency: ['urgent', 'immediate'], perPage: 50 }
    : { urgency: ['urgent', 'immediate'], perPage: 50 }
  const query = useUrgentReplacements(input, zone !== null)
  const { offline, savedAt } = useOfflineData(query.dataUpdatedAt)
  const careTypes = useCareTypeChoices()
  const pending = usePendingApplications()
  const offers = query.data?.replacements ?? []
  const radius = zone?.radiusKm ?? 0
  const place = zone?.communeName ?? zone?.commune ?? ''

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <title>{t`Urgences près de chez moi | Relève`}</title>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <Heading level={1}>
          <Trans>Urgences près de chez moi</Trans>
        </Heading>
        {zone ? (
          <Text tone="muted">
            <Trans>
              Offres urgentes et immédiates à moins de {radius} km de {place}, les plus récentes d’abord.
            </Trans>
          </Text>
        ) : null}
      </div>
      {zone === null ? (
        <SimpleEmptyState
          title={t`Indiquez votre zone d’intervention`}
          description={t`Les urgences sont cherchées autour de la commune de votre zone, dans son rayon.`}
          action={
            <Button asChild>
              <Link to={profileLink}>
                <Trans>Renseigner ma zone</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <OfflineAgeBanner offline={offline} savedAt={query.data ? savedAt : null}>
            <Trans>Vos réponses partiront au retour du réseau.</Trans>
          </OfflineAgeBanner>
          {query.data ? (
            offers.length === 0 ? (
              <SimpleEmptyState
                title={t`Aucune urgence dans votre zone`}
                description={t`Les nouvelles urgences apparaîtront ici. Activez les alertes d’urgence dans votre profil pour en être prévenu.`}
              />
            ) : (
              <ul className={list} aria-busy={query.isFetching}>
                {offers.map((offer) => (
                  <UrgentItem
                    key={offer.id}
                    replacement={offer}
                    pending={pending.get(offer.id)}
                    careTypeNames={careTypes.names}
                  />
                ))}
              </ul>
            )
          ) : offline ? (
            <SimpleEmptyState
              title={t`Urgences non enregistrées sur cet appareil`}
              description={t`Elles s’afficheront au retour du réseau.`}
            />
          ) : query.isError ? (
            <LoadFailed onRetry={() => void query.refetch()}>
              <Trans>Les urgences n’ont pas pu être chargées.</Trans>
            </LoadFailed>
          ) : (
            <Loading label={<Trans>Chargement des urgences…</Trans>} className={list}>
              <ReplacementCardSkeleton />
              <ReplacementCardSkeleton />
            </Loading>
          )}
        </>
      )}
    </div>
  )
}
