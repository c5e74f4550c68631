import type { Context } from 'hono'
import { Hono } from 'hono'
import { parisToday } from '#shared/dates.ts'
import {
  type ApplicationAccepted,
  type ApplicationSaved,
  acceptApplicationSchema,
  applicationListQuerySchema,
  applySchema,
  type ComplianceWarning,
  offerDays,
} from '#shared/replacements.ts'
import { isNurseRole } from '#shared/user-access.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { type MessageCode, translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { currentUser, requireCharter, requireVerified } from '../../middleware/session.ts'
import { notify } from '../notifications/notify.ts'
import { formatDays, formatParisTime, validateOptionalJson } from '../replacements/marketplace-http.ts'
import { replacementJson } from '../replacements/replacement-json.ts'
import { offerSummary, personName } from '../replacements/replacements.events.ts'
import {
  findOfferState,
  findReplacementView,
  findReplacementViews,
  type OfferState,
  type ReplacementView,
  updateReplacement,
} from '../replacements/replacements.repository.ts'
import type { AuthUser } from '../users/users.repository.ts'
import { applicantJson, applicationJson } from './application-json.ts'
import {
  type ApplicationRow,
  type ApplicationState,
  coveredDays,
  daysReplacedForHolder,
  declineOtherPending,
  findApplication,
  insertApplication,
  listApplications,
  lockPeople,
  setApplicationStatus,
} from './applications.repository.ts'
import { assertCompliant, complianceWarnings, unionSize } from './compliance.ts'

/**
 * Applications. Apply, accept, decline and withdraw take an Idempotency-Key (offline
 * replays, docs/security.md R5). Accepting runs under a row lock on the offer, so concurrent accepts
 * take turns: the first fills the offer, the others find it filled. See README.md beside the
 * offers for the rules chosen.
 */

function clockOf(c: Context<AppEnv>) {
  const now = c.get('deps').clock.now()
  return { now, today: parisToday(now) }
}

const byUser = (c: Context<AppEnv>) => String(currentUser(c).id)

async function userName(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirst()
  return row ? personName(row) : ''
}

/**
 * The application and its offer, for the one who may act on it: `as: 'author'` (accept, decline)
 * or `'applicant'` (withdraw). The other party gets 403; anyone else 404 (nothing revealed).
 */
async function applicationFor(
  db: Db,
  id: number,
  user: AuthUser,
  as: 'author' | 'applicant',
  today: string,
): Promise<{ application: ApplicationState; offer: OfferState }> {
  const application = await findApplication(db, id)
  const offer = application && (await findOfferState(db, application.replacement_id, today))
  if (!application || !offer) throw new HttpError(404, 'http.not_found')
  const isAuthor = offer.author_user_id === user.id
  const isApplicant = application.applicant_user_id === user.id
  if (!isAuthor && !isApplicant) throw new HttpError(404, 'http.not_found')
  if ((as === 'author' && !isAuthor) || (as === 'applicant' && !isApplicant)) throw new HttpError(403, 'http.forbidden')
  return { application, offer }
}

/** The same, locked, inside the deciding transaction: the offer first, always (one lock order). */
async function lockedApplication(db: Db, id: number, replacementId: number, today: string) {
  const offer = await findOfferState(db, replacementId, today, 'update')
  const application = await findApplication(db, id, true)
  if (!offer || !application) throw new HttpError(404, 'http.not_found')
  return { offer, application }
}

/** The warnings an accept of `row` would bring, for its offer's author. */
function warningsFor(
  c: Context<AppEnv>,
  row: ApplicationRow,
  offer: { start_date: string | null; end_date: string | null; days: string[] | null },
  replaced: Map<number, Set<string>>,
): ComplianceWarning[] | undefined {
  if (row.status !== 'pending' && row.status !== 'accepted') return undefined
  const days = row.dates ?? offerDays(offer)
  return complianceWarnings(c.get('locale'), {
    authorisationExpiresOn: row.replacement_authorisation_expires_on,
    lastDay: days.at(-1) ?? null,
    replacedDays: unionSize(replaced.get(row.applicant_user_id), days),
  })
}

/** The list filters and page of GET /applications/me and /applications/received. */
function listFilters(query: ReturnType<typeof applicationListQuerySchema.parse>) {
  return { status: query.status, replacementId: query.replacement_id, page: query.page, perPage: query.perPage }
}

function parisYear(today: string): number {
  return Number(today.slice(0, 4))
}

const notOpen = (offer: OfferState): MessageCode =>
  offer.status === 'filled' ? 'replacement.already_filled' : 'replacement.not_open'

