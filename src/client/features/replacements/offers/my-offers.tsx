import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { useCareTypeChoices } from '#client/entities/care-type/care-type-choices.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import * as Tabs from '#client/ui/tabs.tsx'
import type { Replacement, ReplacementStatus } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { ListLoadFailed } from '../list-load-failed.tsx'
import { type MyOffersTab, myOffersTabs } from '../offer-links.ts'
import { useOfflineData } from '../offline-data.ts'
import { ReplacementCard } from '../replacement-card.tsx'
import { ReplacementCardSkeleton } from '../replacement-card-skeleton.tsx'
import { OfferActions } from './my-offers-actions.tsx'
import { PendingDraftCard, PendingDraftNote } from './my-offers-pending.tsx'
import { type PendingDraft, useMyOffers, usePendingDrafts } from './offer-api.ts'

const tabStatuses: Record<MyOffersTab, readonly ReplacementStatus[]> = {
  drafts: ['draft'],
  published: ['published'],
  filled: ['filled'],
  closed: ['cancelled', 'expired'],
}

const tabLabels: Record<MyOffersTab, MessageDescriptor> = {
  drafts: msg`Brouillons`,
  published: msg`Publiées`,
  filled: msg`Pourvues`,
  closed: msg`Annulées ou expirées`,
}

const emptyTexts: Record<MyOffersTab, MessageDescriptor> = {
  drafts: msg`Aucun brouillon`,
  published: msg`Aucune offre publiée`,
  filled: msg`Aucune offre pourvue`,
  closed: msg`Aucune offre annulée ou expirée`,
}

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
})

export interface MyOffersProps {
  tab: MyOffersTab
  onTabChange: (tab: MyOffersTab) => void
  /** "Nouvelle offre": where an empty list leads. */
  createHref: string
}

/**
 * /dashboard/replacements/me: the holder's offers by status, each with what can be done with it
 * and how many applied. Drafts saved offline appear at once, marked as waiting for the network.
 * Offline, the list last fetched stays readable with its age.
 */
export function MyOffers({ tab, onTabChange, createHref }: MyOffersProps) {
  const { t, i18n } = useLingui()
  const offers = useMyOffers()
  const pending = usePendingDrafts()
  const { names } = useCareTypeChoices()
  const { offline, savedAt } = useOfflineData(offers.dataUpdatedAt)
  const all: Replacement[] = offers.data?.pages.flatMap((page) => page.replacements) ?? []
  const newDrafts = pending.filter((draft) => draft.replacementId === null)
  const changes = new Map<number, PendingDraft>()
  for (const draft of pending) if (draft.replacementId !== null) changes.set(draft.replacementId, draft)

  const counts = Object.fromEntries(
    myOffersTabs.map((name) => [
      name,
      all.filter((offer) => tabStatuses[name].includes(offer.status)).length + (name === 'drafts' ? newDrafts.length : 0),
    ]),
  ) as Record<MyOffersTab, number>

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <OfflineAgeBanner offline={offline} savedAt={offers.data ? savedAt : null}>
        <Trans>Publier, annuler et supprimer attendent le réseau ; un brouillon s’écrit aussi hors ligne.</Trans>
      </OfflineAgeBanner>
      <Tabs.Root value={tab} onValueChange={(details) => onTabChange(details.value as MyOffersTab)} lazyMount unmountOnExit>
        <Tabs.List aria-label={t`Mes offres par statut`}>
          {myOffersTabs.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {i18n._(tabLabels[name])}{' '}
              <span className={css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>({counts[name]})</span>
            </Tabs.Trigger>
          ))}
          <Tabs.Indicator />
        </Tabs.List>
        {myOffersTabs.map((name) => {
          const shown = all.filter((offer) => tabStatuses[name].includes(offer.status))
          const queued = name === 'drafts' ? newDrafts : []
          return (
            <Tabs.Content key={name} value={name} className={css({ pt: '4' })}>
              {queued.length > 0 ? (
                <ul className={list} aria-label={t`Brouillons en attente de réseau`}>
                  {queued.map((draft) => (
                    <li key={`pending-${draft.mutationId}`}>
                      <PendingDraftCard draft={draft} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {offers.isPending && offers.fetchStatus === 'paused' ? (
                <SimpleEmptyState
                  title={<Trans>Vous êtes hors connexion</Trans>}
                  description={<Trans>Vos offres s’afficheront dès le retour du réseau.</Trans>}
                />
              ) : offers.isPending ? (
                <div aria-busy="true" className={list}>
                  <ReplacementCardSkeleton />
                  <ReplacementCardSkeleton />
                </div>
              ) : offers.isError && !offers.data ? (
                <ListLoadFailed
                  title={<Trans>Vos offres n’ont pas pu être chargées</Trans>}
                  onRetry={() => void offers.refetch()}
                />
              ) : shown.length === 0 ? (
                queued.length > 0 ? null : (
                  <SimpleEmptyState
                    title={i18n._(emptyTexts[name])}
                    description={
                      name === 'drafts' || name === 'published' ? (
                        <Trans>Publiez une offre : les remplaçants proches de votre cabinet la verront.</Trans>
                      ) : undefined
                    }
                    action={
                      name === 'drafts' || name === 'published' ? (
                        <Button asChild>
                          <Link to={createHref}>
                            <Trans>Nouvelle offre</Trans>
                          </Link>
                        </Button>
                      ) : undefined
                    }
                  />
                )
              ) : (
                <ul className={`${list} ${queued.length > 0 ? css({ mt: '4' }) : ''}`} aria-label={i18n._(tabLabels[name])}>
                  {shown.map((offer) => {
                    const change = changes.get(offer.id)
                    return (
                      <li key={offer.id}>
                        <ReplacementCard
                          replacement={offer}
                          showStatus
                          careTypeNames={names}
                          pending={change ? <PendingDraftNote draft={change} /> : undefined}
                          actions={<OfferActions offer={offer} offline={offline} />}
                        />
                      </li>
                    )
                  })}
                </ul>
              )}
            </Tabs.Content>
          )
        })}
      </Tabs.Root>
      {offers.hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => void offers.fetchNextPage()}
          loading={offers.isFetchingNextPage}
          className={css({ alignSelf: 'center' })}
        >
          <Trans>Voir plus</Trans>
        </Button>
      ) : null}
    </div>
  )
}
