import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { careTypeLabel, useCareTypes } from '#client/entities/care-type/care-types.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { SearchIcon, WarningIcon, WifiOffIcon } from '#client/ui/icons.tsx'
import { SimplePagination } from '#client/ui/pagination.tsx'
import { Skeleton, SkeletonText } from '#client/ui/skeleton.tsx'
import { NURSE_SEARCH_DEFAULT_PER_PAGE, type NurseSearchResult } from '#shared/nurse-search.ts'
import { css } from '#styled/css'
import { nurseSearchKeys, useNurseSearch } from '../api/search-nurses.ts'
import type { NurseSearchState } from '../search-state.ts'
import { ContactNurseDialog } from './contact-nurse-dialog.tsx'
import { NurseCard } from './nurse-card.tsx'

const list = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })
const heading = css({ textStyle: 'h2', _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' } })
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  p: { base: '5', md: '6' },
  borderRadius: 'lg',
  borderWidth: 'thin',
  borderColor: 'border.default',
  '& > svg': { width: '7', height: '7' },
})
const skeletonCard = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '4', md: '6' },
  borderRadius: 'lg',
  borderWidth: 'thin',
  borderColor: 'border.default',
})

export interface NurseResultsProps {
  state: NurseSearchState
  commune: { insee: string; name: string }
  onPageChange: (page: number) => void
}

/** The answer to a search: loading, offline, error, none, or the nurses as cards, nearest first. */
export function NurseResults({ state, commune, onPageChange }: NurseResultsProps) {
  const { t, i18n } = useLingui()
  const search = useNurseSearch(state)
  const careTypes = useCareTypes()
  const network = useNetworkStatus()
  const queryClient = useQueryClient()
  const [contacting, setContacting] = useState<NurseSearchResult | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const care = state.careType ? careTypeLabel(i18n, state.careType, careTypes.data) : null
  const place = commune.name

  // A new page: the reader is taken back to the top of the list (and told where they are).
  const previousPage = useRef(state.page)
  useEffect(() => {
    if (previousPage.current !== state.page && !search.isPlaceholderData) headingRef.current?.focus()
    previousPage.current = state.page
  }, [state.page, search.isPlaceholderData])

  if (search.data === undefined) {
    if (network === 'offline') {
      return (
        <div role="status" className={panel}>
          <WifiOffIcon aria-hidden="true" />
          <p className={css({ textStyle: 'h3' })}>
            <Trans>Vous êtes hors connexion.</Trans>
          </p>
          <p>
            <Trans>La recherche d’infirmier a besoin du réseau. Elle se lancera dès que vous serez de nouveau connecté.</Trans>
          </p>
        </div>
      )
    }
    if (search.isError) {
      // Too many searches from this address: the server says to wait, the connection is fine.
      const throttled = isApiError(search.error) && search.error.status === 429 ? search.error.body.message : null
      return (
        <div role="alert" className={panel}>
          <WarningIcon aria-hidden="true" />
          <p>{throttled || <Trans>La recherche n’a pas abouti. Vérifiez votre connexion et réessayez.</Trans>}</p>
          <Button variant="outline" onClick={() => void search.refetch()}>
            <Trans>Réessayer</Trans>
          </Button>
        </div>
      )
    }
    return (
      <section aria-busy="true" aria-label={t`Recherche en cours`}>
        <p role="status" className={css({ srOnly: true })}>
          <Trans>Recherche en cours…</Trans>
        </p>
        <ul className={list}>
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className={skeletonCard}>
              <Skeleton shape="circle" width="14" height="14" />
              <SkeletonText lines={3} />
            </li>
          ))}
        </ul>
      </section>
    )
  }

  const { nurses, count } = search.data
  if (count === 0) {
    return (
      <div role="status">
        <SimpleEmptyState
          icon={<SearchIcon />}
          title={
            care ? (
              <Trans>
                Aucun infirmier ne prend de nouveaux patients pour « {care} » à {place} pour le moment.
              </Trans>
            ) : (
              <Trans>Aucun infirmier ne prend de nouveaux patients à {place} pour le moment.</Trans>
            )
          }
          description={
            care ? (
              <Trans>Essayez « Tous les soins », ou une commune voisine.</Trans>
            ) : (
              <Trans>Essayez une commune voisine, ou revenez dans quelques jours.</Trans>
            )
          }
        />
      </div>
    )
  }

  return (
    <section aria-labelledby="nurse-results-title" aria-busy={search.isFetching && search.isPlaceholderData}>
      <h2 id="nurse-results-title" ref={headingRef} tabIndex={-1} className={heading}>
        {care ? (
          <Plural
            value={count}
            one={`# infirmier pour « ${care} » près de ${place}`}
            other={`# infirmiers pour « ${care} » près de ${place}`}
          />
        ) : (
          <Plural value={count} one={`# infirmier près de ${place}`} other={`# infirmiers près de ${place}`} />
        )}
      </h2>
      <p className={css({ mt: '1', mb: '4', color: 'fg.muted' })}>
        <Trans>
          Du plus proche au plus éloigné, selon la distance entre votre commune et celle où chacun exerce. Aucun classement
          payant, aucun avis.
        </Trans>
      </p>
      {search.isError ? (
        <p role="alert" className={css({ mb: '4', color: 'fg.danger' })}>
          <Trans>La liste n’a pas pu être mise à jour. Elle date de votre dernière recherche.</Trans>
        </p>
      ) : null}
      <ul className={list}>
        {nurses.map((nurse) => (
          <li key={nurse.id}>
            <NurseCard nurse={nurse} careTypes={careTypes.data} onContact={setContacting} />
          </li>
        ))}
      </ul>
      {count > NURSE_SEARCH_DEFAULT_PER_PAGE ? (
        <div className={css({ mt: '6' })}>
          {/* The page of the address: back and forward set it too. */}
          <SimplePagination
            count={count}
            pageSize={NURSE_SEARCH_DEFAULT_PER_PAGE}
            currentPage={state.page}
            onPageChange={(details) => onPageChange(details.page)}
          />
        </div>
      ) : null}
      <ContactNurseDialog
        nurse={contacting}
        commune={commune}
        careType={state.careType}
        careTypes={careTypes.data}
        onClose={() => setContacting(null)}
        onUnavailable={() => void queryClient.invalidateQueries({ queryKey: nurseSearchKeys.all })}
      />
    </section>
  )
}
