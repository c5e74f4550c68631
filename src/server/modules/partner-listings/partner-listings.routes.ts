import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  createPartnerListingSchema,
  myPartnerListingsQuerySchema,
  type PartnerListingSaved,
  partnerListingSearchSchema,
  partnerResponseStatusSchema,
  partnerResponsesQuerySchema,
  respondSchema,
  updatePartnerListingSchema,
} from '#shared/partner-listings.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { type MessageCode, translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { currentUser, requireCharter, requireVerified } from '../../middleware/session.ts'
import { findCommunePosition } from '../communes/commune-positions.ts'
import type { RateLimitRule } from '../rate-limits/rate-limits.repository.ts'
import { communeValues } from '../replacements/replacements.service.ts'
import { listingJson, responseJson } from './partner-listing-json.ts'
import {
  findListingState,
  findListingView,
  findListingViews,
  findResponse,
  listAuthorListingIds,
  listResponses,
  searchListingIds,
} from './partner-listings.repository.ts'
import {
  assertAuthor,
  assertNurse,
  closeListing,
  createListing,
  decideResponse,
  deleteListing,
  editListing,
  plainValues,
  publishListing,
  renewListing,
  respond,
} from './partner-listings.service.ts'

/**
 * Partner listings (docs/product.md#partner-listings). Every call needs a signed-in member with a
 * verified address, every change the members' charter; posting and responding a nurse role. Only
 * the author edits, publishes, withdraws, fills, renews, deletes and reads the responses (403 to
 * others, 404 for another's draft). The rules are in partner-listings.service.ts.
 */

/** A member posts a few listings a year: 20 an hour stops a script, never a person. */
export const LISTING_CREATE_RATE_LIMIT: RateLimitRule = { name: 'partner_listings.create', limit: 20, windowSeconds: 3600 }
/** Responses open conversations: 30 an hour per member. */
export const RESPONSE_RATE_LIMIT: RateLimitRule = { name: 'partner_responses.create', limit: 30, windowSeconds: 3600 }

const byUser = (c: Context<AppEnv>) => `user:${currentUser(c).id}`

function clock(c: Context<AppEnv>) {
  return { now: c.get('deps').clock.now(), locale: c.get('locale') }
}

async function savedAnswer(c: Context<AppEnv>, id: number, code: MessageCode, status: 200 | 201 = 200) {
  const user = currentUser(c)
  const view = await findListingView(c.get('deps').db, id, user.id, clock(c).now)
  if (!view) throw new HttpError(404, 'http.not_found')
  const body: PartnerListingSaved = { message: translate(c.get('locale'), code), partner_listing: listingJson(view, user.id) }
  return c.json(body, status)
}

/** The caller and the listing's id, once the caller is known to be its author (before the body is read). */
async function asAuthor(c: Context<AppEnv>) {
  const user = currentUser(c)
  const id = pathId(c.req.param('id'))
  assertAuthor(await findListingState(c.get('deps').db, id, clock(c).now), user)
  return { user, id }
}

