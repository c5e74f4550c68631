import { Trans, useLingui } from '@lingui/react/macro'
import { useFilterDraft } from '#client/lib/use-filter-draft.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { replacementStatuses, urgencies } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { statusLabels, urgencyLabels } from '../labels.ts'
import type { FilterKey, Filters } from '../url-state.ts'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'end',
})

export interface ReplacementsFiltersProps {
  filters: Filters
  onApply: (filters: Filters) => void
  /** Field errors of the last answer (a 422 on a filter). */
  errors?: Record<string, string[]>
}

/** The offers list's filters as one form: "Filtrer" (or Enter) applies them all, in the address. */
export function ReplacementsFilters({ filters, onApply, errors = {} }: ReplacementsFiltersProps) {
  const { t, i18n } = useLingui()
  const { draft, setDraft, set, submit } = useFilterDraft<FilterKey>(filters, onApply)
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
    <form
      aria-label={t`Filtrer les offres`}
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <div className={grid}>
        <Field.Root>
          <Field.Label>{t`Statut`}</Field.Label>
          <Field.Select value={draft.status ?? ''} onChange={(event) => set('status')(event.target.value)}>
            <option value="">{t`Tous`}</option>
            {replacementStatuses.map((status) => (
              <option key={status} value={status}>
                {i18n._(statusLabels[status])}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t`Urgence`}</Field.Label>
          <Field.Select value={draft.urgency ?? ''} onChange={(event) => set('urgency')(event.target.value)}>
            <option value="">{t`Toutes`}</option>
            {urgencies.map((urgency) => (
              <option key={urgency} value={urgency}>
                {i18n._(urgencyLabels[urgency])}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        {text('department', t`Département`, { hint: t`Numéro, par exemple 69 ou 2A`, maxLength: 3 })}
        {text('commune', t`Commune ou code postal`, { type: 'search', maxLength: 100 })}
        {text('author', t`Auteur (nom ou e-mail)`, { type: 'search', maxLength: 100 })}
        {text('dates_from', t`Remplacement à partir du`, { type: 'date' })}
        {text('dates_to', t`Remplacement jusqu’au`, { type: 'date' })}
        {text('created_from', t`Créée à partir du`, { type: 'date' })}
        {text('created_to', t`Créée jusqu’au`, { type: 'date' })}
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
