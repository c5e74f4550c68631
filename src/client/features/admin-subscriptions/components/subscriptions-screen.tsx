import { Trans, useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { FilteredList, listPage } from '#client/entities/back-office/admin-list.tsx'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { DownloadIcon, SearchIcon } from '#client/ui/icons.tsx'
import { subscriptionsCsvUrl, useAdminPlans, useAdminSubscriptions } from '../api/admin-subscriptions-api.ts'
import { adminSubscriptionPaths } from '../paths.ts'
import { apiQuery, csvQuery, type ListState, readListState, writeListState } from '../url-state.ts'
import { SubscriptionsFilters } from './subscriptions-filters.tsx'
import { SubscriptionsTable } from './subscriptions-table.tsx'

/** /dashboard/admin/subscriptions (admin guard): every subscription, filtered and paged from the address. */
export function SubscriptionsScreen() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const state = readListState(params)
  const list = useAdminSubscriptions(apiQuery(state))
  const plans = useAdminPlans()
  const go = (next: ListState) => setParams(writeListState(next))
  const count = list.data?.count ?? 0
  const numbers = new Intl.NumberFormat(i18n.locale)
  const page = state.page

  return (
    <div className={listPage}>
      <Heading level={1}>
        <Trans>Abonnements</Trans>
      </Heading>

      <FilteredList
        state={state}
        onChange={go}
        query={list}
        count={count}
        filters={(errors, onApply) => (
          <SubscriptionsFilters filters={state.filters} plans={plans.data ?? []} errors={errors} onApply={onApply} />
        )}
        tools={
          <Button variant="outline" size="sm" asChild>
            <a href={subscriptionsCsvUrl(csvQuery(state))} download>
              <DownloadIcon aria-hidden />
              <Trans>Exporter (CSV)</Trans>
            </a>
          </Button>
        }
        summary={list.isPending ? t`Chargement…` : t`${numbers.format(count)} abonnement(s)`}
        empty={(filtered) => ({
          icon: <SearchIcon />,
          title: filtered ? t`Aucun abonnement ne correspond à ces filtres` : t`Aucun abonnement pour l’instant`,
          description: filtered ? t`Élargissez la recherche ou effacez les filtres.` : undefined,
        })}
      >
        <SubscriptionsTable
          subscriptions={list.data?.subscriptions ?? []}
          loading={list.isPending}
          detailPath={adminSubscriptionPaths.detail}
          caption={t`Page ${page} — les plus récents d’abord`}
        />
      </FilteredList>
    </div>
  )
}
