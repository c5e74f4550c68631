import type { Transaction } from 'kysely'
import { type ApplicationStatus, type ComplianceWarning, offerDays } from '#shared/replacements.ts'
import type { Database } from '../../db/database.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import type { Locale, MessageCode } from '../../i18n/messages.ts'
import { answerInvitationByApplication } from '../availability/availability.repository.ts'
import { adoptInvitationConversation } from '../chat/chat.repository.ts'
import { type EventInput, publishEvents } from '../events/publish.ts'
import { notify } from '../notifications/notify.ts'
import { formatDays, formatParisTime, type RequestClock } from '../replacements/marketplace-http.ts'
import { offerSummary, personName } from '../replacements/replacements.events.ts'
import { findOfferState, findUserName, type OfferState, updateReplacement } from '../replacements/replacements.repository.ts'
import type { AuthUser } from '../users/users.repository.ts'
import {
  type ApplicationRow,
  coveredDays,
  daysReplacedForHolder,
  declineOtherPending,
  findApplication,
  findAuthorisationExpiry,
  insertApplication,
  lockPeople,
  setApplicationStatus,
} from './applications.repository.ts'
import { assertCompliant, complianceWarnings, unionSize } from './compliance.ts'

/**
 * The rules of applying and of answering an application (README.md beside the offers). Each step
 * runs in the caller's transaction (inTransaction, in the handler) and refuses with an HttpError,
 * which rolls it back; the notifications go through the outbox in that same transaction. The
 * handler has already checked who may act on the row.
 */

type Trx = Transaction<Database>

/** An offer a user may see to apply to: not another's draft. */
export function visibleToApplicant(offer: OfferState | undefined, user: AuthUser): offer is OfferState {
  return offer !== undefined && (offer.stored_status !== 'draft' || offer.author_user_id === user.id)
}

const notOpen = (offer: OfferState): MessageCode =>
  offer.status === 'filled' ? 'replacement.already_filled' : 'replacement.not_open'

/**
 * A nurse's application to an open offer of someone else; `dates` are some of the offer's days not
 * yet given. Returns the new application's id.
 */
export async function apply(
  trx: Trx,
  input: { replacementId: number; applicant: AuthUser; message: string; dates: string[] | undefined },
  { now, today, locale }: RequestClock,
): Promise<number> {
  const { replacementId: id, applicant: user } = input
  // FOR SHARE: applications to one offer do not wait on each other, but an accept (FOR UPDATE)
  // and an application never cross: a nurse never applies to an offer being filled.
  const offer = await findOfferState(trx, id, today, 'share')
  if (!visibleToApplicant(offer, user)) throw new HttpError(404, 'http.not_found')
  if (offer.author_user_id === user.id) throw new HttpError(422, 'application.own_offer')
  if (offer.status !== 'published') throw new HttpError(409, notOpen(offer))
  let dates: string[] | null = null
  if (input.dates) {
    const days = new Set(offerDays(offer))
    dates = [...new Set(input.dates)].sort()
    if (dates.some((day) => !days.has(day)))
      throw fieldErrors(locale, 'application.dates_outside', { dates: 'application.dates_outside' })
    const covered = new Set(await coveredDays(trx, id))
    const taken = dates.filter((day) => covered.has(day))
    if (taken.length > 0) {
      const params = { days: formatDays(locale, taken) }
      throw fieldErrors(locale, 'application.days_covered', { dates: 'application.days_covered' }, { params })
    }
  }
  const inserted = await insertApplication(trx, {
    replacementId: id,
    applicantId: user.id,
    message: input.message,
    dates,
    now,
  })
  if (inserted === undefined) throw new HttpError(422, 'application.duplicate')
  // Invited to this offer: the invitation is answered, and its conversation becomes the application's.
  const invited = { replacementId: id, nurseId: user.id, applicationId: inserted, now }
  await answerInvitationByApplication(trx, invited)
  await adoptInvitationConversation(trx, invited)
  await notify(trx, {
    userId: offer.author_user_id,
    event: 'new_application',
    data: { ...offerSummary(offer), application_id: inserted, applicant_name: personName(user) },
    now,
  })
  await publishEvents(trx, applicationUpdated(offer, { id: inserted, applicant_user_id: user.id }, 'pending'))
  return inserted
}

