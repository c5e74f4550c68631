import { z } from 'zod'
import { unpublishReplacementSchema } from './admin-replacements.ts'
import { isoDate } from './dates.ts'
import { idQueryValue } from './integers.ts'
import { paginationFields } from './pagination.ts'

/**
 * Partner listings (annonces de partenariat, docs/product.md#partner-listings): what the API takes
 * and gives. A listing has a kind, each with its own fields; the common fields are every kind's.
 * Messages are stable codes the server translates (partner-listings.messages.ts).
 */

/**
 * association: join a practice as a partner; collaboration: contrat de collaboration libérale;
 * cession: transfer of the patient base; recherche: a nurse looking for a practice to join.
 */
export const partnerListingKinds = ['association', 'collaboration', 'cession', 'recherche'] as const
export type PartnerListingKind = (typeof partnerListingKinds)[number]

export const partnerListingStatuses = ['draft', 'published', 'filled', 'withdrawn', 'expired'] as const
export type PartnerListingStatus = (typeof partnerListingStatuses)[number]

/** Where the work happens: a practice's own premises, premises shared with others, home visits only. */
export const premisesKinds = ['cabinet', 'shared', 'home_visits_only'] as const
export type PremisesKind = (typeof premisesKinds)[number]

/** What the indicative price of an association is for: the company's shares, or the right of presentation. */
export const associationPriceKinds = ['shares', 'presentation_right'] as const

/** Annual fees (honoraires) of the patient base transferred, in brackets: an exact figure is for the talks. */
export const feesBrackets = ['lt_100k', '100k_150k', '150k_200k', '200k_300k', 'gt_300k'] as const

/** nouvelle, en discussion, retenue, déclinée. */
export const partnerResponseStatuses = ['new', 'discussing', 'retained', 'declined'] as const
export type PartnerResponseStatus = (typeof partnerResponseStatuses)[number]

/** A published listing expires this many days after its publication (or its last renewal)… */
export const LISTING_LIFETIME_DAYS = 90
/** …and its author is mailed this many days before, to renew it. */
export const RENEWAL_NOTICE_DAYS = 7
/** The redevance a collaborator pays the holder, in percent of their fees. */
export const REDEVANCE_MAX = 50
export const PRICE_MAX_EUR = 5_000_000
export const LISTING_RADIUS_DEFAULT_KM = 30
export const LISTING_RADIUS_MAX_KM = 200
export const LISTINGS_PER_PAGE_DEFAULT = 10
export const LISTINGS_PER_PAGE_MAX = 50
export const RESPONSE_MESSAGE_MAX = 2000

const insee = z
  .string('commune.invalid')
  .trim()
  .regex(/^(?:\d{5}|2[AB]\d{3})$/i, 'commune.invalid')
  .transform((code) => code.toUpperCase())

const int = (code: string, min: number, max: number) => z.number(code).int(code).min(min, code).max(max, code)
const text = (max: number, code: string) => z.string('validation.invalid').trim().max(max, code)

/** Every kind's fields. */
const commonFields = {
  commune_insee: insee.nullable(),
  /** For a search (recherche): how far from the commune; for an offer, how far it looks for partners. */
  radius_km: int('radius_km.invalid', 1, LISTING_RADIUS_MAX_KM).nullable(),
  start_date: isoDate.nullable(),
  premises: z.enum(premisesKinds, 'partner_listing.premises_invalid').nullable(),
  software: text(80, 'software.too_long').nullable(),
  vehicle_required: z.boolean('validation.invalid'),
  parking: z.boolean('validation.invalid'),
  description: text(5000, 'description.too_long').nullable(),
}

const price = int('partner_listing.price_invalid', 0, PRICE_MAX_EUR).nullable()

