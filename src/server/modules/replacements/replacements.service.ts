import type { Transaction } from 'kysely'
import type { z } from 'zod'
import { parisToday } from '#shared/dates.ts'
import type { createReplacementSchema, ReplacementChange, updateReplacementSchema } from '#shared/replacements.ts'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import type { RequestDeps } from '../../http/types.ts'
import type { Locale, MessageCode } from '../../i18n/messages.ts'
import { queueAlertJob } from '../alerts/alert-jobs.repository.ts'
import { consumeEmailCode } from '../auth/email-codes.ts'
import { insertNurse, lockNurseOfUser, setNurseRpps } from '../nurses/nurses.repository.ts'
import { claimRpps } from '../nurses/rpps-holders.ts'
import { type AuthUser, updateUser } from '../users/users.repository.ts'
import { lockAccount, publishHeldOffer, releaseHeldAlerts, validRppsOf } from './immediate-confirmation.ts'
import type { RequestClock } from './marketplace-http.ts'
import { assertMayPublish } from './offer-entitlements.ts'
import { answerWindowEnd, mergeDates, mergedDateProblems, publicationProblems } from './offer-rules.ts'
import { personName, tellApplicantsOfCancellation } from './replacements.events.ts'
import {
  deleteDraft,
  findCommuneByInsee,
  findOfferState,
  hasAcceptedApplications,
  insertReplacement,
  type OfferState,
  type OfferValues,
  recordChange,
  updateReplacement,
} from './replacements.repository.ts'

/**
 * The rules of an offer's life (README.md here): post, edit, publish, cancel, the answer window,
 * a draft's deletion. Each change runs in the caller's transaction (inTransaction, in the handler)
 * and refuses with an HttpError, which rolls it back. The offer is locked FOR UPDATE first, and
 * its author checked again under the lock.
 */

type Trx = Transaction<Database>

/** The offer for its author: 404 when absent or another's draft, 403 when another's. */
export function assertAuthor(offer: OfferState | undefined, user: AuthUser): OfferState {
  if (!offer || (offer.author_user_id !== user.id && offer.stored_status === 'draft')) throw new HttpError(404, 'http.not_found')
  if (offer.author_user_id !== user.id) throw new HttpError(403, 'http.forbidden')
  return offer
}

/** The commune's labels and position, copied into the offer; 422 when the code is not in the table. */
export async function communeValues(db: Db, insee: string | null | undefined, locale: Locale): Promise<OfferValues> {
  if (insee === undefined) return {}
  if (insee === null)
    return { commune_insee: null, commune_name: null, postal_code: null, department: null, lat: null, lng: null }
  const commune = await findCommuneByInsee(db, insee)
  if (!commune) throw fieldErrors(locale, 'validation.failed', { commune_insee: 'commune.unknown' })
  return {
    commune_insee: commune.insee,
    commune_name: commune.name,
    postal_code: commune.postal_code,
    department: commune.department,
    lat: commune.lat,
    lng: commune.lng,
  }
}

type OfferInput = z.output<typeof updateReplacementSchema>

/** The plain fields an input sets (not the dates and the commune, which have their own rules). */
function plainValues(input: OfferInput): OfferValues {
  const values: OfferValues = {}
  if (input.urgency !== undefined) values.urgency = input.urgency
  if (input.shifts !== undefined) values.shifts = [...new Set(input.shifts)]
  if (input.care_types !== undefined) values.care_types = [...new Set(input.care_types)]
  if (input.patients_per_day !== undefined) values.patients_per_day = input.patients_per_day
  if (input.retrocession_percent !== undefined) values.retrocession_percent = input.retrocession_percent
  if (input.housing_offered !== undefined) values.housing_offered = input.housing_offered
  if (input.vehicle_required !== undefined) values.vehicle_required = input.vehicle_required
  if (input.software !== undefined) values.software = input.software || null
  if (input.description !== undefined) values.description = input.description || null
  return values
}

/** A new offer as it will be stored, and its publication when `publish` (refused when incomplete). */
export interface NewOffer {
  values: OfferValues
  publication: { published_at: Date; answer_window_ends_at: Date | null } | null
}

/** Checked before the transaction: the commune, and a published offer's completeness. */
export async function prepareOffer(
  db: Db,
  input: z.output<typeof createReplacementSchema>,
  { now, today, locale }: RequestClock,
): Promise<NewOffer> {
  const dates = mergeDates({ start_date: null, end_date: null, days: null }, input)
  const values: OfferValues = { ...plainValues(input), ...dates, ...(await communeValues(db, input.commune_insee, locale)) }
  if (input.publish) {
    const problems = publicationProblems(
      {
        ...dates,
        commune_insee: values.commune_insee ?? null,
        shifts: values.shifts ?? [],
        retrocession_percent: values.retrocession_percent ?? null,
        urgency: values.urgency ?? 'normal',
      },
      today,
    )
    if (Object.keys(problems).length > 0) throw fieldErrors(locale, 'replacement.not_publishable', problems)
  }
  const publication = input.publish
    ? { published_at: now, answer_window_ends_at: answerWindowEnd(values.urgency ?? 'normal', now) }
    : null
  return { values, publication }
}

