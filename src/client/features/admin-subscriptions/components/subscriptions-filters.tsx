import { useLingui } from '@lingui/react/macro'
import { statusLabels } from '#client/entities/subscription/labels.ts'
import { useFilterDraft } from '#client/lib/use-filter-draft.ts'
import * as Field from '#client/ui/field.tsx'
import { FilterForm, SelectFilter } from '#client/ui/filter-form.tsx'
import { subscriptionStatuses } from '#shared/subscriptions.ts'
import type { AdminPlan } from '#shared/subscriptions-api.ts'
import { providerLabels } from '../labels.ts'
import type { FilterKey, Filters } from '../url-state.ts'

export interface SubscriptionsFiltersProps {
  filters: Filters
  /** Every plan, retired ones too: their subscribers are still listed. */
  plans: AdminPlan[]
  onApply: (filters: Filters) => void
  /** Field errors of the last answer (a 422 on a filter). */
  errors?: Record<string, string[]>
}

/** The subscriptions list's filters as one form: "Filtrer" (or Enter) applies them all, in the address. */
export function SubscriptionsFilters({ filters, plans, onApply, errors = {} }: SubscriptionsFiltersProps) {
  const { t, i18n } = useLingui()
  const { draft, set, submit, clear } = useFilterDraft<FilterKey>(filters, onApply)
  return (
    <FilterForm label={t`Filtrer les abonnements`} onSubmit={submit} onClear={clear}>
      <SelectFilter
        label={t`Statut`}
        value={draft.status ?? ''}
        onChange={set('status')}
        options={subscriptionStatuses.map((status) => ({ value: status, label: i18n._(statusLabels[status]) }))}
      />
      <SelectFilter
        label={t`Formule`}
        allLabel={t`Toutes`}
        value={draft.plan_id ?? ''}
        onChange={set('plan_id')}
        options={plans.map((plan) => ({ value: String(plan.id), label: plan.name }))}
      />
      <SelectFilter
        label={t`Paiement`}
        value={draft.provider ?? ''}
        onChange={set('provider')}
        options={(['stripe', 'manual'] as const).map((provider) => ({
          value: provider,
          label: i18n._(providerLabels[provider]),
        }))}
      />
      <Field.TextField
        label={t`Nom, e-mail ou référence`}
        type="search"
        maxLength={100}
        value={draft.q ?? ''}
        onChange={(event) => set('q')(event.target.value)}
        error={errors.q?.[0]}
        autoComplete="off"
      />
    </FilterForm>
  )
}
