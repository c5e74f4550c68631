import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { z } from 'zod'
import {
  LISTING_LIFETIME_DAYS,
  missingForPublication,
  type PartnerListingFields,
  type PartnerListingKind,
  type PartnerResponseStatus,
  type updatePartnerListingSchema,
} from '#shared/partner-listings.ts'
import type { Database } from '../../db/database.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import type { Locale } from '../../i18n/messages.ts'
import { alertOnListingPublish } from '../alerts/on-listing-publish.ts'
import { conversationAccess, postMessage } from '../chat/chat.service.ts'
import { notify } from '../notifications/notify.ts'
import { personName } from '../replacements/replacements.events.ts'
import { requireEntitlement } from '../subscriptions/entitlements.ts'
import type { AuthUser } from '../users/users.repository.ts'
import {
  deleteDraftListing,
  findListingState,
  findResponse,
  findResponseConversationId,
  insertListing,
  insertResponse,
  type ListingState,
  type ListingValues,
  openResponseConversation,
  recordHistory,
  setResponseStatus,
  updateListing,
} from './partner-listings.repository.ts'

/**
 * The rules of the partner listings (docs/product.md#partner-listings). Each change takes the
 * caller's transaction, locks the listing row first (`FOR UPDATE`), refuses with an HttpError and
 * writes the listing's history in that transaction.
 */

type Trx = Transaction<Database>
type ListingInput = z.output<typeof updatePartnerListingSchema>

const DAY_MS = 86_400_000

export function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY_MS)
}

/** Partner listings are between nurses: posting and responding need a nurse role. */
export function assertNurse(user: AuthUser): void {
  if (!user.roles.includes('titulaire') && !user.roles.includes('remplacant'))
    throw new HttpError(403, 'partner_listing.nurse_only')
}

/**
 * The author's listing; 404 when it does not exist or is another's draft (a draft is not
 * revealed), 403 for another's listing.
 */
export function assertAuthor(listing: ListingState | undefined, user: AuthUser): ListingState {
  if (!listing || (listing.status === 'draft' && listing.author_user_id !== user.id)) throw new HttpError(404, 'http.not_found')
  if (listing.author_user_id !== user.id) throw new HttpError(403, 'http.forbidden')
  return listing
}

/** The plain fields an input sets (the commune is resolved apart). */
export function plainValues(input: ListingInput): ListingValues {
  const values: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) {
    if (key === 'kind' || key === 'publish' || key === 'commune_insee' || value === undefined) continue
    values[key] = value
  }
  return values as ListingValues
}

/** The stored fields with the changes applied: what publication checks. */
function merged(stored: PartnerListingFields, values: ListingValues): PartnerListingFields {
  return { ...stored, ...(values as Partial<PartnerListingFields>) }
}

const emptyFields: PartnerListingFields = {
  commune_insee: null,
  radius_km: null,
  start_date: null,
  premises: null,
  software: null,
  vehicle_required: false,
  parking: false,
  description: null,
  share_percent: null,
  price_eur: null,
  price_kind: null,
  team_size: null,
  redevance_percent: null,
  redevance_covers: null,
  days_per_week: null,
  fees_bracket: null,
  patients_per_day: null,
  rounds: null,
  premises_taken_over: null,
  reason: null,
  experience_years: null,
  experience: null,
}

function assertPublishable(kind: PartnerListingKind, fields: PartnerListingFields, locale: Locale): void {
  const missing = missingForPublication(kind, fields)
  if (Object.keys(missing).length > 0)
    throw fieldErrors(locale, 'partner_listing.not_publishable', missing as Record<string, 'validation.required'>)
}

function publication(now: Date) {
  return { status: 'published' as const, published_at: now, expires_at: expiryFrom(now), renewal_mailed_at: null }
}

export async function createListing(
  trx: Trx,
  input: { author: AuthUser; kind: PartnerListingKind; values: ListingValues; publish: boolean },
  { now, locale }: { now: Date; locale: Locale },
): Promise<number> {
  if (input.publish) {
    assertPublishable(input.kind, merged(emptyFields, input.values), locale)
    if (input.kind === 'cession') await requireEntitlement(trx, input.author.id, 'cession_listings', { now, locale })
  }
  const id = await insertListing(
    trx,
    input.author.id,
    input.kind,
    { ...input.values, ...(input.publish ? publication(now) : {}) },
    now,
  )
  await recordHistory(trx, { listingId: id, actorId: input.author.id, action: 'created', at: now })
  if (input.publish) {
    await recordHistory(trx, { listingId: id, actorId: input.author.id, action: 'published', at: now })
    await alertOnListingPublish(trx, id, now)
  }
  return id
}

/** The fields sent change; a published listing stays complete; a closed one does not change. */
export async function editListing(
  trx: Trx,
  input: { id: number; author: AuthUser; kind: PartnerListingKind; values: ListingValues },
  { now, locale }: { now: Date; locale: Locale },
): Promise<void> {
  const listing = assertAuthor(await findListingState(trx, input.id, now, true), input.author)
  if (listing.kind !== input.kind) throw fieldErrors(locale, 'validation.failed', { kind: 'partner_listing.kind_locked' })
  if (listing.status !== 'draft' && listing.status !== 'published') throw new HttpError(409, 'partner_listing.closed')
  if (listing.status === 'published') assertPublishable(listing.kind, merged(listing, input.values), locale)
  await updateListing(trx, input.id, input.values, now)
  await recordHistory(trx, { listingId: input.id, actorId: input.author.id, action: 'edited', at: now })
}