/**
 * Stores the offer. An unconfirmed account's published offer is held (immediate-confirmation.ts):
 * `held` then, and no alert job. A public offer's alert job is written with it; the caller
 * delivers it after the commit.
 */
export async function createOffer(
  trx: Trx,
  deps: Pick<RequestDeps, 'auth' | 'mail'>,
  input: { author: AuthUser; offer: NewOffer },
  clock: RequestClock,
): Promise<{ id: number; held: boolean }> {
  const { now } = clock
  const { author: user, offer } = input
  const { values, publication } = offer
  if (publication && user.email_verified_at === null) {
    const account = await lockAccount(trx, user.id)
    // Confirmed meanwhile (another tab): an offer like any other.
    if (account.email_verified_at === null) {
      const heldId = await publishHeldOffer(trx, deps, account, { values, publication, now })
      if (heldId === undefined) throw new HttpError(403, 'email.unverified')
      return { id: heldId, held: true }
    }
  }
  if (publication) await assertMayPublish(trx, user, { id: null, urgency: values.urgency ?? 'normal' }, clock)
  const inserted = await insertReplacement(trx, user.id, values, publication, now)
  // The alerts are owed exactly when the offer is public: written with it, delivered after.
  if (publication) await queueAlertJob(trx, inserted, now)
  return { id: inserted, held: false }
}

const sameDays = (a: string[] | null, b: string[] | null) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The fields sent change. A published offer stays complete; its dates and percentage changes go
 * to its history (shown to applicants); its dates are frozen once someone is accepted; its
 * urgency is fixed at publication. `commune` was resolved before the transaction (communeValues).
 */
export async function updateOffer(
  trx: Trx,
  input: { id: number; author: AuthUser; changes: OfferInput; commune: OfferValues },
  { now, today, locale }: RequestClock,
): Promise<void> {
  const { id } = input
  const offer = assertAuthor(await findOfferState(trx, id, today, 'update'), input.author)
  if (offer.status === 'cancelled' || offer.status === 'expired') throw new HttpError(409, 'replacement.closed')
  const dates = mergeDates(offer, input.changes)
  const dateProblems = mergedDateProblems(dates)
  if (Object.keys(dateProblems).length > 0) throw fieldErrors(locale, 'validation.failed', dateProblems)
  const values: OfferValues = { ...plainValues(input.changes), ...dates, ...input.commune }

  if (offer.status !== 'draft') {
    if (values.urgency !== undefined && values.urgency !== offer.urgency) throw new HttpError(422, 'replacement.urgency_locked')
    const changes: ReplacementChange['changes'] = {}
    if (dates.start_date !== offer.start_date) changes.start_date = { from: offer.start_date, to: dates.start_date }
    if (dates.end_date !== offer.end_date) changes.end_date = { from: offer.end_date, to: dates.end_date }
    if (!sameDays(dates.days, offer.days)) changes.days = { from: offer.days, to: dates.days }
    const datesChanged = Object.keys(changes).length > 0
    if (datesChanged && (await hasAcceptedApplications(trx, id))) throw new HttpError(422, 'replacement.dates_locked')
    if (values.retrocession_percent !== undefined && values.retrocession_percent !== offer.retrocession_percent)
      changes.retrocession_percent = { from: offer.retrocession_percent, to: values.retrocession_percent }
    const problems = publicationProblems(
      {
        ...dates,
        commune_insee: values.commune_insee === undefined ? offer.commune_insee : values.commune_insee,
        shifts: values.shifts ?? offer.shifts,
        retrocession_percent:
          values.retrocession_percent === undefined ? offer.retrocession_percent : values.retrocession_percent,
        urgency: offer.urgency,
      },
      today,
    )
    // An unchanged past end is the expiry's business, not this edit's.
    if (!datesChanged && problems.end_date === 'dates.past') delete problems.end_date
    if (!datesChanged && problems.start_date === 'dates.immediate') delete problems.start_date
    if (Object.keys(problems).length > 0) throw fieldErrors(locale, 'replacement.not_publishable', problems)
    if (Object.keys(changes).length > 0) await recordChange(trx, id, changes, now)
  }
  await updateReplacement(trx, id, values, now)
}

/** Drafts only (a published offer is cancelled, so applicants are told). */
export async function deleteOffer(db: Db, offer: OfferState): Promise<void> {
  if (offer.stored_status !== 'draft' || !(await deleteDraft(db, offer.id)))
    throw new HttpError(409, 'replacement.delete_not_draft')
}

