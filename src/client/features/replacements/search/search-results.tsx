import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type InfiniteData, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import type { CareTypeNames } from '#client/entities/care-type/care-type-choices.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { AlertIcon, SearchIcon } from '#client/ui/icons.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { Text } from '#client/ui/text.tsx'
import type { Replacement, ReplacementList, ReplacementSearchInput } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { usePendingApplications } from '../applications/apply-api.ts'
import { PendingApplicationNote } from '../applications/pending-application-note.tsx'
import { offerDetailUrl } from '../offer-links.ts'
import { replacementKeys } from '../query-keys.ts'
import { useReplacementSearch } from '../replacement-api.ts'
import { ReplacementCard } from '../replacement-card.tsx'
import { ReplacementCardSkeleton } from '../replacement-card-skeleton.tsx'

const listStyle = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })

/** The most recent search kept in the cache (offline, for criteria never searched before). */
function useLastSavedSearch(currentKey: readonly unknown[]) {
  const client = useQueryClient()
  const current = JSON.stringify(currentKey)
  const saved = client
    .getQueryCache()
    .findAll({ queryKey: replacementKeys.searches() })
    .filter((query) => query.state.data !== undefined && JSON.stringify(query.queryKey) !== current)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0]
  if (!saved) return null
  return { data: saved.state.data as InfiniteData<ReplacementList>, updatedAt: saved.state.dataUpdatedAt }
}

/**
 * The cards drawn at once when a list appears: about a phone's screenful. The others follow in a
 * render React may interrupt, so that a page of cards never blocks a slow phone in one long task
 * (docs/architecture.md#quality-bars).
 */
const FIRST_CARDS = 3

export function ReplacementCards({
  replacements,
  careTypeNames,
}: {
  replacements: Replacement[]
  careTypeNames?: CareTypeNames
}) {
  const pending = usePendingApplications()
  const shown = useDeferredValue(replacements, replacements.slice(0, FIRST_CARDS))
  return (
    <ul className={listStyle}>
      {shown.map((replacement) => {
        const waiting = pending.get(replacement.id)
        return (
          <li key={replacement.id}>
            <ReplacementCard
              replacement={replacement}
              href={offerDetailUrl(replacement.id)}
              careTypeNames={careTypeNames}
              pending={waiting ? <PendingApplicationNote pending={waiting} /> : undefined}
            />
          </li>
        )
      })}
    </ul>
  )
}

export interface SearchResultsProps {
  input: Omit<ReplacementSearchInput, 'page'>
  careTypeNames?: CareTypeNames
  /** The next radius up, when the search is around a commune and can widen. */
  widerRadiusKm: number | null
  onWiden: () => void
}

/**
 * The search's list: skeletons while loading, the count, the cards with their distance, "Voir
 * plus" for the next page, an empty state that suggests a wider radius, errors with a retry.
 * Offline it shows what was saved and says so; new criteria wait for the network.
 */
export function SearchResults({ input, careTypeNames, widerRadiusKm, onWiden }: SearchResultsProps) {
  const { t } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const query = useReplacementSearch(input)
  const current = query.isPlaceholderData ? undefined : query.data
  const lastSaved = useLastSavedSearch(replacementKeys.search(input))
  // Offline, new criteria wait: the last results saved stand in, with their own age (a
  // placeholder carries the previous search's data but no date).
  const fallback = !current && offline ? lastSaved : null
  const shown = current ?? fallback?.data
  const replacements = shown?.pages.flatMap((page) => page.replacements) ?? []
  const count = shown?.pages[0]?.count ?? 0

  const banner = (
    <OfflineAgeBanner offline={offline} savedAt={current ? query.dataUpdatedAt : (fallback?.updatedAt ?? null)}>
      {fallback ? (
        <Trans>La recherche a besoin du réseau pour ces critères : voici les derniers résultats enregistrés.</Trans>
      ) : (
        <Trans>Une nouvelle recherche attendra le retour du réseau.</Trans>
      )}
    </OfflineAgeBanner>
  )

  if (!shown) {
    if (offline)
      return (
        <SimpleEmptyState
          icon={<SearchIcon />}
          title={t`La recherche a besoin du réseau`}
          description={t`Aucun résultat n’est enregistré sur cet appareil. Reconnectez-vous pour chercher des offres.`}
        />
      )
    if (query.isError)
      return (
        <LoadFailed onRetry={() => void query.refetch()}>
          <AlertIcon />
          <Trans>Les offres n’ont pas pu être chargées.</Trans>
        </LoadFailed>
      )
    return (
      <Loading label={<Trans>Chargement des offres…</Trans>} className={listStyle}>
        <ReplacementCardSkeleton />
        <ReplacementCardSkeleton />
        <ReplacementCardSkeleton />
      </Loading>
    )
  }

  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      aria-busy={query.isFetching && !query.isFetchingNextPage}
    >
      {banner}
      <p role="status" className={css({ textStyle: 'small', color: 'fg.muted' })}>
        <Plural value={count} _0="Aucune offre" one="# offre" other="# offres" />
      </p>
      {replacements.length === 0 ? (
        <SimpleEmptyState
          icon={<SearchIcon />}
          title={t`Aucune offre ne correspond`}
          description={
            widerRadiusKm
              ? t`Élargissez le rayon de recherche ou retirez des filtres.`
              : t`Retirez des filtres ou revenez plus tard : de nouvelles offres sont publiées chaque jour.`
          }
          action={
            widerRadiusKm && !offline ? (
              <Button variant="outline" onClick={onWiden}>
                <Trans>Chercher dans un rayon de {widerRadiusKm} km</Trans>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ReplacementCards replacements={replacements} careTypeNames={careTypeNames} />
      )}
      {current && query.hasNextPage ? (
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
      {query.isError && current ? (
        <Text role="alert" tone="danger" size="small">
          <Trans>La suite n’a pas pu être chargée.</Trans>
        </Text>
      ) : null}
    </div>
  )
}
