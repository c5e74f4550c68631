import { z } from 'zod'
import { daysBetweenInclusive, isoDate } from './dates.ts'
import { idQueryValue } from './integers.ts'

/**
 * The replacement marketplace's contract (docs/product.md#glossary: offer, application):
 * what the API takes and gives, the constants both sides share. Codes in messages (e.g.
 * 'replacement.dates_order') are translated by the server's tables and the client's catalogue.
 */

export const replacementStatuses = ['draft', 'published', 'filled', 'cancelled', 'expired'] as const
export type ReplacementStatus = (typeof replacementStatuses)[number]

export const urgencies = ['normal', 'urgent', 'immediate'] as const
export type Urgency = (typeof urgencies)[number]

export const shifts = ['matin', 'apres_midi', 'soir', 'journee'] as const
export type Shift = (typeof shifts)[number]

export const applicationStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]

/** The percentage of the fees paid to the replacement nurse (docs/product.md#money): one figure. */
export const RETROCESSION_MIN = 50
export const RETROCESSION_MAX = 100
/** One offer covers at most a year of days. */
export const MAX_OFFER_DAYS = 366
/** R4312-83: a holder may be replaced by at most two nurses on the same day. */
export const MAX_NURSES_PER_HOLDER_DAY = 2
/** R4312-87: past three months of replacing the same holder, a two-year non-compete applies. */
export const NON_COMPETE_WARNING_DAYS = 90
/** Urgent and immediate offers collect answers for this long before the holder chooses. */
export const URGENT_ANSWER_WINDOW_MINUTES = 30

export const SEARCH_RADIUS_DEFAULT_KM = 30
export const SEARCH_RADIUS_MAX_KM = 200
export const PER_PAGE_DEFAULT = 10
export const PER_PAGE_MAX = 50

const insee = z
  .string('commune.invalid')
  .trim()
  .regex(/^(?:\d{5}|2[AB]\d{3})$/i, 'commune.invalid')
  .transform((code) => code.toUpperCase())

const careTypeSlug = z
  .string('care_types.invalid')
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'care_types.invalid')

/**
 * The fields of an offer. A draft may be incomplete (it can be written offline, a bit at a time);
 * publishing asks for the whole (`publishableReplacementSchema`). Dates are either a range
 * (`start_date`–`end_date`) or chosen days (`days`, then start and end are their first and last).
 */
const offerFields = {
  commune_insee: insee.nullable(),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  days: z.array(isoDate, 'days.invalid').max(MAX_OFFER_DAYS, 'days.too_many').nullable(),
  shifts: z.array(z.enum(shifts, 'shifts.invalid'), 'shifts.invalid').max(shifts.length, 'shifts.invalid'),
  care_types: z.array(careTypeSlug, 'care_types.invalid').max(30, 'care_types.invalid'),
  patients_per_day: z
    .number('patients_per_day.invalid')
    .int('patients_per_day.invalid')
    .min(1, 'patients_per_day.invalid')
    .max(300, 'patients_per_day.invalid')
    .nullable(),
  retrocession_percent: z
    .number('retrocession_percent.invalid')
    .int('retrocession_percent.invalid')
    .min(RETROCESSION_MIN, 'retrocession_percent.range')
    .max(RETROCESSION_MAX, 'retrocession_percent.range')
    .nullable(),
  housing_offered: z.boolean('validation.invalid'),
  vehicle_required: z.boolean('validation.invalid'),
  software: z.string('validation.invalid').trim().max(80, 'software.too_long').nullable(),
  description: z.string('validation.invalid').trim().max(5000, 'description.too_long').nullable(),
  urgency: z.enum(urgencies, 'urgency.invalid'),
}

/** Dates are consistent: end after start, chosen days unique and sorted, not more than a year. */
function checkDates(
  value: { start_date?: string | null; end_date?: string | null; days?: string[] | null },
  ctx: z.RefinementCtx,
) {
  if (value.days && value.days.length > 0) {
    const sorted = [...new Set(value.days)].sort()
    if (daysBetweenInclusive(sorted[0] as string, sorted[sorted.length - 1] as string) > MAX_OFFER_DAYS)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'dates.too_long' })
    return
  }
  if (value.start_date && value.end_date) {
    if (value.end_date < value.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'dates.order' })
    else if (daysBetweenInclusive(value.start_date, value.end_date) > MAX_OFFER_DAYS)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'dates.too_long' })
  }
}

/** POST /api/replacements: a draft, or a published offer with `publish: true` (then complete). */
export const createReplacementSchema = z
  .object({
    ...Object.fromEntries(Object.entries(offerFields).map(([key, schema]) => [key, schema.optional()])),
    publish: z.boolean('validation.invalid').optional(),
  } as { [K in keyof typeof offerFields]: z.ZodOptional<(typeof offerFields)[K]> } & { publish: z.ZodOptional<z.ZodBoolean> })
  .superRefine(checkDates)
export type CreateReplacementInput = z.input<typeof createReplacementSchema>

