import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import * as Field from '#client/ui/field.tsx'
import {
  associationPriceKinds,
  feesBrackets,
  type PartnerListingFields,
  PRICE_MAX_EUR,
  premisesKinds,
} from '#shared/partner-listings.ts'
import { feesBracketLabels, fieldLabels, premisesLabels, priceKindLabels } from '../labels.ts'
import type { ListingFormValues } from './listing-form-values.ts'

type Name = keyof PartnerListingFields

export interface FieldProps {
  field: Name
  values: ListingFormValues
  error: string | undefined
  required: boolean
  onText: (field: Name, value: string) => void
  onValues: (next: Partial<ListingFormValues>, field: Name) => void
}

const bounds: Partial<Record<Name, [number, number]>> = {
  radius_km: [1, 200],
  share_percent: [1, 99],
  price_eur: [0, PRICE_MAX_EUR],
  team_size: [1, 50],
  redevance_percent: [0, 50],
  days_per_week: [1, 7],
  patients_per_day: [1, 300],
  rounds: [1, 20],
  experience_years: [0, 50],
}

const multiline = new Set<Name>(['redevance_covers', 'reason', 'experience', 'description'])

const hints: Partial<Record<Name, MessageDescriptor>> = {
  radius_km: msg`Jusqu’où, autour de la commune, en kilomètres.`,
  price_eur: msg`Facultatif : laissez vide pour « à discuter ».`,
  redevance_percent: msg`Un pourcentage des honoraires du collaborateur, de 0 à 50 %.`,
  redevance_covers: msg`Local, secrétariat, logiciel…`,
  software: msg`Le logiciel de facturation du cabinet.`,
}

/** One field of the listing form, drawn after its kind of value; labels shared with the listing's page. */
export function ListingField({ field, values, error, required, onText, onValues }: FieldProps) {
  const { i18n, t } = useLingui()
  const label = i18n._(fieldLabels[field])
  const hint = hints[field] ? i18n._(hints[field]) : undefined
  const value = values.text[field] ?? ''
  const root = { invalid: error !== undefined, required }
  const head = (
    <Field.Label>
      {label}
      <Field.RequiredIndicator>*</Field.RequiredIndicator>
    </Field.Label>
  )
  const foot = (
    <>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </>
  )
  const select = (options: readonly string[], labelOf: (option: string) => string) => (
    <Field.Root {...root}>
      {head}
      <Field.Select name={field} value={value} onChange={(event) => onText(field, event.currentTarget.value)}>
        <option value="">{t`Non précisé`}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </Field.Select>
      {foot}
    </Field.Root>
  )

  switch (field) {
    case 'commune_insee':
      return (
        <div data-field="commune_insee">
          <CommuneCombobox
            name="commune_insee"
            label={label}
            required={required}
            value={values.commune}
            error={error}
            onChange={(commune) => onValues({ commune }, field)}
          />
        </div>
      )
    case 'vehicle_required':
    case 'parking':
      return (
        <SimpleCheckbox
          name={field}
          checked={values[field]}
          onCheckedChange={(details) => onValues({ [field]: details.checked === true }, field)}
        >
          {field === 'vehicle_required' ? <Trans>Un véhicule est nécessaire</Trans> : <Trans>Stationnement facile</Trans>}
        </SimpleCheckbox>
      )
    case 'premises':
      return select(premisesKinds, (option) => i18n._(premisesLabels[option as keyof typeof premisesLabels]))
    case 'price_kind':
      return select(associationPriceKinds, (option) => i18n._(priceKindLabels[option as keyof typeof priceKindLabels]))
    case 'fees_bracket':
      return select(feesBrackets, (option) => i18n._(feesBracketLabels[option as keyof typeof feesBracketLabels]))
    case 'premises_taken_over':
      return select(['yes', 'no'], (option) => (option === 'yes' ? t`Oui` : t`Non`))
    default: {
      const range = bounds[field]
      return (
        <Field.Root {...root}>
          {head}
          {multiline.has(field) ? (
            <Field.Textarea
              name={field}
              rows={field === 'description' ? 6 : 3}
              value={value}
              onChange={(event) => onText(field, event.currentTarget.value)}
            />
          ) : (
            <Field.Input
              name={field}
              type={field === 'start_date' ? 'date' : range ? 'number' : 'text'}
              inputMode={range ? 'numeric' : undefined}
              min={range?.[0]}
              max={range?.[1]}
              value={value}
              onChange={(event) => onText(field, event.currentTarget.value)}
            />
          )}
          {foot}
        </Field.Root>
      )
    }
  }
}
