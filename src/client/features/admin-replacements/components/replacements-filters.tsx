import { useLingui } from '@lingui/react/macro'
import { DepartmentFilter } from '#client/entities/back-office/department-filter.tsx'
import { useFilterDraft } from '#client/lib/use-filter-draft.ts'
import * as Field from '#client/ui/field.tsx'
import { FilterForm, SelectFilter } from '#client/ui/filter-form.tsx'
import { replacementStatuses, urgencies } from '#shared/replacements.ts'
import { statusLabels, urgencyLabels } from '../labels.ts'
import type { FilterKey, Filters } from '../url-state.ts'

export interface ReplacementsFiltersProps {
  filters: Filters
  onApply: (filters: Filters) => void
  /** Field errors of the last answer (a 422 on a filter). */
  errors?: Record<string, string[]>
}

/** The offers list's filters as one form: "Filtrer" (or Enter) applies them all, in the address. */
export function ReplacementsFilters({ filters, onApply, errors = {} }: ReplacementsFiltersProps) {
  const { t, i18n } = useLingui()
  const { draft, set, submit, clear } = useFilterDraft<FilterKey>(filters, onApply)
  const text = (key: FilterKey, label: string, props: Partial<Field.TextFieldProps> = {}) => (
    <Field.TextField
      label={label}
      value={draft[key] ?? ''}
      onChange={(event) => set(key)(event.target.value)}
      error={errors[key]?.[0]}
      autoComplete="off"
      {...props}
    />
  )

  return (
    <FilterForm label={t`Filtrer les offres`} onSubmit={submit} onClear={clear}>
      <SelectFilter
        label={t`Statut`}
        value={draft.status ?? ''}
        onChange={set('status')}
        options={replacementStatuses.map((status) => ({ value: status, label: i18n._(statusLabels[status]) }))}
      />
      <SelectFilter
        label={t`Urgence`}
        value={draft.urgency ?? ''}
        onChange={set('urgency')}
        allLabel={t`Toutes`}
        options={urgencies.map((urgency) => ({ value: urgency, label: i18n._(urgencyLabels[urgency]) }))}
      />
      <DepartmentFilter value={draft.department} onChange={set('department')} error={errors.department?.[0]} />
      {text('commune', t`Commune ou code postal`, { type: 'search', maxLength: 100 })}
      {text('author', t`Auteur (nom ou e-mail)`, { type: 'search', maxLength: 100 })}
      {text('dates_from', t`Remplacement à partir du`, { type: 'date' })}
      {text('dates_to', t`Remplacement jusqu’au`, { type: 'date' })}
      {text('created_from', t`Créée à partir du`, { type: 'date' })}
      {text('created_to', t`Créée jusqu’au`, { type: 'date' })}
    </FilterForm>
  )
}