/** PUT /api/replacements/{id}: the fields sent change, the others stay. */
export const updateReplacementSchema = z
  .object(
    Object.fromEntries(Object.entries(offerFields).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof offerFields]: z.ZodOptional<(typeof offerFields)[K]>
    },
  )
  .superRefine(checkDates)
export type UpdateReplacementInput = z.input<typeof updateReplacementSchema>

/**
 * What a published offer must have (checked on publish, on the stored draft merged with the
 * input): a commune, dates, at least one shift, the percentage. Returns field → message code.
 */
export function missingForPublication(offer: {
  commune_insee: string | null
  start_date: string | null
  end_date: string | null
  days: string[] | null
  shifts: string[]
  retrocession_percent: number | null
}): Record<string, string> {
  const missing: Record<string, string> = {}
  if (!offer.commune_insee) missing.commune_insee = 'validation.required'
  if (!(offer.days && offer.days.length > 0) && !(offer.start_date && offer.end_date)) missing.start_date = 'dates.required'
  if (offer.shifts.length === 0) missing.shifts = 'shifts.required'
  if (offer.retrocession_percent === null) missing.retrocession_percent = 'validation.required'
  return missing
}

/** POST /api/replacements/{id}/cancel. */
export const cancelReplacementSchema = z.object({
  reason: z.string('validation.invalid').trim().max(1000, 'reason.too_long').optional(),
})

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(item))
const queryBoolean = z.enum(['true', 'false', '1', '0'], 'validation.invalid').transform((v) => v === 'true' || v === '1')
const pageFields = {
  page: z.coerce.number('page.invalid').int('page.invalid').min(1, 'page.invalid').max(100_000, 'page.invalid').default(1),
  perPage: z.coerce
    .number('per_page.invalid')
    .int('per_page.invalid')
    .min(1, 'per_page.invalid')
    .max(PER_PAGE_MAX, 'per_page.invalid')
    .default(PER_PAGE_DEFAULT),
}

/**
 * GET /api/replacements: published offers, around a commune within `radius_km`, whose dates
 * overlap `from`–`to`; lists in the query are comma-separated (`shifts=matin,soir`).
 */
export const replacementSearchSchema = z
  .object({
    commune: insee.optional(),
    radius_km: z.coerce
      .number('radius_km.invalid')
      .int('radius_km.invalid')
      .min(1, 'radius_km.invalid')
      .max(SEARCH_RADIUS_MAX_KM, 'radius_km.invalid')
      .default(SEARCH_RADIUS_DEFAULT_KM),
    from: isoDate.optional(),
    to: isoDate.optional(),
    shifts: csv(z.enum(shifts, 'shifts.invalid')).optional(),
    care_types: csv(careTypeSlug).optional(),
    min_percent: z.coerce
      .number('retrocession_percent.invalid')
      .int('retrocession_percent.invalid')
      .min(RETROCESSION_MIN, 'retrocession_percent.range')
      .max(RETROCESSION_MAX, 'retrocession_percent.range')
      .optional(),
    housing: queryBoolean.optional(),
    urgency: csv(z.enum(urgencies, 'urgency.invalid')).optional(),
    sort: z.enum(['distance', 'start_date'], 'sort.invalid').optional(),
    ...pageFields,
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dates.order' })
    if (value.sort === 'distance' && !value.commune)
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'sort.distance_needs_commune' })
  })
export type ReplacementSearchInput = z.input<typeof replacementSearchSchema>
export type ReplacementSearch = z.output<typeof replacementSearchSchema>

/** POST /api/replacements/{id}/applications (with an Idempotency-Key header). */
export const applySchema = z.object({
  // Its own code: 'message.too_long' is the contact form's, which says 5,000 characters.
  message: z.string('validation.invalid').trim().max(2000, 'application.message_too_long').default(''),
  /** Some of the offer's days only (a split absence); absent means all of them. */
  dates: z.array(isoDate, 'days.invalid').min(1, 'days.invalid').max(MAX_OFFER_DAYS, 'days.too_many').optional(),
})
export type ApplyInput = z.input<typeof applySchema>

/** GET /api/replacements/me?status=draft,published&page=&perPage= (the author's offers, newest first). */
export const myReplacementsQuerySchema = z.object({
  status: csv(z.enum(replacementStatuses, 'status.invalid')).optional(),
  ...pageFields,
})

/**
 * GET /api/applications/me, /api/applications/received and /api/replacements/{id}/applications:
 * `status=pending,accepted`; `replacement_id` narrows /received to one offer.
 */
export const applicationListQuerySchema = z.object({
  status: csv(z.enum(applicationStatuses, 'status.invalid')).optional(),
  replacement_id: idQueryValue('validation.invalid').optional(),
  ...pageFields,
})

/** POST /api/applications/{id}/accept: the holder may accept an applicant for part of the days. */
export const acceptApplicationSchema = z.object({
  dates: z.array(isoDate, 'days.invalid').min(1, 'days.invalid').max(MAX_OFFER_DAYS, 'days.too_many').optional(),
})

export interface ReplacementCommune {
  insee: string
  name: string
  postal_code: string
  department: string
  lat: number
  lng: number
}

