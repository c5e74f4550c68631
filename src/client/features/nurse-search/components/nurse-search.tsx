import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { CommuneChoice } from '#client/entities/commune/commune-combobox.tsx'
import { useCommuneDetail } from '#client/entities/commune/commune-detail.ts'
import { css } from '#styled/css'
import { readSearchState, searchParamsOf } from '../search-state.ts'
import { useHydrated } from '../use-hydrated.ts'
import { NurseResults } from './nurse-results.tsx'
import { NurseSearchForm } from './nurse-search-form.tsx'

const formCard = css({
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'sm',
  p: { base: '4', sm: '6' },
})

/**
 * The search and its results, kept in the address (?commune=&care_type=&page=): a search can be
 * shared, and the back button returns to the previous one.
 */
export function NurseSearch() {
  const hydrated = useHydrated()
  const [params, setParams] = useSearchParams()
  const state = hydrated ? readSearchState(params) : null
  // The commune as the user chose it; an address opened from elsewhere is named by the server.
  const [chosen, setChosen] = useState<CommuneChoice | null>(null)
  const known = chosen && chosen.insee === state?.commune ? chosen : null
  const detail = useCommuneDetail(state && !known ? state.commune : null)
  const commune: CommuneChoice | null =
    known ??
    (detail.data
      ? // A commune of several postal codes (a whole city) is named alone, as the commune search shows it.
        {
          insee: detail.data.insee,
          name: detail.data.name,
          postal_code: detail.data.postal_codes.length === 1 ? (detail.data.postal_codes[0] ?? '') : '',
        }
      : null)

  return (
    <>
      <div className={formCard}>
        {/* A new address (back, forward, a shared link) starts the form again from it, and once
            more when the commune's name arrives. */}
        <NurseSearchForm
          key={`${state?.commune ?? ''}|${state?.careType ?? ''}|${commune ? 'named' : ''}`}
          commune={commune}
          careType={state?.careType}
          onSearch={(next, choice) => {
            setChosen(choice)
            setParams(searchParamsOf(next))
          }}
        />
      </div>
      {state ? (
        <div className={css({ mt: { base: '6', md: '8' } })}>
          <NurseResults
            state={state}
            commune={{ insee: state.commune, name: commune?.name ?? state.commune }}
            onPageChange={(page) => setParams(searchParamsOf({ ...state, page }))}
          />
        </div>
      ) : null}
    </>
  )
}
