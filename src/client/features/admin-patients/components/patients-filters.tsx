import { Trans, useLingui } from '@lingui/react/macro'
import { careTypeOptions, useCareTypes } from '#client/entities/care-type/care-types.ts'
import { useFilterDraft } from '#client/lib/use-filter-draft.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { patientRequestStatuses } from '#shared/patient-request.ts'
import { css } from '#styled/css'
import { statusLabels } from '../labels.ts'
import type { FilterKey, Filters } from '../url-state.ts'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'end',
})

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
  const { draft, setDraft, set, submit } = useFilterDraft<FilterKey>(filters, onApply)

  return (
    <form
      aria-label={t`Filtrer les demandes`}
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <div className={grid}>
        <Field.Root>
          <Field.Label>{t`Statut`}</Field.Label>
          <Field.Select value={draft.status ?? ''} onChange={(event) => set('status')(event.target.value)}>
            <option value="">{t`Tous`}</option>
            {patientRequestStatuses.map((status) => (
              <option key={status} value={status}>
                {i18n._(statusLabels[status])}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.TextField
          label={t`Département`}
          hint={t`Numéro, par exemple 69 ou 2A`}
          value={draft.department ?? ''}
          onChange={(event) => set('department')(event.target.value)}
          error={errors.department?.[0]}
          maxLength={3}
          autoComplete="off"
        />
        <Field.Root>
          <Field.Label>{t`Type de soins`}</Field.Label>
          <Field.Select value={draft.care_type ?? ''} onChange={(event) => set('care_type')(event.target.value)}>
            <option value="">{t`Tous`}</option>
            {careTypeOptions(i18n, careTypes.data, draft.care_type ? [draft.care_type] : []).map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
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
      </div>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="submit">
          <Trans>Filtrer</Trans>
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft({})
            onApply({})
          }}
        >
          <Trans>Effacer les filtres</Trans>
        </Button>
      </div>
    </form>
  )
}
