import { Trans, useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { FilteredList, listPage } from '#client/entities/back-office/admin-list.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { SearchIcon } from '#client/ui/icons.tsx'
import { useAdminPartnerListings } from '../api.ts'
import { adminPartnerListingPaths } from '../paths.ts'
import { apiQuery, type ListState, readListState, writeListState } from '../url-state.ts'
import { PartnerListingsFilters } from './partner-listings-filters.tsx'
import { PartnerListingsTable } from './partner-listings-table.tsx'

/** /dashboard/admin/partner-listings (admin guard): every partner listing, filtered and paged from the address. */
export function PartnerListingsScreen() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const state = readListState(params)
  const list = useAdminPartnerListings(apiQuery(state))
  const go = (next: ListState) => setParams(writeListState(next))
  const count = list.data?.count ?? 0
  const numbers = new Intl.NumberFormat(i18n.locale)
  const page = state.page

  return (
    <div className={listPage}>
      <Heading level={1}>
        <Trans>Annonces de partenariat</Trans>
      </Heading>

      <FilteredList
        state={state}
        onChange={go}
        query={list}
        count={count}
        filters={(errors, onApply) => <PartnerListingsFilters filters={state.filters} errors={errors} onApply={onApply} />}
        tools={null}
        summary={list.isPending ? t`Chargement…` : t`${numbers.format(count)} annonce(s)`}
        empty={(filtered) => ({
          icon: <SearchIcon />,
          title: filtered ? t`Aucune annonce ne correspond à ces filtres` : t`Aucune annonce pour l’instant`,
          description: filtered ? t`Élargissez la recherche ou effacez les filtres.` : undefined,
        })}
      >
        <PartnerListingsTable
          listings={list.data?.partner_listings ?? []}
          loading={list.isPending}
          detailPath={adminPartnerListingPaths.detail}
          caption={t`Page ${page} — les plus récentes d’abord`}
        />
      </FilteredList>
    </div>
  )
}
