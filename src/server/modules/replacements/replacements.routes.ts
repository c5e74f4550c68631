import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { z } from 'zod'
import { parisToday } from '#shared/dates.ts'
import type { ReplacementPublished } from '#shared/immediate-confirmation.ts'
import {
  answerWindowSchema,
  cancelReplacementSchema,
  createReplacementSchema,
  myReplacementsQuerySchema,
  type ReplacementChange,
  type ReplacementSaved,
  replacementSearchSchema,
  updateReplacementSchema,
} from '#shared/replacements.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { type Locale, type MessageCode, translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { currentUser, requireCharter, requireVerified } from '../../middleware/session.ts'
import { queueAlertJob } from '../alerts/alert-jobs.repository.ts'
import type { AuthUser } from '../users/users.repository.ts'
import { lockAccount, publishHeldOffer } from './immediate-confirmation.ts'
import { validateOptionalJson } from './marketplace-http.ts'
import { answerWindowEnd, mergeDates, mergedDateProblems, publicationProblems } from './offer-rules.ts'
import { replacementJson } from './replacement-json.ts'
import { deliverAlertsNow, notifyOfferCancelled } from './replacements.events.ts'
import {
  deleteDraft,
  findCommuneByInsee,
  findOfferState,
  findReplacementView,
  findReplacementViews,
  hasAcceptedApplications,
  insertReplacement,
  listAuthorReplacementIds,
  type OfferState,
  type OfferValues,
  recordChange,
  searchReplacementIds,
  updateReplacement,
} from './replacements.repository.ts'

/**
 * Offers. Every call needs a signed-in user with a verified address, and every change
 * the members' charter accepted. Posting needs the titulaire role; only the author edits,
 * publishes, cancels or deletes (403 to others, 404 for another's draft, which is not revealed).
 * See README.md in this folder for the rules chosen.
 */

function clockOf(c: Context<AppEnv>) {
  const now = c.get('deps').clock.now()
  return { now, today: parisToday(now) }
}

/** The offer for its author: 404 when absent or another's draft, 403 when another's. */
function assertAuthor(offer: OfferState | undefined, user: AuthUser): OfferState {
  if (!offer || (offer.author_user_id !== user.id && offer.stored_status === 'draft')) throw new HttpError(404, 'http.not_found')
  if (offer.author_user_id !== user.id) throw new HttpError(403, 'http.forbidden')
  return offer
}

/** The commune's labels and position, copied into the offer; 422 when the code is not in the table. */
async function communeValues(db: Db, insee: string | null | undefined, locale: Locale): Promise<OfferValues> {
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

async function savedAnswer(
  c: Context<AppEnv>,
  id: number,
  code: MessageCode,
  status: 200 | 201 = 200,
  extra: Omit<ReplacementPublished, keyof ReplacementSaved> | Record<string, never> = {},
) {
  const { db } = c.get('deps')
  const { today } = clockOf(c)
  const view = await findReplacementView(db, id, currentUser(c).id, today)
  if (!view) throw new HttpError(404, 'http.not_found')
  const body: ReplacementSaved = { message: translate(c.get('locale'), code), replacement: replacementJson(view), ...extra }
  return c.json(body, status)
}

const sameDays = (a: string[] | null, b: string[] | null) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Immediate registration's one exception to "verified first" (docs/product.md#routes lists
 * /dashboard/replacements/immediate without a guard: the path a holder takes right after
 * /register-immediate): an account whose address is not confirmed yet may publish one offer, an
 * immediate one, but it alerts nobody until the holder confirms the address with the mailed code
 * and gives an RPPS number (immediate-confirmation.routes.ts). Everything else — seeing who
 * answered, choosing, a second offer — waits for the address to be confirmed: applicants' names
 * and profiles are never shown to an unconfirmed address. Whether the account has an offer
 * already is decided in the publishing transaction, under the account's lock.
 */
const requireVerifiedUnlessImmediate = createMiddleware<AppEnv>(async (c, next) => {
  const user = currentUser(c)
  if (user.email_verified_at !== null) return next()
  const body: unknown = await c.req.json().catch(() => null)
  const immediate =
    typeof body === 'object' &&
    body !== null &&
    'urgency' in body &&
    body.urgency === 'immediate' &&
    'publish' in body &&
    body.publish === true
  if (!immediate) throw new HttpError(403, 'email.unverified')
  await next()
})