export async function publishListing(
  trx: Trx,
  input: { id: number; author: AuthUser },
  { now, locale }: { now: Date; locale: Locale },
): Promise<void> {
  const listing = assertAuthor(await findListingState(trx, input.id, now, true), input.author)
  if (listing.status !== 'draft') throw new HttpError(409, 'partner_listing.not_draft')
  assertPublishable(listing.kind, listing, locale)
  // docs/decisions/017: handing over a practice is the holder plan's.
  if (listing.kind === 'cession') await requireEntitlement(trx, input.author.id, 'cession_listings', { now, locale })
  await updateListing(trx, input.id, publication(now), now)
  await recordHistory(trx, { listingId: input.id, actorId: input.author.id, action: 'published', at: now })
  await alertOnListingPublish(trx, input.id, now)
}

/** Withdrawn (retirée) or filled (pourvue): from published only. Responses stay, for both sides. */
export async function closeListing(
  trx: Trx,
  input: { id: number; author: AuthUser; to: 'withdrawn' | 'filled' },
  now: Date,
): Promise<void> {
  const listing = assertAuthor(await findListingState(trx, input.id, now, true), input.author)
  if (listing.status !== 'published') throw new HttpError(409, 'partner_listing.not_published')
  await updateListing(
    trx,
    input.id,
    input.to === 'filled' ? { status: 'filled', filled_at: now } : { status: 'withdrawn', withdrawn_at: now },
    now,
  )
  await recordHistory(trx, { listingId: input.id, actorId: input.author.id, action: input.to, at: now })
}

/**
 * Renewing keeps the listing, its id and its responses, and publishes it for another 90 days from
 * now: a published listing (usually after the renewal mail) or an expired one.
 */
export async function renewListing(
  trx: Trx,
  input: { id: number; author: AuthUser },
  { now, locale }: { now: Date; locale: Locale },
): Promise<void> {
  const listing = assertAuthor(await findListingState(trx, input.id, now, true), input.author)
  if (listing.status !== 'published' && listing.status !== 'expired') throw new HttpError(409, 'partner_listing.not_renewable')
  // Another 90 days online is publishing again: a cession needs the plan still.
  if (listing.kind === 'cession') await requireEntitlement(trx, input.author.id, 'cession_listings', { now, locale })
  await updateListing(trx, input.id, { status: 'published', expires_at: expiryFrom(now), renewal_mailed_at: null }, now)
  await recordHistory(trx, { listingId: input.id, actorId: input.author.id, action: 'renewed', at: now })
}

export async function deleteListing(trx: Trx, input: { id: number; author: AuthUser }, now: Date): Promise<void> {
  const listing = assertAuthor(await findListingState(trx, input.id, now, true), input.author)
  if (listing.status !== 'draft' || !(await deleteDraftListing(trx, input.id)))
    throw new HttpError(409, 'partner_listing.delete_not_draft')
}

/**
 * A response: stored once per member and listing (the unique constraint decides between two at
 * once), never on one's own listing nor on a listing that is not open; it opens the conversation
 * between the two members with the listing as its context, its message the first one (the chat's
 * rules apply: a block refuses it, the author is told as of any message).
 */
export async function respond(
  trx: Trx,
  input: { listingId: number; user: AuthUser; message: string },
  now: Date,
): Promise<{ responseId: number; conversationId: number }> {
  const listing = await findListingState(trx, input.listingId, now)
  if (!listing || listing.status === 'draft') throw new HttpError(404, 'http.not_found')
  if (listing.author_user_id === input.user.id) throw new HttpError(422, 'partner_response.own_listing', { errors: {} })
  if (listing.status !== 'published') throw new HttpError(409, 'partner_listing.not_open')
  const responseId = await insertResponse(trx, {
    listingId: listing.id,
    responderId: input.user.id,
    message: input.message,
    now,
  })
  // 422 rather than 409: the idempotency middleware keeps a 422 for a replay (see replacements/README.md).
  if (responseId === undefined) throw new HttpError(422, 'partner_response.duplicate', { errors: {} })
  const conversationId = await openResponseConversation(trx, {
    responseId,
    authorId: listing.author_user_id,
    responderId: input.user.id,
    now,
  })
  const access = await conversationAccess(trx, conversationId, input.user)
  await postMessage(trx, { access, user: input.user, clientId: randomUUID(), body: input.message }, now)
  return { responseId, conversationId }
}

/**
 * The listing's author says where a response stands (nouvelle → en discussion, retenue, déclinée).
 * A response that becomes retained or declined tells its responder (partner_response_decided, as
 * their preferences say), leading to their conversation; saying the same again tells nobody.
 */
export async function decideResponse(
  trx: Trx,
  input: { responseId: number; user: AuthUser; status: PartnerResponseStatus },
  now: Date,
): Promise<void> {
  const response = await findResponse(trx, input.responseId, true)
  const listing = response && (await findListingState(trx, response.listing_id, now))
  // The responder and strangers learn nothing: only the listing's author decides.
  if (!response || !listing || listing.author_user_id !== input.user.id) throw new HttpError(404, 'http.not_found')
  await setResponseStatus(trx, input.responseId, input.status, now)
  if ((input.status === 'retained' || input.status === 'declined') && response.status !== input.status)
    await notify(trx, {
      userId: response.responder_user_id,
      event: 'partner_response_decided',
      data: {
        listing_id: listing.id,
        kind: listing.kind,
        commune_name: listing.commune_name,
        response_id: response.id,
        status: input.status,
        author_name: personName(input.user),
        conversation_id: (await findResponseConversationId(trx, response.id)) ?? null,
      },
      now,
    })
}
