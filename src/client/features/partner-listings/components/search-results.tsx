import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { AlertIcon, SearchIcon } from '#client/ui/icons.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'
import { useListingSearch } from '../api/listings-api.ts'
import type { ListingSearchInput } from '../api/query-keys.ts'
import { listingUrl } from '../listing-links.ts'
import { ListingCard } from './listing-card.tsx'

export const cardList = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })

/**
 * The search's list: the count, the cards with their distance, "Voir plus" for the next page, an
 * empty state, errors with a retry. Offline it shows the results saved for these criteria, with
 * their age (the persisted cache, docs/offline.md); new criteria wait for the network.
 */
export function SearchResults({ input, viewerId }: { input: ListingSearchInput; viewerId: number | null }) {
  const { t } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const query = useListingSearch(input)
  const shown = query.data
  const listings = shown?.pages.flatMap((page) => page.partner_listings) ?? []
  const count = shown?.pages[0]?.count ?? 0

  if (!shown) {
    if (offline)
      return (
        <SimpleEmptyState
          icon={<SearchIcon />}
          title={t`La recherche a besoin du réseau`}
          description={t`Aucun résultat n’est enregistré sur cet appareil pour ces critères.`}
        />
      )
    if (query.isError)
      return (
        <LoadFailed onRetry={() => void query.refetch()}>
          <AlertIcon />
          <Trans>Les annonces n’ont pas pu être chargées.</Trans>
        </LoadFailed>
      )
    return (
      <Loading label={<Trans>Chargement des annonces…</Trans>}>
        <SkeletonText lines={6} />
      </Loading>
    )
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} aria-busy={query.isFetching}>
      <OfflineAgeBanner offline={offline} savedAt={query.isPlaceholderData ? null : query.dataUpdatedAt}>
        <Trans>Une nouvelle recherche attendra le retour du réseau.</Trans>
      </OfflineAgeBanner>
      {offline && query.isPlaceholderData ? (
        <Text role="status" tone="muted" size="small">
          <Trans>La recherche a besoin du réseau pour ces critères : voici les derniers résultats affichés.</Trans>
        </Text>
      ) : null}
      <p role="status" className={css({ textStyle: 'small', color: 'fg.muted' })}>
        <Plural value={count} _0="Aucune annonce" one="# annonce" other="# annonces" />
      </p>
      {listings.length === 0 ? (
        <SimpleEmptyState
          icon={<SearchIcon />}
          title={t`Aucune annonce ne correspond`}
          description={t`Élargissez le rayon, retirez des filtres ou revenez plus tard.`}
        />
      ) : (
        <ul className={cardList}>
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} href={listingUrl(listing.id)} own={listing.author.id === viewerId} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className={css({ alignSelf: 'center' })}
          loading={query.isFetchingNextPage}
          disabled={offline}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Voir plus</Trans>
        </Button>
      ) : null}
      {query.isError ? (
        <Text role="alert" tone="danger" size="small">
          <Trans>La suite n’a pas pu être chargée.</Trans>
        </Text>
      ) : null}
    </div>
  )
}
