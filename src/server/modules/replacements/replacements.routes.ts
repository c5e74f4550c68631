import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ReplacementPublished } from '#shared/immediate-confirmation.ts'
import {
  answerWindowSchema,
  cancelReplacementSchema,
  createReplacementSchema,
  myReplacementsQuerySchema,
  type ReplacementSaved,
  replacementSearchSchema,
  updateReplacementSchema,
} from '#shared/replacements.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { type MessageCode, translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { currentUser, requireCharter, requireVerified } from '../../middleware/session.ts'
import { findCommunePosition } from '../communes/commune-positions.ts'
import { requestClock, validateOptionalJson } from './marketplace-http.ts'
import { replacementJson } from './replacement-json.ts'
import { deliverAlertsNow } from './replacements.events.ts'
import {
  findOfferState,
  findReplacementView,
  findReplacementViews,
  listAuthorReplacementIds,
  searchReplacementIds,
} from './replacements.repository.ts'
import {
  assertAuthor,
  cancelOffer,
  communeValues,
  createOffer,
  deleteOffer,
  moveAnswerWindow,
  prepareOffer,
  publishOffer,
  updateOffer,
} from './replacements.service.ts'

/**
 * Offers. Every call needs a signed-in user with a verified address, and every change
 * the members' charter accepted. Posting needs the titulaire role; only the author edits,
 * publishes, cancels or deletes (403 to others, 404 for another's draft, which is not revealed).
 * The rules are in replacements.service.ts; see README.md in this folder for the rules chosen.
 */

/**
 * The caller, the offer's id and the request's clock, once the caller is known to be the offer's
 * author (checked before reading the body: a stranger learns nothing from a validation error).
 */
async function asAuthor(c: Context<AppEnv>) {
  const user = currentUser(c)
  const id = pathId(c.req.param('id'))
  const { db } = c.get('deps')
  const clock = requestClock(c)
  const offer = assertAuthor(await findOfferState(db, id, clock.today), user)
  return { user, id, db, clock, offer }
}

async function savedAnswer(
  c: Context<AppEnv>,
  id: number,
  code: MessageCode,
  status: 200 | 201 = 200,
  extra: Omit<ReplacementPublished, keyof ReplacementSaved> | Record<string, never> = {},
) {
  const { db } = c.get('deps')
  const { today } = requestClock(c)
  const view = await findReplacementView(db, id, currentUser(c).id, today)
  if (!view) throw new HttpError(404, 'http.not_found')
  const body: ReplacementSaved = { message: translate(c.get('locale'), code), replacement: replacementJson(view), ...extra }
  return c.json(body, status)
}

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
    const { today } = requestClock(c)
    let center: { lat: number; lng: number } | null = null
    if (search.commune) {
      center = (await findCommunePosition(db, search.commune)) ?? null
      if (!center) throw fieldErrors(c.get('locale'), 'validation.failed', { commune: 'commune.unknown' })
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
      if (!user.roles.includes('titulaire')) throw new HttpError(403, 'replacement.titulaire_only')
      const input = await validateJson(c, createReplacementSchema)
      const { db } = c.get('deps')
      const clock = requestClock(c)
      const offer = await prepareOffer(db, input, clock)
      const { publication } = offer
      const { id, held } = await inTransaction(db, (trx) => createOffer(trx, c.get('deps'), { author: user, offer }, clock))
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
    const { today } = requestClock(c)
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
    const { today } = requestClock(c)
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
      const { user, id, db, clock } = await asAuthor(c)
      const input = await validateJson(c, updateReplacementSchema)
      const commune = await communeValues(db, input.commune_insee, clock.locale)
      await inTransaction(db, (trx) => updateOffer(trx, { id, author: user, changes: input, commune }, clock))
      return savedAnswer(c, id, 'replacement.saved')
    },
  )

  /** DELETE /api/replacements/{id}: drafts only (a published offer is cancelled, so applicants are told). */
  .delete('/replacements/:id{[0-9]+}', requireVerified, requireCharter, async (c) => {
    const { db, offer } = await asAuthor(c)
    await deleteOffer(db, offer)
    return c.json({ message: translate(c.get('locale'), 'replacement.deleted') })
  })

  /** POST /api/replacements/{id}/publish: a complete draft becomes public; urgent ones open their answer window. */
  .post('/replacements/:id{[0-9]+}/publish', requireVerified, requireCharter, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db } = c.get('deps')
    const clock = requestClock(c)
    await inTransaction(db, (trx) => publishOffer(trx, { id, author: user }, clock))
    await deliverAlertsNow(c, id)
    return savedAnswer(c, id, 'replacement.published')
  })

  /** POST /api/replacements/{id}/cancel {reason?}: a published or filled offer; its applicants are told. */
  .post('/replacements/:id{[0-9]+}/cancel', requireVerified, requireCharter, async (c) => {
    const { user, id, db, clock } = await asAuthor(c)
    const input = await validateOptionalJson(c, cancelReplacementSchema)
    await inTransaction(db, (trx) => cancelOffer(trx, { id, author: user, reason: input.reason }, clock))
    return savedAnswer(c, id, 'replacement.cancelled')
  })

  /**
   * POST /api/replacements/{id}/answer-window {ends_at}: the author of an open urgent or immediate
   * offer moves the end of the answers (a time already past closes them now), at the latest on
   * the offer's first day (Paris).
   */
  .post('/replacements/:id{[0-9]+}/answer-window', requireVerified, requireCharter, async (c) => {
    const { user, id, db, clock } = await asAuthor(c)
    const input = await validateJson(c, answerWindowSchema)
    await inTransaction(db, (trx) => moveAnswerWindow(trx, { id, author: user, endsAt: new Date(input.ends_at) }, clock))
    return savedAnswer(c, id, 'answer_window.saved')
  })