/** Each kind's own fields. */
const kindFields = {
  association: {
    /** The share of the practice's company offered, in percent. */
    share_percent: int('partner_listing.share_invalid', 1, 99).nullable(),
    price_eur: price,
    price_kind: z.enum(associationPriceKinds, 'partner_listing.price_kind_invalid').nullable(),
    team_size: int('partner_listing.team_size_invalid', 1, 50).nullable(),
  },
  collaboration: {
    redevance_percent: int('partner_listing.redevance_invalid', 0, REDEVANCE_MAX).nullable(),
    /** What the redevance covers (premises, secretariat, software…). */
    redevance_covers: text(500, 'partner_listing.covers_too_long').nullable(),
    days_per_week: int('partner_listing.days_per_week_invalid', 1, 7).nullable(),
  },
  cession: {
    price_eur: price,
    fees_bracket: z.enum(feesBrackets, 'partner_listing.fees_bracket_invalid').nullable(),
    patients_per_day: int('patients_per_day.invalid', 1, 300).nullable(),
    /** Rounds (tournées) a day. */
    rounds: int('partner_listing.rounds_invalid', 1, 20).nullable(),
    premises_taken_over: z.boolean('validation.invalid').nullable(),
    /** Why the patient base is transferred, and when. */
    reason: text(1000, 'partner_listing.reason_too_long').nullable(),
  },
  recherche: {
    experience_years: int('partner_listing.experience_invalid', 0, 50).nullable(),
    experience: text(1000, 'partner_listing.experience_too_long').nullable(),
  },
} as const

type Optionals<T extends Record<string, z.ZodType>> = { [K in keyof T]: z.ZodOptional<T[K]> }
function optionals<T extends Record<string, z.ZodType>>(fields: T): Optionals<T> {
  return Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.optional()])) as Optionals<T>
}

/**
 * A kind's body: its common and own fields, each optional. Fields of another kind are refused (a
 * strict object), so nothing is stored that no screen shows.
 */
const otherKind = { error: 'partner_listing.field_of_other_kind' }
const kindBodies = {
  association: z.strictObject(
    { kind: z.literal('association'), ...optionals(commonFields), ...optionals(kindFields.association) },
    otherKind,
  ),
  collaboration: z.strictObject(
    { kind: z.literal('collaboration'), ...optionals(commonFields), ...optionals(kindFields.collaboration) },
    otherKind,
  ),
  cession: z.strictObject(
    { kind: z.literal('cession'), ...optionals(commonFields), ...optionals(kindFields.cession) },
    otherKind,
  ),
  recherche: z.strictObject(
    { kind: z.literal('recherche'), ...optionals(commonFields), ...optionals(kindFields.recherche) },
    otherKind,
  ),
}
const publishField = { publish: z.boolean('validation.invalid').optional() }
const kindError = { error: 'partner_listing.kind_invalid' }

/**
 * POST /api/partner-listings: a draft (any field may be missing: it is written a bit at a time),
 * or a published listing with `publish: true` (then complete, `missingForPublication`).
 */
export const createPartnerListingSchema = z.discriminatedUnion(
  'kind',
  [
    kindBodies.association.extend(publishField),
    kindBodies.collaboration.extend(publishField),
    kindBodies.cession.extend(publishField),
    kindBodies.recherche.extend(publishField),
  ],
  kindError,
)

/** PUT /api/partner-listings/{id}: the listing's own kind (it never changes) and the fields that change. */
export const updatePartnerListingSchema = z.discriminatedUnion(
  'kind',
  [kindBodies.association, kindBodies.collaboration, kindBodies.cession, kindBodies.recherche],
  kindError,
)

/** Every field a listing may store, whatever its kind (what the table holds). */
export interface PartnerListingFields {
  commune_insee: string | null
  radius_km: number | null
  start_date: string | null
  premises: PremisesKind | null
  software: string | null
  vehicle_required: boolean
  parking: boolean
  description: string | null
  share_percent: number | null
  price_eur: number | null
  price_kind: (typeof associationPriceKinds)[number] | null
  team_size: number | null
  redevance_percent: number | null
  redevance_covers: string | null
  days_per_week: number | null
  fees_bracket: (typeof feesBrackets)[number] | null
  patients_per_day: number | null
  rounds: number | null
  premises_taken_over: boolean | null
  reason: string | null
  experience_years: number | null
  experience: string | null
}

