import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { CloudUploadIcon } from '#client/ui/icons.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { usePendingDrafts } from '../api/listing-actions.ts'
import { useMyListings } from '../api/listings-api.ts'
import { kindLabels } from '../labels.ts'
import { listingUrl } from '../listing-links.ts'
import { AuthorActions } from './author-actions.tsx'
import { ListingCard } from './listing-card.tsx'
import { cardList } from './search-results.tsx'

/** Drafts saved offline, not yet on the server: they leave with the network (docs/offline.md). */
function PendingDrafts() {
  const { i18n, t } = useLingui()
  const pending = usePendingDrafts()
  if (pending.length === 0) return null
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} aria-label={t`Brouillons en attente`}>
      {pending.map((draft) => (
        <li
          key={draft.mutationId}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', textStyle: 'small' })}
        >
          <Badge tone="warning" size="sm">
            <CloudUploadIcon />
            {draft.paused ? <Trans>En attente de réseau</Trans> : <Trans>Envoi en cours…</Trans>}
          </Badge>
          <span>
            {i18n._(kindLabels[draft.kind])}
            {draft.communeLabel ? ` — ${draft.communeLabel}` : ''}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** "Mes annonces": the member's own listings, every status, with what can be done with each. */
export function MyListings() {
  const { t } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const query = useMyListings()
  const listings = query.data?.pages.flatMap((page) => page.partner_listings) ?? []
  const create = (
    <Button asChild>
      <Link to={paths.partnersCreate}>
        <Trans>Publier une annonce</Trans>
      </Link>
    </Button>
  )

  let body: ReactNode
  if (!query.data) {
    if (query.isError || offline)
      body = offline ? (
        <SimpleEmptyState
          title={t`Vos annonces ne sont pas encore enregistrées sur cet appareil`}
          description={t`Elles s’afficheront au retour du réseau.`}
        />
      ) : (
        <LoadFailed onRetry={() => void query.refetch()}>
          <Trans>Vos annonces n’ont pas pu être chargées.</Trans>
        </LoadFailed>
      )
    else
      body = (
        <Loading label={<Trans>Chargement de vos annonces…</Trans>}>
          <SkeletonText lines={4} />
        </Loading>
      )
  } else if (listings.length === 0)
    body = (
      <SimpleEmptyState
        title={t`Vous n’avez pas encore d’annonce`}
        description={t`Association, collaboration, cession de patientèle ou recherche d’un cabinet : publiez la vôtre.`}
      />
    )
  else
    body = (
      <ul className={cardList}>
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard
              listing={listing}
              href={listingUrl(listing.id)}
              showStatus
              actions={<AuthorActions listing={listing} compact />}
            />
          </li>
        ))}
      </ul>
    )

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {create}
        <Button asChild variant="outline">
          <Link to={paths.partnersResponses}>
            <Trans>Réponses</Trans>
          </Link>
        </Button>
      </div>
      <OfflineAgeBanner offline={offline} savedAt={query.data ? query.dataUpdatedAt : null} />
      <PendingDrafts />
      {body}
    </div>
  )
}
