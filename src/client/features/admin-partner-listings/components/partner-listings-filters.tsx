import { useLingui } from '@lingui/react/macro'
import { DepartmentFilter } from '#client/entities/back-office/department-filter.tsx'
import { useFilterDraft } from '#client/lib/use-filter-draft.ts'
import * as Field from '#client/ui/field.tsx'
import { FilterForm, SelectFilter } from '#client/ui/filter-form.tsx'
import { partnerListingKinds, partnerListingStatuses } from '#shared/partner-listings.ts'
import { kindLabels, statusLabels } from '../labels.ts'
import type { FilterKey, Filters } from '../url-state.ts'

export interface PartnerListingsFiltersProps {
  filters: Filters
  onApply: (filters: Filters) => void
  /** Field errors of the last answer (a 422 on a filter). */
  errors?: Record<string, string[]>
}

/** The listings list's filters as one form: "Filtrer" (or Enter) applies them all, in the address. */
export function PartnerListingsFilters({ filters, onApply, errors = {} }: PartnerListingsFiltersProps) {
  const { t, i18n } = useLingui()
  const { draft, set, submit, clear } = useFilterDraft<FilterKey>(filters, onApply)
  const text = (key: FilterKey, label: string) => (
    <Field.TextField
      label={label}
      type="search"
      maxLength={100}
      value={draft[key] ?? ''}
      onChange={(event) => set(key)(event.target.value)}
      error={errors[key]?.[0]}
      autoComplete="off"
    />
  )

  return (
    <FilterForm label={t`Filtrer les annonces`} onSubmit={submit} onClear={clear}>
      <SelectFilter
        label={t`Statut`}
        value={draft.status ?? ''}
        onChange={set('status')}
        options={partnerListingStatuses.map((status) => ({ value: status, label: i18n._(statusLabels[status]) }))}
      />
      <SelectFilter
        label={t`Type d’annonce`}
        value={draft.kind ?? ''}
        onChange={set('kind')}
        options={partnerListingKinds.map((kind) => ({ value: kind, label: i18n._(kindLabels[kind]) }))}
      />
      <DepartmentFilter value={draft.department} onChange={set('department')} error={errors.department?.[0]} />
      {text('commune', t`Commune ou code postal`)}
      {text('author', t`Auteur (nom ou e-mail)`)}
    </FilterForm>
  )
}