export const partnerListingRoutes = new Hono<AppEnv>()
  /**
   * GET /api/partner-listings: the search. Published listings only; around `commune` within
   * `radius_km` with each one's distance; the viewer's own included (author.id tells them).
   */
  .get('/partner-listings', requireVerified, async (c) => {
    const user = currentUser(c)
    const search = validateQuery(c, partnerListingSearchSchema)
    const { db } = c.get('deps')
    const { now } = clock(c)
    let center: { lat: number; lng: number } | null = null
    if (search.commune) {
      center = (await findCommunePosition(db, search.commune)) ?? null
      if (!center) throw fieldErrors(c.get('locale'), 'validation.failed', { commune: 'commune.unknown' })
    }
    const { hits, count } = await searchListingIds(db, search, center, now)
    const views = await findListingViews(
      db,
      hits.map((hit) => hit.id),
      user.id,
      now,
    )
    const partner_listings = hits.flatMap((hit) => {
      const view = views.get(hit.id)
      return view ? [listingJson(view, user.id, hit.distance_km)] : []
    })
    return c.json({ partner_listings, count })
  })

  /** POST /api/partner-listings: a draft, or a published listing with `publish: true` (then complete). */
  .post(
    '/partner-listings',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'partner_listings.create', subject: byUser }),
    rateLimit({ ...LISTING_CREATE_RATE_LIMIT, subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      assertNurse(user)
      const input = await validateJson(c, createPartnerListingSchema)
      const { db } = c.get('deps')
      const at = clock(c)
      const values = { ...plainValues(input), ...(await communeValues(db, input.commune_insee, at.locale)) }
      const publish = input.publish === true
      const id = await inTransaction(db, (trx) => createListing(trx, { author: user, kind: input.kind, values, publish }, at))
      return savedAnswer(c, id, publish ? 'partner_listing.published' : 'partner_listing.draft_saved', 201)
    },
  )

  /** GET /api/partner-listings/me: the author's listings, every status (filter with `status=`), newest first. */
  .get('/partner-listings/me', requireVerified, async (c) => {
    const user = currentUser(c)
    const query = validateQuery(c, myPartnerListingsQuerySchema)
    const { db } = c.get('deps')
    const { now } = clock(c)
    const { ids, count } = await listAuthorListingIds(db, user.id, query, now)
    const views = await findListingViews(db, ids, user.id, now)
    const partner_listings = ids.flatMap((id) => {
      const view = views.get(id)
      return view ? [listingJson(view, user.id)] : []
    })
    return c.json({ partner_listings, count })
  })

  /**
   * GET /api/partner-listings/{id}: published and filled listings to every member; a draft to its
   * author; a withdrawn or expired one to its author and those who responded. Anything else 404.
   */
  .get('/partner-listings/:id{[0-9]+}', requireVerified, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const view = await findListingView(c.get('deps').db, id, user.id, clock(c).now)
    const visible =
      view &&
      (view.author_user_id === user.id ||
        view.status === 'published' ||
        view.status === 'filled' ||
        (view.status !== 'draft' && view.my_response_id !== null))
    if (!view || !visible) throw new HttpError(404, 'http.not_found')
    return c.json(listingJson(view, user.id))
  })

  /** PUT /api/partner-listings/{id} {kind, …fields}: the fields sent change; the kind never does. */
  .put(
    '/partner-listings/:id{[0-9]+}',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'partner_listings.update', subject: byUser }),
    async (c) => {
      const { user, id } = await asAuthor(c)
      const input = await validateJson(c, updatePartnerListingSchema)
      const { db } = c.get('deps')
      const at = clock(c)
      const values = { ...plainValues(input), ...(await communeValues(db, input.commune_insee, at.locale)) }
      await inTransaction(db, (trx) => editListing(trx, { id, author: user, kind: input.kind, values }, at))
      return savedAnswer(c, id, 'partner_listing.saved')
    },
  )

  /** DELETE /api/partner-listings/{id}: drafts only (a published listing is withdrawn). */
  .delete('/partner-listings/:id{[0-9]+}', requireVerified, requireCharter, async (c) => {
    const { user, id } = await asAuthor(c)
    await inTransaction(c.get('deps').db, (trx) => deleteListing(trx, { id, author: user }, clock(c).now))
    return c.json({ message: translate(c.get('locale'), 'partner_listing.deleted') })
  })

  /** POST /api/partner-listings/{id}/publish: a complete draft becomes public for 90 days. */
  .post('/partner-listings/:id{[0-9]+}/publish', requireVerified, requireCharter, async (c) => {
    const { user, id } = await asAuthor(c)
    await inTransaction(c.get('deps').db, (trx) => publishListing(trx, { id, author: user }, clock(c)))
    return savedAnswer(c, id, 'partner_listing.published')
  })

  /** POST /api/partner-listings/{id}/withdraw: a published listing is withdrawn (retirée). */
  .post('/partner-listings/:id{[0-9]+}/withdraw', requireVerified, requireCharter, async (c) => {
    const { user, id } = await asAuthor(c)
    await inTransaction(c.get('deps').db, (trx) => closeListing(trx, { id, author: user, to: 'withdrawn' }, clock(c).now))
    return savedAnswer(c, id, 'partner_listing.withdrawn')
  })

  /** POST /api/partner-listings/{id}/fill: a published listing is filled (pourvue). */
  .post('/partner-listings/:id{[0-9]+}/fill', requireVerified, requireCharter, async (c) => {
    const { user, id } = await asAuthor(c)
    await inTransaction(c.get('deps').db, (trx) => closeListing(trx, { id, author: user, to: 'filled' }, clock(c).now))
    return savedAnswer(c, id, 'partner_listing.filled')
  })

  /** POST /api/partner-listings/{id}/renew: 90 more days from now, same listing, same responses. */
  .post('/partner-listings/:id{[0-9]+}/renew', requireVerified, requireCharter, async (c) => {
    const { user, id } = await asAuthor(c)
    await inTransaction(c.get('deps').db, (trx) => renewListing(trx, { id, author: user }, clock(c)))
    return savedAnswer(c, id, 'partner_listing.renewed')
  })

  /**
   * POST /api/partner-listings/{id}/responses {message} (Idempotency-Key): a member responds once to
   * another's open listing; the conversation between them opens with the message.
   */
  .post(
    '/partner-listings/:id{[0-9]+}/responses',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'partner_responses.create', subject: byUser }),
    rateLimit({ ...RESPONSE_RATE_LIMIT, subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      const id = pathId(c.req.param('id'))
      const { db } = c.get('deps')
      const { now } = clock(c)
      const listing = await findListingState(db, id, now)
      if (!listing || (listing.status === 'draft' && listing.author_user_id !== user.id))
        throw new HttpError(404, 'http.not_found')
      assertNurse(user)
      const input = await validateJson(c, respondSchema)
      const { responseId } = await inTransaction(db, (trx) => respond(trx, { listingId: id, user, message: input.message }, now))
      const { rows } = await listResponses(db, { side: 'sent', userId: user.id, listingId: id, page: 1, perPage: 1 }, now)
      const response = rows.find((row) => row.id === responseId)
      if (!response) throw new HttpError(404, 'http.not_found')
      return c.json(
        { message: translate(c.get('locale'), 'partner_response.sent'), partner_response: responseJson(response) },
        201,
      )
    },
  )

  /** GET /api/partner-listings/{id}/responses: the listing's responses, newest first. Its author only. */
  .get('/partner-listings/:id{[0-9]+}/responses', requireVerified, async (c) => {
    const { user, id } = await asAuthor(c)
    const query = validateQuery(c, partnerResponsesQuerySchema)
    const { rows, count } = await listResponses(
      c.get('deps').db,
      { side: 'received', userId: user.id, listingId: id, status: query.status, page: query.page, perPage: query.perPage },
      clock(c).now,
    )
    return c.json({ partner_responses: rows.map(responseJson), count })
  })

  /** GET /api/partner-responses/received and /sent: responses on one's listings, and those one sent. */
  .get('/partner-responses/:side{received|sent}', requireVerified, async (c) => {
    const user = currentUser(c)
    const side = c.req.param('side') === 'sent' ? 'sent' : 'received'
    const query = validateQuery(c, partnerResponsesQuerySchema)
    const { rows, count } = await listResponses(
      c.get('deps').db,
      { side, userId: user.id, listingId: query.listing_id, status: query.status, page: query.page, perPage: query.perPage },
      clock(c).now,
    )
    return c.json({ partner_responses: rows.map(responseJson), count })
  })

  /** POST /api/partner-responses/{id}/status {status}: the listing's author says where it stands. */
  .post('/partner-responses/:id{[0-9]+}/status', requireVerified, requireCharter, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db } = c.get('deps')
    const { now } = clock(c)
    const response = await findResponse(db, id)
    const listing = response && (await findListingState(db, response.listing_id, now))
    if (!listing || listing.author_user_id !== user.id) throw new HttpError(404, 'http.not_found')
    const input = await validateJson(c, partnerResponseStatusSchema)
    await inTransaction(db, (trx) => decideResponse(trx, { responseId: id, user, status: input.status }, now))
    return c.json({ message: translate(c.get('locale'), 'partner_response.status_saved') })
  })
