import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import type { DeferredPopupProps } from '#client/ui/deferred-popup.tsx'
import * as Field from '#client/ui/field.tsx'
import { FilterSheet, filterFieldset as fieldset, filterLegend as legend } from '#client/ui/filter-sheet.tsx'
import { partnerListingKinds } from '#shared/partner-listings.ts'
import { css } from '#styled/css'
import { kindLabels } from '../labels.ts'
import { activeFilterCount, type ListingFilters, radiusChoices } from './search-filters.ts'

export interface SearchFilterSheetProps extends DeferredPopupProps {
  filters: ListingFilters
  /** The centre's name and postal code, once known. */
  commune: CommuneChoice | null
  onApply: (filters: ListingFilters, commune: CommuneChoice | null) => void
}

const pair = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })

const numberOrNull = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? null : Math.trunc(Number(value)))

function FilterForm({ filters, commune, onApply }: SearchFilterSheetProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(filters)
  const [place, setPlace] = useState<CommuneChoice | null>(commune)
  const change = (next: Partial<ListingFilters>) => setDraft((current) => ({ ...current, ...next }))
  const number = (name: keyof ListingFilters, label: string, max: number) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Field.Input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={(draft[name] as number | null) ?? ''}
        onChange={(event) => change({ [name]: numberOrNull(event.currentTarget.value) })}
      />
    </Field.Root>
  )

  return (
    <form
      id="partner-listing-filters"
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      onSubmit={(event) => {
        event.preventDefault()
        onApply({ ...draft, commune: place?.insee ?? null, sort: place ? draft.sort : 'date' }, place)
      }}
    >
      <CommuneCombobox
        label={<Trans>Commune</Trans>}
        hint={<Trans>Les annonces sont cherchées autour d’elle. Effacez-la pour toute la France.</Trans>}
        value={place}
        onChange={setPlace}
      />
      <Field.Root disabled={!place}>
        <Field.Label>
          <Trans>Rayon</Trans>
        </Field.Label>
        <Field.Select
          value={String(draft.radius_km)}
          onChange={(event) => change({ radius_km: Number(event.currentTarget.value) })}
        >
          {radiusChoices(draft.radius_km).map((radius) => (
            <option key={radius} value={radius}>
              {t`${radius} km`}
            </option>
          ))}
        </Field.Select>
      </Field.Root>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Type d’annonce</Trans>
        </legend>
        {partnerListingKinds.map((kind) => (
          <SimpleCheckbox
            key={kind}
            checked={draft.kinds.includes(kind)}
            onCheckedChange={(details) =>
              change({
                kinds:
                  details.checked === true ? [...new Set([...draft.kinds, kind])] : draft.kinds.filter((item) => item !== kind),
              })
            }
          >
            {i18n._(kindLabels[kind])}
          </SimpleCheckbox>
        ))}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Début</Trans>
        </legend>
        <div className={pair}>
          <Field.Root>
            <Field.Label>
              <Trans>À partir du</Trans>
            </Field.Label>
            <Field.Input
              type="date"
              value={draft.start_from ?? ''}
              onChange={(event) => change({ start_from: event.currentTarget.value || null })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>Jusqu’au</Trans>
            </Field.Label>
            <Field.Input
              type="date"
              value={draft.start_to ?? ''}
              onChange={(event) => change({ start_to: event.currentTarget.value || null })}
            />
          </Field.Root>
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Prix indicatif (association, cession)</Trans>
        </legend>
        <div className={pair}>
          {number('price_min', t`Minimum (€)`, 5_000_000)}
          {number('price_max', t`Maximum (€)`, 5_000_000)}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>
          <Trans>Redevance (collaboration)</Trans>
        </legend>
        <div className={pair}>
          {number('percent_min', t`Minimum (%)`, 50)}
          {number('percent_max', t`Maximum (%)`, 50)}
        </div>
      </fieldset>
    </form>
  )
}

/** The partner listings' search filters (ui/filter-sheet.tsx); « Tout effacer » keeps the place. */
export function SearchFilterSheet(props: SearchFilterSheetProps) {
  return (
    <FilterSheet
      title={<Trans>Filtrer les annonces</Trans>}
      formId="partner-listing-filters"
      defaultOpen={props.defaultOpen ?? false}
      submitLabel={<Trans>Voir les annonces</Trans>}
      activeCount={activeFilterCount(props.filters)}
      onClear={() =>
        props.onApply(
          {
            ...props.filters,
            kinds: [],
            start_from: null,
            start_to: null,
            price_min: null,
            price_max: null,
            percent_min: null,
            percent_max: null,
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