/**
 * How to reach the other party of an accepted replacement. The server gives it to the two
 * parties only, and only while the application stands accepted: never to a pending, declined or
 * withdrawn applicant, nor to anyone else.
 */
export interface PartyContact {
  email: string
  phone: string | null
}

export interface ReplacementAuthor {
  id: number
  first_name: string | null
  last_name: string | null
  profil_url: string | null
}

/** A change to a published offer that applicants must see (dates or percentage). */
export interface ReplacementChange {
  changed_at: string
  changes: Record<string, { from: unknown; to: unknown }>
}

/** GET /api/replacements/{id} and every list's items. */
export interface Replacement {
  id: number
  status: ReplacementStatus
  urgency: Urgency
  commune: ReplacementCommune | null
  start_date: string | null
  end_date: string | null
  /** Chosen days, when the offer is not a plain range. */
  days: string[] | null
  shifts: Shift[]
  care_types: string[]
  patients_per_day: number | null
  retrocession_percent: number | null
  housing_offered: boolean
  vehicle_required: boolean
  software: string | null
  description: string | null
  author: ReplacementAuthor
  /** For urgent and immediate offers: until when answers are collected. */
  answer_window_ends_at: string | null
  published_at: string | null
  filled_at: string | null
  cancelled_at: string | null
  created_at: string
  updated_at: string
  /** In a search around a commune: km from it, one decimal. */
  distance_km: number | null
  /** Days already covered by accepted applications (a split offer fills day by day). */
  covered_days: string[]
  applications_count: number
  /** The viewer's own application to it, if any. */
  my_application: { id: number; status: ApplicationStatus } | null
  /** The author's phone and e-mail, for the viewer whose application is accepted (absent otherwise). */
  author_contact?: PartyContact
  history: ReplacementChange[]
}

export type ApplicantRppsStatus = 'validated' | 'pending' | 'missing'

export interface Applicant {
  /** The applicant's user id. */
  id: number
  /** Their nurse profile (GET /api/nurses/{id}), when they have one. */
  nurse_id: number | null
  first_name: string | null
  last_name: string | null
  profil_url: string | null
  rpps_status: ApplicantRppsStatus
  diploma_year: number | null
  /** Years since the diploma. */
  experience_years: number | null
  /** From the applicant's zone commune to the offer's commune. */
  distance_km: number | null
  replacement_authorisation_expires_on: string | null
  /** Their phone and e-mail, once their application is accepted (absent otherwise). */
  contact?: PartyContact
}

export interface Application {
  id: number
  replacement_id: number
  status: ApplicationStatus
  message: string
  /** The days applied for (null: all the offer's days); once accepted, the days accepted. */
  dates: string[] | null
  created_at: string
  decided_at: string | null
  /** For the offer's author. */
  applicant?: Applicant
  /** In the applicant's lists (/applied) and the author's (/responses). */
  replacement?: Replacement
  /**
   * For the offer's author, on pending and accepted applications: what an accept would warn
   * about (authorisation, non-compete), computed now.
   */
  warnings?: ComplianceWarning[]
}

/** A compliance warning returned with an accept (not blocking; see docs/product.md#who-may-replace). */
export interface ComplianceWarning {
  code: 'authorisation_expires' | 'authorisation_missing' | 'non_compete'
  message: string
}

export interface ReplacementList {
  replacements: Replacement[]
  count: number
}
export interface ApplicationList {
  applications: Application[]
  count: number
}

/**
 * POST /api/replacements/{id}/answer-window: the author of an urgent or immediate offer says
 * until when answers are collected (the server refuses an end it cannot accept, with its reason).
 */
export const answerWindowSchema = z.object({
  ends_at: z.iso.datetime({ offset: true, error: 'answer_window.invalid' }),
})
export type AnswerWindowInput = z.input<typeof answerWindowSchema>

/** What the offer's mutations answer: POST/PUT /api/replacements, /publish, /cancel, /answer-window. */
export interface ReplacementSaved {
  message: string
  replacement: Replacement
}

/** What POST /api/replacements/{id}/applications, /decline and /withdraw answer. */
export interface ApplicationSaved {
  message: string
  application: Application
}

/** POST /api/applications/{id}/accept: the new states, the warnings, who was declined because it filled. */
export interface ApplicationAccepted {
  message: string
  application: Application
  replacement: Replacement
  warnings: ComplianceWarning[]
  /** Applications declined by this accept because the offer is now filled (empty otherwise). */
  declined_application_ids: number[]
}

/**
 * Every day an offer covers: its chosen days in order, or each day of its range (none while a
 * draft lacks one of its ends). The server checks applications against it, the screens list it.
 */
export function offerDays(offer: {
  start_date: string | null
  end_date: string | null
  days: readonly string[] | null
}): string[] {
  if (offer.days && offer.days.length > 0) return [...offer.days].sort()
  if (!offer.start_date || !offer.end_date) return []
  const days: string[] = []
  for (
    let t = Date.parse(`${offer.start_date}T00:00:00Z`), end = Date.parse(`${offer.end_date}T00:00:00Z`);
    t <= end;
    t += 86_400_000
  )
    days.push(new Date(t).toISOString().slice(0, 10))
  return days
}
