import { z } from 'zod'
import { careTypeSlugPattern } from './care-types.ts'
import { inseePattern } from './commune.ts'
import { daysBetweenInclusive, isoDate } from './dates.ts'
import { paginationFields } from './pagination.ts'
import { RETROCESSION_MAX, RETROCESSION_MIN, type Replacement, type Shift, shifts } from './replacements.ts'

/**
 * A replacement nurse's availability (docs/product.md#availability) and the holders' search of
 * available nurses, with the invitations it leads to. Codes in messages ('availability.…') are
 * translated by the server's tables.
 */

/** At most this many periods at once: a year of single days is not what periods are for. */
export const MAX_AVAILABILITY_PERIODS = 60
/** A period spans a year at most, like an offer. */
export const MAX_PERIOD_DAYS = 366
export const AVAILABILITY_NOTE_MAX = 500
export const AVAILABILITY_RADIUS_MAX_KM = 200
/** A search covers at most this many days. */
export const AVAILABLE_NURSES_MAX_RANGE_DAYS = 93
export const AVAILABLE_NURSES_DEFAULT_PER_PAGE = 10
/** Small pages, on top of the per-user rate limit: a holder reads a page, a scraper wants them all. */
export const AVAILABLE_NURSES_MAX_PER_PAGE = 20
export const AVAILABLE_NURSES_MAX_PAGE = 50

const insee = z.string('commune.invalid').trim().toUpperCase().regex(inseePattern, 'commune.invalid')
const careTypeSlug = z.string('care_types.invalid').trim().regex(careTypeSlugPattern, 'care_types.invalid')

/**
 * A period: a range (`start_date`–`end_date`), or chosen days (`days`, and then start and end are
 * their first and last, set by the server), with the shifts the nurse can take.
 */
export const availabilityPeriodSchema = z
  .object({
    start_date: isoDate.nullable().optional(),
    end_date: isoDate.nullable().optional(),
    days: z.array(isoDate, 'days.invalid').min(1, 'days.invalid').max(MAX_PERIOD_DAYS, 'days.too_many').nullable().optional(),
    shifts: z
      .array(z.enum(shifts, 'shifts.invalid'), 'shifts.invalid')
      .min(1, 'availability.shifts_required')
      .max(shifts.length, 'shifts.invalid'),
  })
  .superRefine((value, ctx) => {
    if (value.days) {
      const sorted = [...new Set(value.days)].sort()
      if (daysBetweenInclusive(sorted[0] as string, sorted.at(-1) as string) > MAX_PERIOD_DAYS)
        ctx.addIssue({ code: 'custom', path: ['days'], message: 'availability.period_too_long' })
      return
    }
    if (!value.start_date || !value.end_date) {
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'availability.dates_required' })
      return
    }
    if (value.end_date < value.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'dates.order' })
    else if (daysBetweenInclusive(value.start_date, value.end_date) > MAX_PERIOD_DAYS)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'availability.period_too_long' })
  })
  .transform((value) => {
    if (value.days) {
      const days = [...new Set(value.days)].sort()
      return { start_date: days[0] as string, end_date: days.at(-1) as string, days, shifts: [...new Set(value.shifts)] }
    }
    return {
      start_date: value.start_date as string,
      end_date: value.end_date as string,
      days: null,
      shifts: [...new Set(value.shifts)],
    }
  })

/**
 * PUT /api/availability: the whole availability at once (periods included), so that a change made
 * offline and replayed later lands as it was written (docs/offline.md).
 */
export const saveAvailabilitySchema = z.object({
  /** Shown to holders, or paused (kept, shown to nobody). */
  visible: z.boolean('validation.invalid'),
  zone_commune_insee: insee,
  radius_km: z
    .number('availability.radius_invalid')
    .int('availability.radius_invalid')
    .min(1, 'availability.radius_invalid')
    .max(AVAILABILITY_RADIUS_MAX_KM, 'availability.radius_invalid'),
  care_types: z.array(careTypeSlug, 'care_types.invalid').max(30, 'care_types.invalid'),
  /** The lowest rétrocession percentage the nurse takes; null: any. */
  min_retrocession_percent: z
    .number('retrocession_percent.invalid')
    .int('retrocession_percent.invalid')
    .min(RETROCESSION_MIN, 'retrocession_percent.range')
    .max(RETROCESSION_MAX, 'retrocession_percent.range')
    .nullable(),
  has_vehicle: z.boolean('validation.invalid'),
  note: z.string('validation.invalid').trim().max(AVAILABILITY_NOTE_MAX, 'availability.note_too_long').nullable(),
  periods: z.array(availabilityPeriodSchema, 'validation.invalid').max(MAX_AVAILABILITY_PERIODS, 'availability.too_many_periods'),
})
export type SaveAvailabilityInput = z.input<typeof saveAvailabilitySchema>

export interface AvailabilityPeriod {
  id: number
  start_date: string
  end_date: string
  days: string[] | null
  shifts: Shift[]
}

/** A day the nurse is already booked: an accepted application's day (the calendar shows them). */
export interface BookedReplacement {
  application_id: number
  replacement_id: number
  commune_name: string
  days: string[]
}