export const replacementRoutes = new Hono<AppEnv>()
  /**
   * GET /api/replacements: the search. Open offers only; around `commune` within `radius_km`
   * with each result's distance; the viewer's own offers are included (author.id tells them).
   */
  .get('/replacements', requireVerified, async (c) => {
    const user = currentUser(c)
    const search = validateQuery(c, replacementSearchSchema)
    const { db } = c.get('deps')
    const { today } = clockOf(c)
    let center: { lat: number; lng: number } | null = null
    if (search.commune) {
      const commune = await findCommuneByInsee(db, search.commune)
      if (!commune) throw fieldErrors(c.get('locale'), 'validation.failed', { commune: 'commune.unknown' })
      center = { lat: commune.lat, lng: commune.lng }
    }
    const { hits, count } = await searchReplacementIds(db, search, center, today)
    const views = await findReplacementViews(
      db,
      hits.map((hit) => hit.id),
      user.id,
      today,
    )
    const replacements = hits.flatMap((hit) => {
      const view = views.get(hit.id)
      return view ? [replacementJson(view, hit.distance_km)] : []
    })
    return c.json({ replacements, count })
  })

  /** POST /api/replacements: a draft, or a published offer with `publish: true` (then complete). */
  .post(
    '/replacements',
    requireVerifiedUnlessImmediate,
    requireCharter,
    idempotency({ scope: 'replacements.create', subject: (c) => String(currentUser(c).id) }),
    async (c) => {
      const user = currentUser(c)
      const locale = c.get('locale')
      if (!user.roles.includes('titulaire')) throw new HttpError(403, 'replacement.titulaire_only')
      const input = await validateJson(c, createReplacementSchema)
      const { db } = c.get('deps')
      const { now, today } = clockOf(c)
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
      const { id, held } = await inTransaction(db, async (trx) => {
        if (publication && user.email_verified_at === null) {
          const account = await lockAccount(trx, user.id)
          // Confirmed meanwhile (another tab): an offer like any other.
          if (account.email_verified_at === null) {
            const heldId = await publishHeldOffer(trx, c.get('deps'), account, { values, publication, now })
            if (heldId === undefined) throw new HttpError(403, 'email.unverified')
            return { id: heldId, held: true }
          }
        }
        const inserted = await insertReplacement(trx, user.id, values, publication, now)
        // The alerts are owed exactly when the offer is public: written with it, delivered after.
        if (publication) await queueAlertJob(trx, inserted, now)
        return { id: inserted, held: false }
      })
      if (publication && !held) await deliverAlertsNow(c, id)
      const code = !publication ? 'replacement.draft_saved' : held ? 'replacement.published_held' : 'replacement.published'
      return savedAnswer(c, id, code, 201, { alerts_held: held })
    },
  )

  /** GET /api/replacements/me: the author's offers, every status (filter with `status=`), newest first. */
  .get('/replacements/me', requireVerified, async (c) => {
    const user = currentUser(c)
    const query = validateQuery(c, myReplacementsQuerySchema)
    const { db } = c.get('deps')
    const { today } = clockOf(c)
    const { ids, count } = await listAuthorReplacementIds(db, user.id, query, today)
    const views = await findReplacementViews(db, ids, user.id, today)
    const replacements = ids.flatMap((id) => {
      const view = views.get(id)
      return view ? [replacementJson(view)] : []
    })
    return c.json({ replacements, count })
  })

  /**
   * GET /api/replacements/{id}: published and filled offers to every member; a draft to its author
   * only; a cancelled or expired offer to its author and its applicants. Anything else is 404.
   */
  .get('/replacements/:id{[0-9]+}', requireVerified, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db } = c.get('deps')
    const { today } = clockOf(c)
    const view = await findReplacementView(db, id, user.id, today)
    const visible =
      view &&
      (view.author_user_id === user.id ||
        view.status === 'published' ||
        view.status === 'filled' ||
        (view.status !== 'draft' && view.my_application_id !== null))
    if (!view || !visible) throw new HttpError(404, 'http.not_found')
    return c.json(replacementJson(view))
  })

  /**
   * PUT /api/replacements/{id}: the fields sent change. A published offer stays complete; its
   * dates and percentage changes go to its history (shown to applicants); its dates are frozen
   * once someone is accepted; its urgency is fixed at publication.
   */
  .put(
    '/replacements/:id{[0-9]+}',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'replacements.update', subject: (c) => String(currentUser(c).id) }),
    async (c) => {
      const user = currentUser(c)
      const locale = c.get('locale')
      const id = pathId(c.req.param('id'))
      const { db } = c.get('deps')
      const { now, today } = clockOf(c)
      // Who may touch it first: a stranger learns nothing from a validation error.
      assertAuthor(await findOfferState(db, id, today), user)
      const input = await validateJson(c, updateReplacementSchema)
      const commune = await communeValues(db, input.commune_insee, locale)

      await inTransaction(db, async (trx) => {
        const offer = assertAuthor(await findOfferState(trx, id, today, 'update'), user)
        if (offer.status === 'cancelled' || offer.status === 'expired') throw new HttpError(409, 'replacement.closed')
        const dates = mergeDates(offer, input)
        const dateProblems = mergedDateProblems(dates)
        if (Object.keys(dateProblems).length > 0) throw fieldErrors(locale, 'validation.failed', dateProblems)
        const values: OfferValues = { ...plainValues(input), ...dates, ...commune }

        if (offer.status !== 'draft') {
          if (values.urgency !== undefined && values.urgency !== offer.urgency)
            throw new HttpError(422, 'replacement.urgency_locked')
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
      })
      return savedAnswer(c, id, 'replacement.saved')
    },
  )

  /** DELETE /api/replacements/{id}: drafts only (a published offer is cancelled, so applicants are told). */
  .delete('/replacements/:id{[0-9]+}', requireVerified, requireCharter, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db } = c.get('deps')
    const { today } = clockOf(c)
    const offer = assertAuthor(await findOfferState(db, id, today), user)
    if (offer.stored_status !== 'draft' || !(await deleteDraft(db, id))) throw new HttpError(409, 'replacement.delete_not_draft')
    return c.json({ message: translate(c.get('locale'), 'replacement.deleted') })
  })

  /** POST /api/replacements/{id}/publish: a complete draft becomes public; urgent ones open their answer window. */
  .post('/replacements/:id{[0-9]+}/publish', requireVerified, requireCharter, async (c) => {
    const user = currentUser(c)
    const locale = c.get('locale')
    const id = pathId(c.req.param('id'))
    const { db } = c.get('deps')
    const { now, today } = clockOf(c)
    await inTransaction(db, async (trx) => {
      const offer = assertAuthor(await findOfferState(trx, id, today, 'update'), user)
      if (offer.stored_status !== 'draft') throw new HttpError(409, 'replacement.not_draft')
      const problems = publicationProblems(offer, today)
      if (Object.keys(problems).length > 0) throw fieldErrors(locale, 'replacement.not_publishable', problems)
      await updateReplacement(
        trx,
        id,
        { status: 'published', published_at: now, answer_window_ends_at: answerWindowEnd(offer.urgency, now) },
        now,
      )
      await queueAlertJob(trx, id, now)
    })
    await deliverAlertsNow(c, id)
    return savedAnswer(c, id, 'replacement.published')
  })

  /** POST /api/replacements/{id}/cancel {reason?}: a published or filled offer; its applicants are told. */
  .post('/replacements/:id{[0-9]+}/cancel', requireVerified, requireCharter, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db } = c.get('deps')
    const { now, today } = clockOf(c)
    assertAuthor(await findOfferState(db, id, today), user)
    const input = await validateOptionalJson(c, cancelReplacementSchema)
    await inTransaction(db, async (trx) => {
      const offer = assertAuthor(await findOfferState(trx, id, today, 'update'), user)
      if (offer.status !== 'published' && offer.status !== 'filled') throw new HttpError(409, 'replacement.not_cancellable')
      await updateReplacement(trx, id, { status: 'cancelled', cancelled_at: now, cancel_reason: input.reason || null }, now)
      await notifyOfferCancelled(c, trx, offer, user)
    })
    return savedAnswer(c, id, 'replacement.cancelled')
  })

  /**
   * POST /api/replacements/{id}/answer-window {ends_at}: the author of an open urgent or immediate
   * offer moves the end of the answers (a time already past closes them now), at the latest on
   * the offer's first day (Paris).
   */
  .post('/replacements/:id{[0-9]+}/answer-window', requireVerified, requireCharter, async (c) => {
    const user = currentUser(c)
    const locale = c.get('locale')
    const id = pathId(c.req.param('id'))
    const { db } = c.get('deps')
    const { now, today } = clockOf(c)
    assertAuthor(await findOfferState(db, id, today), user)
    const input = await validateJson(c, answerWindowSchema)
    const asked = new Date(input.ends_at)
    const endsAt = asked < now ? now : asked
    await inTransaction(db, async (trx) => {
      const offer = assertAuthor(await findOfferState(trx, id, today, 'update'), user)
      if (offer.urgency === 'normal') throw new HttpError(422, 'answer_window.not_urgent')
      if (offer.status !== 'published') throw new HttpError(409, 'replacement.not_open')
      if (offer.start_date && parisToday(endsAt) > offer.start_date)
        throw fieldErrors(locale, 'answer_window.too_late', { ends_at: 'answer_window.too_late' })
      await updateReplacement(trx, id, { answer_window_ends_at: endsAt }, now)
    })
    return savedAnswer(c, id, 'answer_window.saved')
  })