/** Both parties' open screens follow the application as it changes (docs/architecture.md#realtime-events). */
function applicationUpdated(
  offer: { id: number; author_user_id: number },
  application: { id: number; applicant_user_id: number },
  status: ApplicationStatus,
): EventInput[] {
  const data = { application_id: application.id, replacement_id: offer.id, status }
  return [offer.author_user_id, application.applicant_user_id].map((userId) => ({ userId, type: 'application.updated', data }))
}

/** The application and its offer, locked: the offer first, always (one lock order). */
async function lockedApplication(trx: Trx, id: number, replacementId: number, today: string) {
  const offer = await findOfferState(trx, replacementId, today, 'update')
  const application = await findApplication(trx, id, true)
  if (!offer || !application) throw new HttpError(404, 'http.not_found')
  return { offer, application }
}

/** What an accept did: the warnings it brings, whether the offer is filled, who was declined. */
export interface AcceptOutcome {
  warnings: ComplianceWarning[]
  filled: boolean
  declined: number[]
}

/**
 * The author accepts a pending applicant for `dates`, or by default the days they applied for
 * that nobody has yet. Once every day is covered the offer is filled and the pending applicants
 * left are declined and told. Locks, in this order: the offer, the application, then the two
 * people (lockPeople) before the compliance checks.
 */
export async function accept(
  trx: Trx,
  input: { id: number; replacementId: number; holder: AuthUser; dates: string[] | undefined },
  { now, today, locale }: RequestClock,
): Promise<AcceptOutcome> {
  const { id, holder: user } = input
  const { offer, application } = await lockedApplication(trx, id, input.replacementId, today)
  if (offer.status !== 'published') throw new HttpError(409, notOpen(offer))
  if (application.status !== 'pending') throw new HttpError(409, 'application.not_pending')
  if (offer.answer_window_ends_at && now < offer.answer_window_ends_at)
    throw new HttpError(422, 'application.window_open', {
      params: { time: formatParisTime(locale, offer.answer_window_ends_at) },
    })

  const days = offerDays(offer)
  const allowed = (application.dates ?? days).filter((day) => days.includes(day))
  const covered = new Set(await coveredDays(trx, offer.id))
  let chosen: string[]
  if (input.dates) {
    chosen = [...new Set(input.dates)].sort()
    if (chosen.some((day) => !allowed.includes(day)))
      throw fieldErrors(locale, 'application.dates_outside', { dates: 'application.dates_outside' })
    const taken = chosen.filter((day) => covered.has(day))
    if (taken.length > 0) throw new HttpError(409, 'application.days_covered', { params: { days: formatDays(locale, taken) } })
  } else {
    chosen = allowed.filter((day) => !covered.has(day))
    if (chosen.length === 0)
      throw new HttpError(409, 'application.days_covered', { params: { days: formatDays(locale, allowed) } })
  }

  await lockPeople(trx, [offer.author_user_id, application.applicant_user_id])
  await assertCompliant(trx, {
    holderId: offer.author_user_id,
    nurseId: application.applicant_user_id,
    days: chosen,
    locale,
  })
  const expiresOn = await findAuthorisationExpiry(trx, application.applicant_user_id)
  const replaced = await daysReplacedForHolder(trx, offer.author_user_id, [application.applicant_user_id])
  const warnings = complianceWarnings(locale, {
    authorisationExpiresOn: expiresOn,
    lastDay: chosen.at(-1) ?? null,
    replacedDays: unionSize(replaced.get(application.applicant_user_id), chosen),
  })

  await setApplicationStatus(trx, id, 'accepted', now, chosen)
  for (const day of chosen) covered.add(day)
  const filled = days.every((day) => covered.has(day))
  const declined = filled ? await declineOtherPending(trx, offer.id, id, now) : []
  if (filled) await updateReplacement(trx, offer.id, { status: 'filled', filled_at: now }, now)

  const summary = offerSummary(offer)
  const holderName = personName(user)
  await notify(trx, {
    userId: application.applicant_user_id,
    event: 'application_accepted',
    data: {
      ...summary,
      application_id: id,
      holder_name: holderName,
      dates: chosen,
      // Accepted, the two nurses need to talk: the mail and the notification say how.
      holder_contact: { email: user.email, phone: user.phone },
    },
    now,
  })
  for (const other of declined) {
    await notify(trx, {
      userId: other.applicant_user_id,
      event: 'offer_filled',
      data: { ...summary, holder_name: holderName },
      now,
    })
  }
  await publishEvents(trx, [
    ...applicationUpdated(offer, application, 'accepted'),
    ...declined.flatMap((other) => applicationUpdated(offer, other, 'declined')),
  ])
  return { warnings, filled, declined: declined.map((other) => other.id).sort((a, b) => a - b) }
}