/** GET /api/availability and the answer of PUT: the nurse's own availability. */
export interface Availability {
  /** False until the nurse saves it once: the fields then come from her profile. */
  saved: boolean
  visible: boolean
  zone_commune_insee: string | null
  zone_commune_name: string | null
  radius_km: number
  care_types: string[]
  min_retrocession_percent: number | null
  has_vehicle: boolean
  note: string | null
  /** Current and future periods only: past ones drop off by themselves. */
  periods: AvailabilityPeriod[]
  booked: BookedReplacement[]
  updated_at: string | null
}

export interface AvailabilitySaved {
  message: string
  availability: Availability
}

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value)
const wholeNumber = (code: string, max: number) =>
  z
    .string(code)
    .regex(/^\d{1,6}$/, code)
    .transform(Number)
    .pipe(z.number().int().min(1, code).max(max, code))

/**
 * GET /api/available-nurses?commune=&from=&to=&care_types=a,b&page=&perPage=: nurses free on
 * some of the days whose zone covers the commune and who practise every care type asked.
 */
export const availableNursesQuerySchema = z
  .object({
    commune: z.preprocess(emptyAsAbsent, z.string('availability.commune_required').pipe(insee)),
    from: z.preprocess(emptyAsAbsent, isoDate),
    to: z.preprocess(emptyAsAbsent, isoDate),
    care_types: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : emptyAsAbsent(value)),
      z.array(careTypeSlug, 'care_types.invalid').max(30, 'care_types.invalid').optional(),
    ),
    /** The offer's percentage: nurses asking for more are left out. */
    retrocession_percent: z.preprocess(
      emptyAsAbsent,
      wholeNumber('retrocession_percent.range', RETROCESSION_MAX)
        .pipe(z.number().min(RETROCESSION_MIN, 'retrocession_percent.range'))
        .optional(),
    ),
    /** The offer requires a vehicle: nurses without one are left out. */
    vehicle_required: z.preprocess(
      emptyAsAbsent,
      z
        .enum(['true', 'false', '1', '0'], 'validation.invalid')
        .transform((v) => v === 'true' || v === '1')
        .optional(),
    ),
    page: z
      .preprocess(emptyAsAbsent, wholeNumber('nurse_search.page_invalid', AVAILABLE_NURSES_MAX_PAGE).optional())
      .transform((v) => v ?? 1),
    perPage: z
      .preprocess(emptyAsAbsent, wholeNumber('availability.per_page_invalid', AVAILABLE_NURSES_MAX_PER_PAGE).optional())
      .transform((v) => v ?? AVAILABLE_NURSES_DEFAULT_PER_PAGE),
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dates.order' })
    else if (daysBetweenInclusive(value.from, value.to) > AVAILABLE_NURSES_MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'availability.range_too_long' })
  })

/**
 * One available nurse as a holder sees her: only what choosing whom to invite needs (no last
 * name, no address, no e-mail or phone, no photo). `id` is her user id, to invite her.
 */
export interface AvailableNurse {
  id: number
  first_name: string
  /** "M." for Martin. */
  last_initial: string
  validated: boolean
  experience_years: number | null
  care_types: string[]
  zone_commune_name: string
  /** Her free days within the range searched, today or later. */
  days_free: string[]
  /** From her zone's commune to the one searched, 0.1 km. */
  distance_km: number
}

export interface AvailableNursesResponse {
  nurses: AvailableNurse[]
  count: number
}

/** GET /api/invitations/me. */
export const invitationListQuerySchema = z.object({ ...paginationFields(20) })

export const invitationStatuses = ['pending', 'applied', 'declined', 'ended'] as const
export type InvitationStatus = (typeof invitationStatuses)[number]

/** POST /api/replacements/{id}/invitations. */
export const createInvitationSchema = z.object({
  nurse_id: z.number('validation.invalid').int('validation.invalid').positive('validation.invalid'),
})

/** POST /api/invitations/{id}/apply: the application's message and days, both optional. */
export const invitationApplySchema = z.object({
  message: z.string('validation.invalid').trim().max(2000, 'application.message_too_long').optional(),
  dates: z.array(isoDate, 'days.invalid').min(1, 'days.invalid').max(MAX_PERIOD_DAYS, 'days.too_many').optional(),
})

export interface Invitation {
  id: number
  replacement_id: number
  /** `ended` once the offer is filled, cancelled or past. */
  status: InvitationStatus
  created_at: string
  answered_at: string | null
  application_id: number | null
  /** The conversation the invitation opened with the holder (it becomes the application's). */
  conversation_id: number | null
  /** For the holder's list: whom she invited (first name and initial). */
  nurse?: { id: number; first_name: string; last_initial: string }
  /** For the nurse's list: the offer, and who invited her. */
  replacement?: Replacement
  holder_name?: string
}

export interface InvitationSaved {
  message: string
  invitation: Invitation
  /** False when a pending invitation of this nurse to this offer already existed (answered as is). */
  created: boolean
}

export interface InvitationApplied {
  message: string
  invitation: Invitation
  application_id: number
  conversation_id: number
}
