import { useLingui } from '@lingui/react/macro'
import { DepartmentFilter } from '#client/entities/back-office/department-filter.tsx'
import { careTypeOptions, useCareTypes } from '#client/entities/care-type/care-types.ts'
import { useFilterDraft } from '#client/lib/use-filter-draft.ts'
import * as Field from '#client/ui/field.tsx'
import { FilterForm, SelectFilter } from '#client/ui/filter-form.tsx'
import { patientRequestStatuses } from '#shared/patient-request.ts'
import { statusLabels } from '../labels.ts'
import type { FilterKey, Filters } from '../url-state.ts'

/** The requests' filters as one form: "Filtrer" applies them, in the address. */
export function PatientsFilters({
  filters,
  onApply,
  errors = {},
}: {
  filters: Filters
  onApply: (filters: Filters) => void
  errors?: Record<string, string[]>
}) {
  const { t, i18n } = useLingui()
  const careTypes = useCareTypes()
  const { draft, set, submit, clear } = useFilterDraft<FilterKey>(filters, onApply)

  return (
    <FilterForm label={t`Filtrer les demandes`} onSubmit={submit} onClear={clear} columns={5}>
      <SelectFilter
        label={t`Statut`}
        value={draft.status ?? ''}
        onChange={set('status')}
        options={patientRequestStatuses.map((status) => ({ value: status, label: i18n._(statusLabels[status]) }))}
      />
      <DepartmentFilter value={draft.department} onChange={set('department')} error={errors.department?.[0]} />
      <SelectFilter
        label={t`Type de soins`}
        value={draft.care_type ?? ''}
        onChange={set('care_type')}
        options={careTypeOptions(i18n, careTypes.data, draft.care_type ? [draft.care_type] : []).map((option) => ({
          value: option.slug,
          label: option.label,
        }))}
      />
      <Field.TextField
        label={t`Reçue à partir du`}
        type="date"
        value={draft.created_from ?? ''}
        onChange={(event) => set('created_from')(event.target.value)}
        error={errors.created_from?.[0]}
      />
      <Field.TextField
        label={t`Reçue jusqu’au`}
        type="date"
        value={draft.created_to ?? ''}
        onChange={(event) => set('created_to')(event.target.value)}
        error={errors.created_to?.[0]}
      />
    </FilterForm>
  )
}
