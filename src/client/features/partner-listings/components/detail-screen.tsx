import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { isApiError } from '#client/lib/api-client.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { BackLink } from '#client/ui/back-link.tsx'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { ChevronLeftIcon } from '#client/ui/icons.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useListing } from '../api/listings-api.ts'
import { kindLabels } from '../labels.ts'
import { listingResponsesUrl, myListingsUrl } from '../listing-links.ts'
import { AuthorActions } from './author-actions.tsx'
import { ListingDetail } from './listing-detail.tsx'
import { RespondForm } from './respond-form.tsx'

/**
 * A listing's page (/dashboard/partners/{id}): from the saved copy when offline, with its age.
 * The author gets the actions and the responses' count; anyone else "Répondre".
 */
export function DetailScreen({
  id,
  viewerId,
  canRespond = true,
}: {
  id: number
  viewerId: number | null
  /** The reader holds a nurse role (responding is for nurses). */
  canRespond?: boolean
}) {
  const { t, i18n } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const query = useListing(id)
  const listing = query.data
  const mine = listing !== undefined && viewerId !== null && listing.author.id === viewerId

  let body: ReactNode
  if (listing)
    body = (
      <ListingDetail listing={listing}>
        {mine ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <AuthorActions listing={listing} />
            {listing.responses_count !== null && listing.responses_count > 0 ? (
              <Notice tone="info" size="sm">
                <Link to={listingResponsesUrl(listing.id)}>
                  <Plural value={listing.responses_count} one="Voir la réponse reçue" other="Voir les # réponses reçues" />
                </Link>
              </Notice>
            ) : null}
          </div>
        ) : (
          <RespondForm listing={listing} canRespond={canRespond} />
        )}
      </ListingDetail>
    )
  else if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403))
    body = (
      <SimpleEmptyState
        title={t`Annonce introuvable`}
        description={t`Cette annonce n’existe pas ou n’est plus visible.`}
        action={
          <Button asChild variant="outline">
            <Link to={paths.partners}>
              <Trans>Voir les annonces</Trans>
            </Link>
          </Button>
        }
      />
    )
  else if (offline)
    body = (
      <SimpleEmptyState
        title={t`Annonce non enregistrée sur cet appareil`}
        description={t`Cette annonce n’a pas encore été ouverte ici. Elle s’affichera au retour du réseau.`}
      />
    )
  else if (query.isError)
    body = (
      <LoadFailed onRetry={() => void query.refetch()}>
        <Trans>L’annonce n’a pas pu être chargée.</Trans>
      </LoadFailed>
    )
  else
    body = (
      <Loading label={<Trans>Chargement de l’annonce…</Trans>}>
        <SkeletonText lines={6} />
      </Loading>
    )

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <title>
        {listing?.commune
          ? t`${i18n._(kindLabels[listing.kind])} à ${listing.commune.name} | Relève`
          : t`Annonce de partenariat | Relève`}
      </title>
      <BackLink asChild>
        <Link to={mine ? myListingsUrl : paths.partners}>
          <ChevronLeftIcon />
          {mine ? <Trans>Mes annonces</Trans> : <Trans>Annonces</Trans>}
        </Link>
      </BackLink>
      <OfflineAgeBanner offline={offline} savedAt={listing ? query.dataUpdatedAt : null} />
      {body}
    </div>
  )
}
