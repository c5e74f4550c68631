import { Trans } from '@lingui/react/macro'
import { Link, useNavigate } from 'react-router'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import type { PartnerListing } from '#shared/partner-listings.ts'
import { css } from '#styled/css'
import { type ListingAction, useDeleteDraft, useListingAction } from '../api/listing-actions.ts'
import { listingEditUrl, myListingsUrl } from '../listing-links.ts'
import { ConfirmButton } from './confirm-button.tsx'

/**
 * What the author may do with a listing, as the server allows it (docs/product.md#partner-listings):
 * edit a draft or a published listing, publish a draft, withdraw or mark a published one filled,
 * renew a published or expired one, delete a draft. They need the network.
 */
export function AuthorActions({ listing, compact = false }: { listing: PartnerListing; compact?: boolean }) {
  const offline = useNetworkStatus() === 'offline'
  const action = useListingAction()
  const remove = useDeleteDraft()
  const navigate = useNavigate()
  const size = compact ? 'sm' : 'md'
  const busy = (name: ListingAction) => action.isPending && action.variables?.action === name
  const run = (name: ListingAction) => action.mutate({ listingId: listing.id, action: name })
  const { status } = listing
  const editable = status === 'draft' || status === 'published'

  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {editable ? (
        <Button asChild size={size} variant="outline">
          <Link to={listingEditUrl(listing.id)}>
            <Trans>Modifier</Trans>
          </Link>
        </Button>
      ) : null}
      {status === 'draft' ? (
        <Button size={size} disabled={offline} loading={busy('publish')} onClick={() => run('publish')}>
          <Trans>Publier</Trans>
        </Button>
      ) : null}
      {status === 'published' ? (
        <Button size={size} variant="outline" disabled={offline} loading={busy('fill')} onClick={() => run('fill')}>
          <Trans>Marquer comme pourvue</Trans>
        </Button>
      ) : null}
      {status === 'published' || status === 'expired' ? (
        <Button size={size} variant="outline" disabled={offline} loading={busy('renew')} onClick={() => run('renew')}>
          <Trans>Renouveler</Trans>
        </Button>
      ) : null}
      {status === 'published' ? (
        <ConfirmButton
          size={size}
          disabled={offline}
          pending={busy('withdraw')}
          label={<Trans>Retirer</Trans>}
          title={<Trans>Retirer cette annonce ?</Trans>}
          description={
            <Trans>
              Elle disparaît de la recherche et ne reçoit plus de réponses. Les conversations déjà ouvertes restent dans votre
              messagerie.
            </Trans>
          }
          confirmLabel={<Trans>Retirer l’annonce</Trans>}
          onConfirm={(done) => action.mutate({ listingId: listing.id, action: 'withdraw' }, { onSuccess: done })}
        />
      ) : null}
      {status === 'draft' ? (
        <ConfirmButton
          size={size}
          disabled={offline}
          pending={remove.isPending}
          label={<Trans>Supprimer</Trans>}
          title={<Trans>Supprimer ce brouillon ?</Trans>}
          description={<Trans>Le brouillon est effacé : il ne pourra pas être récupéré.</Trans>}
          confirmLabel={<Trans>Supprimer le brouillon</Trans>}
          onConfirm={(done) =>
            remove.mutate(
              { listingId: listing.id },
              {
                onSuccess: () => {
                  done()
                  // On the draft's own page, nothing is left to show.
                  if (!compact) void navigate(myListingsUrl)
                },
              },
            )
          }
        />
      ) : null}
    </div>
  )
}
