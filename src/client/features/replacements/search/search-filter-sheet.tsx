import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import type { CareTypeChoices } from '#client/entities/care-type/care-type-choices.ts'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import { parseDate, SimpleDatePicker } from '#client/ui/date-picker.tsx'
import type { DeferredPopupProps } from '#client/ui/deferred-popup.tsx'
import * as Field from '#client/ui/field.tsx'
import { FilterSheet, filterFieldset as fieldset, filterLegend as legend } from '#client/ui/filter-sheet.tsx'
import { type Shift, shifts, type Urgency, urgencies } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { careTypeLabel, shiftLabels, urgencyLabels } from '../labels.ts'
import { activeFilterCount, MIN_PERCENT_CHOICES, radiusChoices, type SearchFilters } from './search-filters.ts'

/** The commune the search is centred on, as the commune picker gives it. */
export interface CommunePick {
  insee: string
  name: string
  postal_code: string
}

/** The screen's commune picker (the settings' combobox, composed by the route). */
export type CommuneFieldSlot = (props: {
  value: CommunePick | null
  onChange: (commune: CommunePick | null) => void
}) => ReactNode

export interface SearchFilterSheetProps extends DeferredPopupProps {
  filters: SearchFilters
  /** The centre's name and postal code, once known. */
  commune: CommunePick | null
  careTypes: CareTypeChoices
  communeField: CommuneFieldSlot
  onApply: (filters: SearchFilters, commune: CommunePick | null) => void
}

const columns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, columnGap: '4' })

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((value) => value !== item)
}

function FilterForm({ filters, commune, careTypes, communeField, onApply }: SearchFilterSheetProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(filters)
  const [place, setPlace] = useState<CommunePick | null>(commune)
  const change = (next: Partial<SearchFilters>) => setDraft((current) => ({ ...current, ...next }))

  return (
    <form
      id="replacement-filters"
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      onSubmit={(event) => {
        event.preventDefault()
        let { from, to } = draft
        if (from && to && to < from) [from, to] = [to, from]
        onApply({ ...draft, from, to, commune: place?.insee ?? null }, place)
      }}
    >
      {communeField({ value: place, onChange: setPlace })}
      <Field.Root disabled={!place}>
        <Field.Label>
          <Trans>Rayon</Trans>
        </Field.Label>
        <Field.Select
          value={String(draft.radius_km)}
          onChange={(event) => change({ radius_km: Number(event.currentTarget.value) })}
        >
          {radiusChoices(draft.radius_km).map((km) => (
            <option key={km} value={km}>
              {t`${km} km`}
            </option>
          ))}
        </Field.Select>
        {place ? null : (
          <Field.HelperText>
            <Trans>Choisissez une commune pour chercher autour d’elle.</Trans>
          </Field.HelperText>
        )}
      </Field.Root>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Dates</Trans>
        </legend>
        <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
          <SimpleDatePicker
            label={<Trans>Du</Trans>}
            value={draft.from ? [parseDate(draft.from)] : []}
            onValueChange={(details) => change({ from: details.value[0]?.toString() ?? null })}
          />
          <SimpleDatePicker
            label={<Trans>Au</Trans>}
            value={draft.to ? [parseDate(draft.to)] : []}
            onValueChange={(details) => change({ to: details.value[0]?.toString() ?? null })}
          />
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Créneaux</Trans>
        </legend>
        <div className={columns}>
          {shifts.map((shift: Shift) => (
            <SimpleCheckbox
              key={shift}
              checked={draft.shifts.includes(shift)}
              onCheckedChange={(details) => change({ shifts: toggle(draft.shifts, shift, details.checked === true) })}
            >
              {i18n._(shiftLabels[shift])}
            </SimpleCheckbox>
          ))}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Types de soins</Trans>
        </legend>
        <div className={columns}>
          {careTypes.slugs.map((slug) => (
            <SimpleCheckbox
              key={slug}
              checked={draft.care_types.includes(slug)}
              onCheckedChange={(details) => change({ care_types: toggle(draft.care_types, slug, details.checked === true) })}
            >
              {careTypeLabel(i18n, slug, careTypes.names)}
            </SimpleCheckbox>
          ))}
        </div>
      </fieldset>
      <Field.Root>
        <Field.Label>
          <Trans>Rétrocession minimale</Trans>
        </Field.Label>
        <Field.Select
          value={draft.min_percent === null ? '' : String(draft.min_percent)}
          onChange={(event) => change({ min_percent: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
        >
          <option value="">{t`Indifférent`}</option>
          {MIN_PERCENT_CHOICES.map((percent) => (
            <option key={percent} value={percent}>
              {t`${percent} % ou plus reversés au remplaçant`}
            </option>
          ))}
        </Field.Select>
      </Field.Root>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Urgence</Trans>
        </legend>
        <div className={columns}>
          {urgencies.map((urgency: Urgency) => (
            <SimpleCheckbox
              key={urgency}
              checked={draft.urgency.includes(urgency)}
              onCheckedChange={(details) => change({ urgency: toggle(draft.urgency, urgency, details.checked === true) })}
            >
              {i18n._(urgencyLabels[urgency])}
            </SimpleCheckbox>
          ))}
        </div>
      </fieldset>
      <SimpleCheckbox checked={draft.housing} onCheckedChange={(details) => change({ housing: details.checked === true })}>
        <Trans>Logement proposé</Trans>
      </SimpleCheckbox>
    </form>
  )
}

/** The replacements' search filters (ui/filter-sheet.tsx); « Tout effacer » keeps only the place. */
export function SearchFilterSheet(props: SearchFilterSheetProps) {
  return (
    <FilterSheet
      title={<Trans>Filtrer les offres</Trans>}
      formId="replacement-filters"
      defaultOpen={props.defaultOpen ?? false}
      submitLabel={<Trans>Voir les offres</Trans>}
      activeCount={activeFilterCount(props.filters)}
      onClear={() =>
        props.onApply(
          {
            ...props.filters,
            from: null,
            to: null,
            shifts: [],
            care_types: [],
            min_percent: null,
            housing: false,
            urgency: [],
          },
          props.commune,
        )
      }
    >
      {(close) => (
        <FilterForm
          {...props}
          onApply={(filters, commune) => {
            props.onApply(filters, commune)
            close()
          }}
        />
      )}
    </FilterSheet>
  )
}
