import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useFilterDraft } from '#client/lib/use-filter-draft.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { crmStages, userStatuses } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { stageLabels, statusLabels } from '../labels.ts'
import type { FilterKey, Filters } from '../url-state.ts'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'end',
})

interface Option {
  value: string
  label: string
}

function SelectFilter({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: ReactNode
  value: string
  options: Option[]
  onChange: (value: string) => void
  /** What the empty choice means (“Tous” unless told). */
  allLabel?: string
}) {
  const { t } = useLingui()
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Field.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel ?? t`Tous`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field.Select>
    </Field.Root>
  )
}

export interface UsersFiltersProps {
  filters: Filters
  onApply: (filters: Filters) => void
  /** Field errors of the last answer (a 422 on a filter). */
  errors?: Record<string, string[]>
}

/**
 * The list's filters as one form: nothing reloads while the admin types; "Filtrer" (or Enter)
 * applies them all, in the address.
 */
export function UsersFilters({ filters, onApply, errors = {} }: UsersFiltersProps) {
  const { t, i18n } = useLingui()
  const { draft, setDraft, set, submit } = useFilterDraft<FilterKey>(filters, onApply)
  const yesNo = [
    { value: 'true', label: t`Oui` },
    { value: 'false', label: t`Non` },
  ]

  return (
    <form
      aria-label={t`Filtrer les utilisateurs`}
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <div className={grid}>
        <Field.TextField
          label={t`Nom ou e-mail`}
          type="search"
          value={draft.q ?? ''}
          onChange={(event) => set('q')(event.target.value)}
          error={errors.q?.[0]}
          maxLength={100}
        />
        <SelectFilter
          label={t`Rôle`}
          value={draft.role ?? ''}
          onChange={set('role')}
          options={[
            { value: 'titulaire', label: t`Titulaire` },
            { value: 'remplacant', label: t`Remplaçant` },
            { value: 'admin', label: t`Administrateur` },
            { value: 'none', label: t`Sans rôle` },
          ]}
        />
        <SelectFilter
          label={t`Statut`}
          value={draft.status ?? ''}
          onChange={set('status')}
          options={userStatuses.map((status) => ({ value: status, label: i18n._(statusLabels[status]) }))}
        />
        <SelectFilter label={t`E-mail vérifié`} value={draft.verified ?? ''} onChange={set('verified')} options={yesNo} />
        <SelectFilter label={t`Profil validé`} value={draft.validated ?? ''} onChange={set('validated')} options={yesNo} />
        <SelectFilter label={t`Abonné`} value={draft.subscribed ?? ''} onChange={set('subscribed')} options={yesNo} />
        <SelectFilter
          label={t`Étape du suivi`}
          value={draft.stage ?? ''}
          onChange={set('stage')}
          options={crmStages.map((stage) => ({ value: stage, label: i18n._(stageLabels[stage]) }))}
        />
        <Field.TextField
          label={t`Département`}
          hint={t`Numéro, par exemple 69 ou 2A`}
          value={draft.department ?? ''}
          onChange={(event) => set('department')(event.target.value)}
          error={errors.department?.[0]}
          maxLength={3}
          autoComplete="off"
        />
        <Field.TextField
          label={t`Code INSEE de la commune`}
          value={draft.commune ?? ''}
          onChange={(event) => set('commune')(event.target.value)}
          error={errors.commune?.[0]}
          maxLength={5}
          autoComplete="off"
        />
        <Field.TextField
          label={t`Inscrit à partir du`}
          type="date"
          value={draft.created_from ?? ''}
          onChange={(event) => set('created_from')(event.target.value)}
          error={errors.created_from?.[0]}
        />
        <Field.TextField
          label={t`Inscrit jusqu’au`}
          type="date"
          value={draft.created_to ?? ''}
          onChange={(event) => set('created_to')(event.target.value)}
          error={errors.created_to?.[0]}
        />
        <Field.TextField
          label={t`Étiquette`}
          value={draft.tag ?? ''}
          onChange={(event) => set('tag')(event.target.value)}
          error={errors.tag?.[0]}
          maxLength={40}
        />
        <SelectFilter
          label={t`Comptes supprimés`}
          value={draft.trashed ?? ''}
          onChange={set('trashed')}
          allLabel={t`Sans les supprimés`}
          options={[
            { value: 'with', label: t`Avec les supprimés` },
            { value: 'only', label: t`Seulement les supprimés` },
          ]}
        />
      </div>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="submit">
          <Trans>Filtrer</Trans>
        </Button>
        <Button
          variant="ghost"
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