/** A complete draft becomes public, urgent ones open their answer window; its alert job is written with it. */
export async function publishOffer(trx: Trx, input: { id: number; author: AuthUser }, { now, today, locale }: RequestClock) {
  const { id } = input
  const offer = assertAuthor(await findOfferState(trx, id, today, 'update'), input.author)
  if (offer.stored_status !== 'draft') throw new HttpError(409, 'replacement.not_draft')
  const problems = publicationProblems(offer, today)
  if (Object.keys(problems).length > 0) throw fieldErrors(locale, 'replacement.not_publishable', problems)
  await assertMayPublish(trx, input.author, { id, urgency: offer.urgency }, { now, today, locale })
  await updateReplacement(
    trx,
    id,
    { status: 'published', published_at: now, answer_window_ends_at: answerWindowEnd(offer.urgency, now) },
    now,
  )
  await queueAlertJob(trx, id, now)
}

/** A published or filled offer is cancelled; its pending and accepted applicants are told. */
export async function cancelOffer(
  trx: Trx,
  input: { id: number; author: AuthUser; reason: string | undefined },
  { now, today }: RequestClock,
): Promise<void> {
  const { id } = input
  const offer = assertAuthor(await findOfferState(trx, id, today, 'update'), input.author)
  if (offer.status !== 'published' && offer.status !== 'filled') throw new HttpError(409, 'replacement.not_cancellable')
  await updateReplacement(trx, id, { status: 'cancelled', cancelled_at: now, cancel_reason: input.reason || null }, now)
  await tellApplicantsOfCancellation(trx, offer, personName(input.author), now)
}

/**
 * The author of an open urgent or immediate offer moves the end of the answers (a time already
 * past closes them now), at the latest on the offer's first day (Paris).
 */
export async function moveAnswerWindow(
  trx: Trx,
  input: { id: number; author: AuthUser; endsAt: Date },
  { now, today, locale }: RequestClock,
): Promise<void> {
  const { id } = input
  const endsAt = input.endsAt < now ? now : input.endsAt
  const offer = assertAuthor(await findOfferState(trx, id, today, 'update'), input.author)
  if (offer.urgency === 'normal') throw new HttpError(422, 'answer_window.not_urgent')
  if (offer.status !== 'published') throw new HttpError(409, 'replacement.not_open')
  if (offer.start_date && parisToday(endsAt) > offer.start_date)
    throw fieldErrors(locale, 'answer_window.too_late', { ends_at: 'answer_window.too_late' })
  await updateReplacement(trx, id, { answer_window_ends_at: endsAt }, now)
}

/** What a confirmation did: the problems by field (nothing saved then but a spent code), the offers released. */
export interface ConfirmationOutcome {
  problems: Record<string, MessageCode>
  released: number[]
}

/**
 * The immediate flow's confirmation (immediate-confirmation.ts), under the account's lock: the
 * code confirms the address; the RPPS number is saved with a good code, or once the address is
 * confirmed; when both are done the held offers' alerts are queued (the caller delivers them
 * after the commit). A wrong, expired or used code is spent and changes nothing else.
 */
export async function confirmImmediateAccount(
  trx: Trx,
  keys: RequestDeps['auth']['keys'],
  input: { userId: number; code: string | undefined; rpps: string | undefined },
  now: Date,
): Promise<ConfirmationOutcome> {
  const { userId } = input
  const account = await lockAccount(trx, userId)
  const problems: Record<string, MessageCode> = {}
  let confirmed = account.email_verified_at !== null
  if (input.code !== undefined) {
    // Checked even when the address is confirmed already: a code works once, whatever follows.
    const check = await consumeEmailCode(trx, keys, { userId, email: account.email, code: input.code, now })
    if (check !== 'ok') problems.code = `email_code.${check}`
    else if (!confirmed) {
      await updateUser(trx, userId, { email_verified_at: now }, now)
      confirmed = true
    }
  } else if (!confirmed) problems.code = 'email_code.required'
  // A wrong or missing code changes nothing else: the number waits for it.
  if (problems.code) {
    if (input.rpps === undefined && !(await validRppsOf(trx, userId))) problems.rpps = 'immediate.rpps_required'
    return { problems, released: [] }
  }
  if (input.rpps !== undefined) {
    const nurse = await lockNurseOfUser(trx, userId)
    if (nurse?.rpps !== input.rpps && !(await claimRpps(trx, userId, input.rpps)))
      return { problems: { ...problems, rpps: 'rpps.taken' }, released: [] }
    const nurseId = nurse?.id ?? (await insertNurse(trx, userId)).id
    // A new number is checked again by an admin, as on the profile.
    if (nurse?.rpps !== input.rpps) await setNurseRpps(trx, nurseId, input.rpps, now)
  } else if (!(await validRppsOf(trx, userId))) problems.rpps = 'immediate.rpps_required'
  const released = problems.rpps ? [] : await releaseHeldAlerts(trx, userId, now)
  return { problems, released }
}
