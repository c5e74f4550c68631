import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DepartmentFilter } from '#client/entities/back-office/department-filter.tsx'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { useFilterDraft } from '#client/lib/use-filter-draft.ts'
import { Badge } from '#client/ui/badge.tsx'
import * as Field from '#client/ui/field.tsx'
import { FilterForm, SelectFilter } from '#client/ui/filter-form.tsx'
import { ChevronDownIcon, SlidersIcon } from '#client/ui/icons.tsx'
import { crmStages, userStatuses } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useFilterCommune } from '../api/filter-commune.ts'
import { stageLabels, statusLabels } from '../labels.ts'
import type { FilterKey, Filters } from '../url-state.ts'

const summary = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '4',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.surface',
  fontWeight: 'semibold',
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
  '& svg': { w: '4', h: '4' },
  '& .chevron': { transition: 'transform 0.15s' },
})

export interface UsersFiltersProps {
  filters: Filters
  onApply: (filters: Filters) => void
  /** Field errors of the last answer (a 422 on a filter). */
  errors?: Record<string, string[]>
}

/**
 * The list's filters as one form, folded under a "Filtres" button that tells how many apply
 * (thirteen fields would push the list below the fold): nothing reloads while the admin types;
 * "Filtrer" (or Enter) applies them all, in the address. Open when the server refused one.
 */
export function UsersFilters({ filters, onApply, errors = {} }: UsersFiltersProps) {
  const { t, i18n } = useLingui()
  const { draft, set, submit, clear } = useFilterDraft<FilterKey>(filters, onApply)
  const active = Object.values(filters).filter((value) => value !== undefined && value !== '').length
  const refused = Object.keys(errors).length > 0
  // The commune as the admin picked it; until then (and after the address changes), the one the
  // address names, read back from its INSEE code.
  const fromAddress = useFilterCommune(filters.commune)
  const [picked, setPicked] = useState<{ address: string | undefined; choice: CommuneChoice | null } | null>(null)
  const pickStands = picked !== null && (picked.address === filters.commune || picked.choice?.insee === filters.commune)
  const commune = pickStands ? picked.choice : fromAddress
  const yesNo = [
    { value: 'true', label: t`Oui` },
    { value: 'false', label: t`Non` },
  ]

  return (
    <details open={refused || undefined} className={css({ '&[open] > summary .chevron': { transform: 'rotate(180deg)' } })}>
      <summary className={summary}>
        <SlidersIcon />
        <Trans>Filtres</Trans>
        {active > 0 ? (
          <Badge tone="brand" size="sm">
            <Plural value={active} one="# actif" other="# actifs" />
          </Badge>
        ) : null}
        <ChevronDownIcon className="chevron" />
      </summary>
      <div className={css({ mt: '4' })}>
        <FilterForm
          label={t`Filtrer les utilisateurs`}
          onSubmit={submit}
          onClear={() => {
            setPicked(null)
            clear()
          }}
        >
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
          <SelectFilter label={t`RPPS en double`} value={draft.rpps_shared ?? ''} onChange={set('rpps_shared')} options={yesNo} />
          <SelectFilter label={t`Abonné`} value={draft.subscribed ?? ''} onChange={set('subscribed')} options={yesNo} />
          <SelectFilter
            label={t`Étape du suivi`}
            value={draft.stage ?? ''}
            onChange={set('stage')}
            options={crmStages.map((stage) => ({ value: stage, label: i18n._(stageLabels[stage]) }))}
          />
          <DepartmentFilter value={draft.department} onChange={set('department')} error={errors.department?.[0]} />
          <CommuneCombobox
            label={t`Commune`}
            name="commune"
            value={commune}
            onChange={(choice) => {
              setPicked({ address: filters.commune, choice })
              set('commune')(choice?.insee ?? '')
            }}
            error={errors.commune?.[0]}
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
        </FilterForm>
      </div>
    </details>
  )
}