/** The fields each kind must have to be published (besides the commune, a start date and the premises). */
const requiredByKind: Record<PartnerListingKind, (keyof PartnerListingFields)[]> = {
  association: ['share_percent', 'team_size'],
  collaboration: ['redevance_percent', 'days_per_week'],
  cession: ['fees_bracket', 'patients_per_day', 'premises_taken_over'],
  recherche: ['radius_km'],
}

/**
 * What a published listing must have (checked on publication, on the stored draft merged with the
 * input): field → message code. The prices stay optional: an indicative price is the author's
 * choice to give (many say "à discuter").
 */
export function missingForPublication(kind: PartnerListingKind, listing: PartnerListingFields): Record<string, string> {
  const missing: Record<string, string> = {}
  if (!listing.commune_insee) missing.commune_insee = 'validation.required'
  if (!listing.start_date) missing.start_date = 'validation.required'
  if (kind !== 'recherche' && !listing.premises) missing.premises = 'validation.required'
  for (const field of requiredByKind[kind]) if (listing[field] === null) missing[field] = 'validation.required'
  return missing
}

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(item))
const pageFields = {
  page: z.coerce.number('page.invalid').int('page.invalid').min(1, 'page.invalid').max(100_000, 'page.invalid').default(1),
  perPage: z.coerce
    .number('per_page.invalid')
    .int('per_page.invalid')
    .min(1, 'per_page.invalid')
    .max(LISTINGS_PER_PAGE_MAX, 'per_page.invalid')
    .default(LISTINGS_PER_PAGE_DEFAULT),
}
const queryInt = (code: string, min: number, max: number) => z.coerce.number(code).int(code).min(min, code).max(max, code)

/**
 * GET /api/partner-listings: published listings, around `commune` within `radius_km` (each with
 * its distance), of some kinds (`kind=association,cession`), starting between `start_from` and
 * `start_to`, priced between `price_min` and `price_max` (€) or with a redevance between
 * `percent_min` and `percent_max`; sorted by distance (with a commune) or newest first.
 */
export const partnerListingSearchSchema = z
  .object({
    commune: insee.optional(),
    radius_km: queryInt('radius_km.invalid', 1, LISTING_RADIUS_MAX_KM).default(LISTING_RADIUS_DEFAULT_KM),
    kind: csv(z.enum(partnerListingKinds, 'partner_listing.kind_invalid')).optional(),
    start_from: isoDate.optional(),
    start_to: isoDate.optional(),
    price_min: queryInt('partner_listing.price_invalid', 0, PRICE_MAX_EUR).optional(),
    price_max: queryInt('partner_listing.price_invalid', 0, PRICE_MAX_EUR).optional(),
    percent_min: queryInt('partner_listing.redevance_invalid', 0, REDEVANCE_MAX).optional(),
    percent_max: queryInt('partner_listing.redevance_invalid', 0, REDEVANCE_MAX).optional(),
    sort: z.enum(['distance', 'date'], 'partner_listing.sort_invalid').optional(),
    ...pageFields,
  })
  .superRefine((value, ctx) => {
    if (value.start_from && value.start_to && value.start_to < value.start_from)
      ctx.addIssue({ code: 'custom', path: ['start_to'], message: 'dates.order' })
    if (value.price_min !== undefined && value.price_max !== undefined && value.price_max < value.price_min)
      ctx.addIssue({ code: 'custom', path: ['price_max'], message: 'partner_listing.range_order' })
    if (value.percent_min !== undefined && value.percent_max !== undefined && value.percent_max < value.percent_min)
      ctx.addIssue({ code: 'custom', path: ['percent_max'], message: 'partner_listing.range_order' })
    if (value.sort === 'distance' && !value.commune)
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'sort.distance_needs_commune' })
  })
export type PartnerListingSearch = z.output<typeof partnerListingSearchSchema>

/** GET /api/partner-listings/me?status=draft,published&page=&perPage= (the author's, newest first). */
export const myPartnerListingsQuerySchema = z.object({
  status: csv(z.enum(partnerListingStatuses, 'status.invalid')).optional(),
  ...pageFields,
})

/** POST /api/partner-listings/{id}/responses (with an Idempotency-Key header). */
export const respondSchema = z.object({
  message: z
    .string('validation.invalid')
    .trim()
    .min(1, 'partner_response.message_required')
    .max(RESPONSE_MESSAGE_MAX, 'partner_response.message_too_long'),
})

