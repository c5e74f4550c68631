import { i18n } from '@lingui/core'
import type { FieldErrors } from '#client/lib/forms/field-errors.ts'
import { validate } from '#client/lib/forms/validate.ts'
import {
  type CreateReplacementInput,
  createReplacementSchema,
  missingForPublication,
  type Replacement,
  type Shift,
  shifts as shiftOrder,
  type Urgency,
} from '#shared/replacements.ts'
import { offerMessage } from './offer-messages.ts'

/** The chosen commune, as the commune picker gives it. */
export interface OfferCommune {
  insee: string
  name: string
  postal_code: string
}

export type DateMode = 'range' | 'days'

/** What the form holds: numbers as typed, dates as YYYY-MM-DD. */
export interface OfferFormValues {
  commune: OfferCommune | null
  dateMode: DateMode
  start_date: string | null
  end_date: string | null
  days: string[]
  shifts: Shift[]
  care_types: string[]
  patients_per_day: string
  retrocession_percent: string
  housing_offered: boolean
  vehicle_required: boolean
  software: string
  description: string
  urgency: Urgency
}

/** The fields the form shows: an error on any other is the form's own (above it). */
export const offerFields = [
  'commune_insee',
  'start_date',
  'end_date',
  'days',
  'shifts',
  'care_types',
  'patients_per_day',
  'retrocession_percent',
  'software',
  'description',
  'urgency',
] as const
export type OfferField = (typeof offerFields)[number]

export function emptyOfferValues(): OfferFormValues {
  return {
    commune: null,
    dateMode: 'range',
    start_date: null,
    end_date: null,
    days: [],
    shifts: [],
    care_types: [],
    patients_per_day: '',
    retrocession_percent: '',
    housing_offered: false,
    vehicle_required: false,
    software: '',
    description: '',
    urgency: 'normal',
  }
}

export function offerValuesFrom(offer: Replacement): OfferFormValues {
  const chosenDays = offer.days && offer.days.length > 0 ? [...offer.days].sort() : []
  return {
    commune: offer.commune
      ? { insee: offer.commune.insee, name: offer.commune.name, postal_code: offer.commune.postal_code }
      : null,
    dateMode: chosenDays.length > 0 ? 'days' : 'range',
    start_date: chosenDays.length > 0 ? null : offer.start_date,
    end_date: chosenDays.length > 0 ? null : offer.end_date,
    days: chosenDays,
    shifts: [...offer.shifts],
    care_types: [...offer.care_types],
    patients_per_day: offer.patients_per_day === null ? '' : String(offer.patients_per_day),
    retrocession_percent: offer.retrocession_percent === null ? '' : String(offer.retrocession_percent),
    housing_offered: offer.housing_offered,
    vehicle_required: offer.vehicle_required,
    software: offer.software ?? '',
    description: offer.description ?? '',
    urgency: offer.urgency,
  }
}

/** A typed number: blank is "not said" (null); anything else is checked by the schema. */
function typedNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.')
  return trimmed === '' ? null : Number(trimmed)
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim())

/**
 * The request body (without `publish`). Only one way of giving dates is sent, the other is
 * cleared, so that switching from a range to chosen days on a saved draft really switches.
 */
export function offerInput(values: OfferFormValues): Omit<CreateReplacementInput, 'publish'> {
  const byDays = values.dateMode === 'days'
  return {
    commune_insee: values.commune?.insee ?? null,
    start_date: byDays ? null : values.start_date,
    end_date: byDays ? null : values.end_date,
    days: byDays ? [...new Set(values.days)].sort() : null,
    shifts: shiftOrder.filter((shift) => values.shifts.includes(shift)),
    care_types: values.care_types,
    patients_per_day: typedNumber(values.patients_per_day),
    retrocession_percent: typedNumber(values.retrocession_percent),
    housing_offered: values.housing_offered,
    vehicle_required: values.vehicle_required,
    software: blankToNull(values.software),
    description: blankToNull(values.description),
    urgency: values.urgency,
  }
}

/**
 * The errors on the fields the form shows; the first of the others, if any, goes to `form`
 * (`days` and `end_date` are shown where the dates are).
 */
export function onOfferFields(errors: FieldErrors): FieldErrors {
  const found: FieldErrors = {}
  for (const [field, message] of Object.entries(errors)) {
    if (message === undefined) continue
    const shown = (offerFields as readonly string[]).includes(field) ? field : 'form'
    found[shown] ??= message
  }
  return found
}

/**
 * Checks the form with the shared schema (lib/forms validate), and for publishing with what a
 * published offer must have (`missingForPublication`), as the server will: one sentence per field.
 */
export function validateOffer(values: OfferFormValues, { publishing }: { publishing: boolean }): FieldErrors {
  const input = offerInput(values)
  const checked = validate(createReplacementSchema, input, { message: (code) => i18n._(offerMessage(code)) })
  const errors = checked.ok ? {} : onOfferFields(checked.errors)
  if (publishing) {
    const missing = missingForPublication({
      commune_insee: input.commune_insee ?? null,
      start_date: input.start_date ?? null,
      end_date: input.end_date ?? null,
      days: input.days ?? null,
      shifts: input.shifts ?? [],
      retrocession_percent: typeof input.retrocession_percent === 'number' ? input.retrocession_percent : null,
    })
    for (const [name, code] of Object.entries(missing)) {
      const field = name === 'start_date' ? missingDateField(values) : name
      const shown = (offerFields as readonly string[]).includes(field) ? field : 'form'
      errors[shown] ??= i18n._(offerMessage(code, shown))
    }
  }
  return errors
}

/** Where "the dates are missing" is said: the chosen days, or the end of a range that has a start. */
function missingDateField(values: OfferFormValues): OfferField {
  if (values.dateMode === 'days') return 'days'
  return values.start_date ? 'end_date' : 'start_date'
}