export const applicationRoutes = new Hono<AppEnv>()
  /**
   * POST /api/replacements/{id}/applications {message, dates?}: a nurse applies to an open offer
   * of someone else, once (a withdrawn application may be sent again). `dates` are some of the
   * offer's days, for a split absence.
   */
  .post(
    '/replacements/:id{[0-9]+}/applications',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'applications.create', subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      const locale = c.get('locale')
      const id = pathId(c.req.param('id'))
      const { db } = c.get('deps')
      const { now, today } = clockOf(c)
      const visible = (offer: OfferState | undefined): offer is OfferState =>
        offer !== undefined && (offer.stored_status !== 'draft' || offer.author_user_id === user.id)
      if (!visible(await findOfferState(db, id, today))) throw new HttpError(404, 'http.not_found')
      if (!user.roles.some(isNurseRole)) throw new HttpError(403, 'application.nurse_only')
      const input = await validateJson(c, applySchema)

      const applicationId = await inTransaction(db, async (trx) => {
        // FOR SHARE: applications to one offer do not wait on each other, but an accept (FOR UPDATE)
        // and an application never cross: a nurse never applies to an offer being filled.
        const offer = await findOfferState(trx, id, today, 'share')
        if (!visible(offer)) throw new HttpError(404, 'http.not_found')
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
        await notify(trx, {
          userId: offer.author_user_id,
          event: 'new_application',
          data: { ...offerSummary(offer), application_id: inserted, applicant_name: personName(user) },
          now,
        })
        return inserted
      })
      const application = await findApplication(db, applicationId)
      if (!application) throw new HttpError(404, 'http.not_found')
      const body: ApplicationSaved = { message: translate(locale, 'application.sent'), application: applicationJson(application) }
      return c.json(body, 201)
    },
  )

  /**
   * GET /api/replacements/{id}/applications: the offer's applicants, in the order they came, with
   * their professional profile and what accepting them would warn about. The author only.
   */
  .get('/replacements/:id{[0-9]+}/applications', requireVerified, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db } = c.get('deps')
    const { today } = clockOf(c)
    const offer = await findOfferState(db, id, today)
    if (!offer || (offer.stored_status === 'draft' && offer.author_user_id !== user.id))
      throw new HttpError(404, 'http.not_found')
    if (offer.author_user_id !== user.id) throw new HttpError(403, 'http.forbidden')
    const query = validateQuery(c, applicationListQuerySchema)
    const { rows, count } = await listApplications(db, { ...query, replacementId: id, order: 'oldest' })
    const replaced = await daysReplacedForHolder(
      db,
      user.id,
      rows.map((row) => row.applicant_user_id),
    )
    const applications = rows.map((row) =>
      applicationJson(row, {
        applicant: applicantJson(row, parisYear(today)),
        ...optional('warnings', warningsFor(c, row, offer, replaced)),
      }),
    )
    return c.json({ applications, count })
  })

  /** GET /api/applications/me: the nurse's applications, newest first, each with its offer. */
  .get('/applications/me', requireVerified, async (c) => {
    const user = currentUser(c)
    const query = validateQuery(c, applicationListQuerySchema)
    const { db } = c.get('deps')
    const { today } = clockOf(c)
    const { rows, count } = await listApplications(db, { ...listFilters(query), applicantId: user.id, order: 'newest' })
    const views = await findReplacementViews(db, [...new Set(rows.map((row) => row.replacement_id))], user.id, today)
    const applications = rows.map((row) => {
      const view = views.get(row.replacement_id)
      return applicationJson(row, view ? { replacement: replacementJson(view) } : {})
    })
    return c.json({ applications, count })
  })

  /** GET /api/applications/received: every application to the author's offers, newest first. */
  .get('/applications/received', requireVerified, async (c) => {
    const user = currentUser(c)
    const query = validateQuery(c, applicationListQuerySchema)
    const { db } = c.get('deps')
    const { today } = clockOf(c)
    const { rows, count } = await listApplications(db, { ...listFilters(query), authorId: user.id, order: 'newest' })
    // Independent reads: the offers shown beside the applications, and the days each applicant
    // already replaced this holder (the 'warnings').
    const [views, replaced] = await Promise.all([
      findReplacementViews(db, [...new Set(rows.map((row) => row.replacement_id))], user.id, today),
      daysReplacedForHolder(
        db,
        user.id,
        rows.map((row) => row.applicant_user_id),
      ),
    ])
    const applications = rows.map((row) => {
      const view = views.get(row.replacement_id) as ReplacementView
      return applicationJson(row, {
        applicant: applicantJson(row, parisYear(today)),
        replacement: replacementJson(view),
        ...optional('warnings', warningsFor(c, row, view, replaced)),
      })
    })
    return c.json({ applications, count })
  })

  /**
   * POST /api/applications/{id}/accept {dates?}: the author accepts a pending applicant for the
   * days given, or by default the days they applied for that are not yet given to someone else.
   * The offer is filled once every day is covered; the pending applicants left are then declined
   * and told. Refused when it breaks a rule of replacement; the warnings come with the answer.
   */
  .post(
    '/applications/:id{[0-9]+}/accept',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'applications.accept', subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      const locale = c.get('locale')
      const id = pathId(c.req.param('id'))
      const { db } = c.get('deps')
      const { now, today } = clockOf(c)
      const { application: found } = await applicationFor(db, id, user, 'author', today)
      const input = await validateOptionalJson(c, acceptApplicationSchema)

      const outcome = await inTransaction(db, async (trx) => {
        const { offer, application } = await lockedApplication(trx, id, found.replacement_id, today)
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
          if (taken.length > 0)
            throw new HttpError(409, 'application.days_covered', { params: { days: formatDays(locale, taken) } })
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
        const nurse = await trx
          .selectFrom('nurses')
          .select((eb) => eb.cast<string | null>('replacement_authorisation_expires_on', 'text').as('expires_on'))
          .where('user_id', '=', application.applicant_user_id)
          .executeTakeFirst()
        const replaced = await daysReplacedForHolder(trx, offer.author_user_id, [application.applicant_user_id])
        const warnings = complianceWarnings(locale, {
          authorisationExpiresOn: nurse?.expires_on ?? null,
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
        return { warnings, filled, declined: declined.map((other) => other.id).sort((a, b) => a - b) }
      })

      const [application, view] = await Promise.all([
        findApplication(db, id),
        findReplacementView(db, found.replacement_id, user.id, today),
      ])
      if (!application || !view) throw new HttpError(404, 'http.not_found')
      const body: ApplicationAccepted = {
        message: translate(locale, outcome.filled ? 'application.accepted_filled' : 'application.accepted'),
        application: applicationJson(application),
        replacement: replacementJson(view),
        warnings: outcome.warnings,
        declined_application_ids: outcome.declined,
      }
      return c.json(body)
    },
  )

  /** POST /api/applications/{id}/decline: the author says no to a pending applicant, who is told. */
  .post(
    '/applications/:id{[0-9]+}/decline',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'applications.decline', subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      const id = pathId(c.req.param('id'))
      const { db } = c.get('deps')
      const { now, today } = clockOf(c)
      const { application: found } = await applicationFor(db, id, user, 'author', today)
      await inTransaction(db, async (trx) => {
        const { offer, application } = await lockedApplication(trx, id, found.replacement_id, today)
        if (application.status !== 'pending') throw new HttpError(409, 'application.not_pending')
        await setApplicationStatus(trx, id, 'declined', now)
        await notify(trx, {
          userId: application.applicant_user_id,
          event: 'application_declined',
          data: { ...offerSummary(offer), application_id: id, holder_name: personName(user) },
          now,
        })
      })
      return savedApplication(c, id, 'application.declined')
    },
  )

  /**
   * POST /api/applications/{id}/withdraw: the applicant takes back a pending application, or an
   * accepted one before its first day (the offer, if it was filled, opens again for those days).
   */
  .post(
    '/applications/:id{[0-9]+}/withdraw',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'applications.withdraw', subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      const id = pathId(c.req.param('id'))
      const { db } = c.get('deps')
      const { now, today } = clockOf(c)
      const { application: found } = await applicationFor(db, id, user, 'applicant', today)
      await inTransaction(db, async (trx) => {
        const { offer, application } = await lockedApplication(trx, id, found.replacement_id, today)
        if (application.status === 'accepted') {
          const firstDay = application.dates?.[0] ?? offer.start_date
          if (firstDay === null || firstDay <= today) throw new HttpError(409, 'application.withdraw_too_late')
          if (offer.stored_status === 'filled')
            await updateReplacement(trx, offer.id, { status: 'published', filled_at: null }, now)
        } else if (application.status !== 'pending') {
          throw new HttpError(409, 'application.not_pending')
        }
        await setApplicationStatus(trx, id, 'withdrawn', now)
        await notify(trx, {
          userId: offer.author_user_id,
          event: 'application_withdrawn',
          data: {
            ...offerSummary(offer),
            application_id: id,
            applicant_name: await userName(trx, application.applicant_user_id),
          },
          now,
        })
      })
      return savedApplication(c, id, 'application.withdrawn')
    },
  )

async function savedApplication(c: Context<AppEnv>, id: number, code: MessageCode) {
  const application = await findApplication(c.get('deps').db, id)
  if (!application) throw new HttpError(404, 'http.not_found')
  const body: ApplicationSaved = { message: translate(c.get('locale'), code), application: applicationJson(application) }
  return c.json(body)
}

/** `{ key: value }` when there is a value, `{}` otherwise (exactOptionalPropertyTypes). */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }
}