/** GET /api/partner-responses/received|sent and /api/partner-listings/{id}/responses. */
export const partnerResponsesQuerySchema = z.object({
  status: csv(z.enum(partnerResponseStatuses, 'status.invalid')).optional(),
  listing_id: idQueryValue('validation.invalid').optional(),
  ...pageFields,
})

/** POST /api/partner-responses/{id}/status: the listing's author says where the response stands. */
export const partnerResponseStatusSchema = z.object({
  status: z.enum(['discussing', 'retained', 'declined'], 'partner_response.status_invalid'),
})

export interface PartnerListingAuthor {
  id: number
  first_name: string | null
  last_name: string | null
  profil_url: string | null
}

export interface PartnerListingCommune {
  insee: string
  name: string
  postal_code: string
  department: string
  /** The commune's centre (never an address): where the search's map puts the listing. */
  lat: number
  lng: number
}

/** A listing as the API gives it: its kind's fields only (the others are left out). */
export type PartnerListing = {
  id: number
  kind: PartnerListingKind
  status: PartnerListingStatus
  commune: PartnerListingCommune | null
  /** Km from the searched commune (search only), one decimal. */
  distance_km: number | null
  published_at: string | null
  expires_at: string | null
  filled_at: string | null
  withdrawn_at: string | null
  created_at: string
  updated_at: string
  author: PartnerListingAuthor
  /** How many responses it has (its author only; null for others). */
  responses_count: number | null
  /** The viewer's own response, if any. */
  my_response: { id: number; status: PartnerResponseStatus; conversation_id: number | null } | null
} & Partial<PartnerListingFields>

export interface PartnerListingSaved {
  message: string
  partner_listing: PartnerListing
}

export interface PartnerResponse {
  id: number
  listing: { id: number; kind: PartnerListingKind; status: PartnerListingStatus; commune_name: string | null }
  responder: PartnerListingAuthor
  /** The listing's author (for the responses one sent). */
  listing_author: PartnerListingAuthor
  message: string
  status: PartnerResponseStatus
  conversation_id: number | null
  created_at: string
  updated_at: string
}

// Back office (GET /api/admin/partner-listings, /{id}, POST /{id}/unpublish; admins only).

export const ADMIN_PARTNER_LISTINGS_PER_PAGE = 15

const adminText = z.string().trim().max(100, 'filter.text_too_long')

/** The list's filters; query-string values are strings. */
export const adminPartnerListingsQuerySchema = z.object({
  status: z.enum(partnerListingStatuses, 'filter.status_invalid').optional(),
  kind: z.enum(partnerListingKinds, 'partner_listing.kind_invalid').optional(),
  department: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(?:0[1-9]|[1-8]\d|9[0-5]|2[AB]|97[1-6])$/, 'filter.department_invalid')
    .optional(),
  /** Text in the commune's name or its postal code. */
  commune: adminText.optional(),
  /** Text in the author's first name, last name or e-mail. */
  author: adminText.optional(),
  ...paginationFields(ADMIN_PARTNER_LISTINGS_PER_PAGE),
})
export type AdminPartnerListingsQuery = z.output<typeof adminPartnerListingsQuerySchema>

/** POST /api/admin/partner-listings/{id}/unpublish: the reason is mailed to the author, with the same bounds as an offer's. */
export const unpublishPartnerListingSchema = unpublishReplacementSchema

export interface AdminPartnerListingRow {
  id: number
  kind: PartnerListingKind
  status: PartnerListingStatus
  commune_name: string | null
  postal_code: string | null
  department: string | null
  start_date: string | null
  published_at: string | null
  expires_at: string | null
  created_at: string
  responses_count: number
  author: { id: number; first_name: string | null; last_name: string | null; email: string }
}

export interface AdminPartnerListingDetail extends AdminPartnerListingRow {
  fields: Partial<PartnerListingFields>
  withdrawn_reason: string | null
  history: {
    action: string
    note: string | null
    at: string
    actor: { id: number; first_name: string | null; last_name: string | null } | null
  }[]
}
