import type { CommuneChoice } from '#client/entities/commune/commune-combobox.tsx'
import type { FieldErrors } from '#client/lib/forms/field-errors.ts'
import { validate } from '#client/lib/forms/validate.ts'
import {
  createPartnerListingSchema,
  missingForPublication,
  type PartnerListing,
  type PartnerListingFields,
  type PartnerListingKind,
  partnerListingKinds,
} from '#shared/partner-listings.ts'
import type { CreateListingInput } from '../api/listing-queue.ts'

/**
 * The listing form's values (text fields as typed) and what they become for the API. Which fields
 * a kind has comes from the shared schema (docs/product.md#partner-listings), never restated here.
 */

type Field = keyof PartnerListingFields

export interface ListingFormValues {
  kind: PartnerListingKind
  commune: CommuneChoice | null
  /** Every other field as the form holds it: text as typed, booleans as ticked. */
  text: Partial<Record<Field, string>>
  vehicle_required: boolean
  parking: boolean
}

function shapeOf(kind: PartnerListingKind): Field[] {
  const option = createPartnerListingSchema.options.find((candidate) => candidate.shape.kind.value === kind)
  return Object.keys(option?.shape ?? {}).filter((key): key is Field => key !== 'kind' && key !== 'publish')
}

/** The fields of each kind, in the schema's order. */
export const fieldsOf: Record<PartnerListingKind, Field[]> = Object.fromEntries(
  partnerListingKinds.map((kind) => [kind, shapeOf(kind)]),
) as Record<PartnerListingKind, Field[]>

/** The fields every kind has (commune, radius, start date, premises…). */
export const commonFields: Field[] = fieldsOf.association.filter((field) =>
  partnerListingKinds.every((kind) => fieldsOf[kind].includes(field)),
)

/** A kind's own fields (a share for an association, a redevance for a collaboration…). */
export function ownFields(kind: PartnerListingKind): Field[] {
  return fieldsOf[kind].filter((field) => !commonFields.includes(field))
}

const emptyFields = (): PartnerListingFields =>
  Object.fromEntries(
    fieldsOf.association
      .concat(...partnerListingKinds.map((kind) => fieldsOf[kind]))
      .map((field) => [field, field === 'vehicle_required' || field === 'parking' ? false : null]),
  ) as unknown as PartnerListingFields

/** The fields a kind must have to be published, marked * on the form. */
export function requiredToPublish(kind: PartnerListingKind): Set<string> {
  return new Set(Object.keys(missingForPublication(kind, emptyFields())))
}

const numeric = new Set<Field>([
  'radius_km',
  'share_percent',
  'price_eur',
  'team_size',
  'redevance_percent',
  'days_per_week',
  'patients_per_day',
  'rounds',
  'experience_years',
])

export function initialValues(listing?: PartnerListing): ListingFormValues {
  const text: Partial<Record<Field, string>> = {}
  if (listing)
    for (const field of fieldsOf[listing.kind]) {
      const value = listing[field]
      if (value === null || value === undefined || field === 'commune_insee') continue
      text[field] = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)
    }
  return {
    kind: listing?.kind ?? 'association',
    commune: listing?.commune
      ? { insee: listing.commune.insee, name: listing.commune.name, postal_code: listing.commune.postal_code }
      : null,
    text,
    vehicle_required: listing?.vehicle_required ?? false,
    parking: listing?.parking ?? false,
  }
}

/** What the API is sent: the chosen kind's fields only (another kind's would be refused), blanks as null. */
export function toInput(values: ListingFormValues): Omit<CreateListingInput, 'publish'> {
  const input: Record<string, unknown> = { kind: values.kind }
  for (const field of fieldsOf[values.kind]) {
    if (field === 'commune_insee') input[field] = values.commune?.insee ?? null
    else if (field === 'vehicle_required' || field === 'parking') input[field] = values[field]
    else {
      const raw = values.text[field]?.trim() ?? ''
      if (raw === '') input[field] = null
      else if (field === 'premises_taken_over') input[field] = raw === 'yes'
      else if (numeric.has(field)) input[field] = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN
      else input[field] = raw
    }
  }
  return input as Omit<CreateListingInput, 'publish'>
}

/**
 * The values checked as the server will: the schema's bounds, and for publishing what a published
 * listing must have. Field → message code.
 */
export function checkValues(values: ListingFormValues, publishing: boolean, message: (code: string, field: string) => string) {
  const input = toInput(values)
  const found: FieldErrors = {}
  const result = validate(createPartnerListingSchema, input, { message: (code) => code })
  if (!result.ok) for (const [field, code] of Object.entries(result.errors)) if (code) found[field] = message(code, field)
  if (publishing) {
    const merged = { ...emptyFields(), ...input } as PartnerListingFields
    for (const [field, code] of Object.entries(missingForPublication(values.kind, merged))) found[field] ??= message(code, field)
  }
  return found
}