/** The author says no to a pending applicant, who is told. */
export async function decline(
  trx: Trx,
  input: { id: number; replacementId: number; holder: AuthUser },
  { now, today }: RequestClock,
): Promise<void> {
  const { offer, application } = await lockedApplication(trx, input.id, input.replacementId, today)
  if (application.status !== 'pending') throw new HttpError(409, 'application.not_pending')
  await setApplicationStatus(trx, input.id, 'declined', now)
  await notify(trx, {
    userId: application.applicant_user_id,
    event: 'application_declined',
    data: { ...offerSummary(offer), application_id: input.id, holder_name: personName(input.holder) },
    now,
  })
  await publishEvents(trx, applicationUpdated(offer, application, 'declined'))
}

/**
 * The applicant takes back a pending application, or an accepted one before its first day (the
 * offer, if it was filled, opens again for those days); the author is told.
 */
export async function withdraw(
  trx: Trx,
  input: { id: number; replacementId: number },
  { now, today }: RequestClock,
): Promise<void> {
  const { offer, application } = await lockedApplication(trx, input.id, input.replacementId, today)
  if (application.status === 'accepted') {
    const firstDay = application.dates?.[0] ?? offer.start_date
    if (firstDay === null || firstDay <= today) throw new HttpError(409, 'application.withdraw_too_late')
    if (offer.stored_status === 'filled') await updateReplacement(trx, offer.id, { status: 'published', filled_at: null }, now)
  } else if (application.status !== 'pending') {
    throw new HttpError(409, 'application.not_pending')
  }
  await setApplicationStatus(trx, input.id, 'withdrawn', now)
  const applicant = await findUserName(trx, application.applicant_user_id)
  await notify(trx, {
    userId: offer.author_user_id,
    event: 'application_withdrawn',
    data: {
      ...offerSummary(offer),
      application_id: input.id,
      applicant_name: applicant ? personName(applicant) : '',
    },
    now,
  })
  await publishEvents(trx, applicationUpdated(offer, application, 'withdrawn'))
}

/** The warnings an accept of `row` would bring, for its offer's author (none once answered). */
export function warningsFor(
  locale: Locale,
  row: ApplicationRow,
  offer: { start_date: string | null; end_date: string | null; days: string[] | null },
  replaced: Map<number, Set<string>>,
): ComplianceWarning[] | undefined {
  if (row.status !== 'pending' && row.status !== 'accepted') return undefined
  const days = row.dates ?? offerDays(offer)
  return complianceWarnings(locale, {
    authorisationExpiresOn: row.replacement_authorisation_expires_on,
    lastDay: days.at(-1) ?? null,
    replacedDays: unionSize(replaced.get(row.applicant_user_id), days),
  })
}
