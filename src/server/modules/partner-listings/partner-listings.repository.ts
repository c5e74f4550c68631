import { type Expression, type Insertable, type SqlBool, sql, type Updateable } from 'kysely'
import type {
  PartnerListingFields,
  PartnerListingKind,
  PartnerListingSearch,
  PartnerListingStatus,
  PartnerResponseStatus,
} from '#shared/partner-listings.ts'
import type { Db } from '../../db/connect.ts'
import { boundingBox, greatCircleKmSql, type Position } from '../communes/geo.ts'
import type { PartnerListingAction, PartnerListingsTable } from './partner-listings.table.ts'

/**
 * Partner listings in the database. Every function takes `db` or a transaction. A published
 * listing past its `expires_at` is read as expired even before the expiry job has written it, so
 * a listing never shows as open after its 90 days.
 */

/** A published listing past its end, seen as what it is. */
function effectiveStatus(now: Date) {
  return sql<PartnerListingStatus>`(case when l.status = 'published' and l.expires_at <= ${now}::timestamptz then 'expired' else l.status end)`
}

/** Every field of PartnerListingFields, dates as text. */
export const fieldColumns = [
  'l.commune_insee',
  'l.radius_km',
  'l.premises',
  'l.software',
  'l.vehicle_required',
  'l.parking',
  'l.description',
  'l.share_percent',
  'l.price_eur',
  'l.price_kind',
  'l.team_size',
  'l.redevance_percent',
  'l.redevance_covers',
  'l.days_per_week',
  'l.fees_bracket',
  'l.patients_per_day',
  'l.rounds',
  'l.premises_taken_over',
  'l.reason',
  'l.experience_years',
  'l.experience',
] as const

const startDate = sql<string | null>`l.start_date::text`.as('start_date')

export interface ListingState extends PartnerListingFields {
  id: number
  author_user_id: number
  kind: PartnerListingKind
  /** As it is now: a published listing past its end is expired. */
  status: PartnerListingStatus
  stored_status: PartnerListingStatus
  commune_name: string | null
  published_at: Date | null
  expires_at: Date | null
}

export async function findListingState(db: Db, id: number, now: Date, lock = false): Promise<ListingState | undefined> {
  let query = db
    .selectFrom('partner_listings as l')
    .select([
      'l.id',
      'l.author_user_id',
      'l.kind',
      'l.status as stored_status',
      'l.commune_name',
      'l.published_at',
      'l.expires_at',
    ])
    .select(fieldColumns)
    .select([startDate, effectiveStatus(now).as('status')])
    .where('l.id', '=', id)
  if (lock) query = query.forUpdate()
  return query.executeTakeFirst()
}

/** A listing with what its JSON needs for one viewer. */
export interface ListingView extends ListingState {
  postal_code: string | null
  department: string | null
  lat: number | null
  lng: number | null
  filled_at: Date | null
  withdrawn_at: Date | null
  created_at: Date
  updated_at: Date
  author_first_name: string | null
  author_last_name: string | null
  author_profil_url: string | null
  responses_count: number
  my_response_id: number | null
  my_response_status: PartnerResponseStatus | null
  my_conversation_id: number | null
}

/** The response's state as people see it: a new one the author has written in is "en discussion". */
function responseStatus(alias: string) {
  const ref = (column: string) => sql.ref(`${alias}.${column}`)
  return sql<PartnerResponseStatus>`(case when ${ref('status')} = 'new' and exists (
    select 1 from conversations cv
    join conversation_messages m on m.conversation_id = cv.id
    join partner_listings pl on pl.id = ${ref('listing_id')}
    where cv.kind = 'partner_response' and cv.partner_response_id = ${ref('id')} and m.sender_user_id = pl.author_user_id
  ) then 'discussing' else ${ref('status')} end)`
}

/** Listings by id as `viewerId` sees them (their page of ids is chosen first). */
export async function findListingViews(db: Db, ids: number[], viewerId: number, now: Date): Promise<Map<number, ListingView>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('partner_listings as l')
    .innerJoin('users as u', 'u.id', 'l.author_user_id')
    .leftJoin('partner_responses as mine', (join) =>
      join.onRef('mine.listing_id', '=', 'l.id').on('mine.responder_user_id', '=', viewerId),
    )
    .leftJoin('conversations as cv', (join) =>
      join.onRef('cv.partner_response_id', '=', 'mine.id').on('cv.kind', '=', 'partner_response'),
    )
    .select([
      'l.id',
      'l.author_user_id',
      'l.kind',
      'l.status as stored_status',
      'l.commune_name',
      'l.postal_code',
      'l.department',
      'l.lat',
      'l.lng',
      'l.published_at',
      'l.expires_at',
      'l.filled_at',
      'l.withdrawn_at',
      'l.created_at',
      'l.updated_at',
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
      'u.profil_url as author_profil_url',
      'mine.id as my_response_id',
      'cv.id as my_conversation_id',
    ])
    .select(fieldColumns)
    .select([
      startDate,
      effectiveStatus(now).as('status'),
      responseStatus('mine').as('my_response_status'),
      sql<number>`(select count(*)::int from partner_responses r where r.listing_id = l.id)`.as('responses_count'),
    ])
    .where('l.id', 'in', ids)
    .execute()
  return new Map(
    rows.map((row) => [row.id, { ...row, my_response_status: row.my_response_id === null ? null : row.my_response_status }]),
  )
}

export async function findListingView(db: Db, id: number, viewerId: number, now: Date): Promise<ListingView | undefined> {
  return (await findListingViews(db, [id], viewerId, now)).get(id)
}

/** What a listing's fields become in the table (commune resolved). */
export type ListingValues = Partial<Omit<Insertable<PartnerListingsTable>, 'id' | 'author_user_id' | 'created_at'>>

export async function insertListing(db: Db, authorId: number, kind: PartnerListingKind, values: ListingValues, now: Date) {
  const row = await db
    .insertInto('partner_listings')
    .values({ ...values, kind, author_user_id: authorId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateListing(db: Db, id: number, values: Updateable<PartnerListingsTable>, now: Date): Promise<void> {
  await db
    .updateTable('partner_listings')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute()
}

export async function deleteDraftListing(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('partner_listings').where('id', '=', id).where('status', '=', 'draft').executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function recordHistory(
  db: Db,
  entry: { listingId: number; actorId: number | null; action: PartnerListingAction; note?: string | null; at: Date },
): Promise<void> {
  await db
    .insertInto('partner_listing_history')
    .values({
      listing_id: entry.listingId,
      actor_user_id: entry.actorId,
      action: entry.action,
      note: entry.note ?? null,
      at: entry.at,
    })
    .execute()
}

export async function listHistory(db: Db, listingId: number) {
  return db
    .selectFrom('partner_listing_history as h')
    .leftJoin('users as u', 'u.id', 'h.actor_user_id')
    .select([
      'h.action',
      'h.note',
      'h.at',
      'h.actor_user_id',
      'u.first_name as actor_first_name',
      'u.last_name as actor_last_name',
    ])
    .where('h.listing_id', '=', listingId)
    .orderBy('h.at')
    .orderBy('h.id')
    .execute()
}

/** The author's listings, newest first, with the statuses asked (as they are now). */
export async function listAuthorListingIds(
  db: Db,
  authorId: number,
  filter: { status?: PartnerListingStatus[] | undefined; page: number; perPage: number },
  now: Date,
): Promise<{ ids: number[]; count: number }> {
  let query = db.selectFrom('partner_listings as l').where('l.author_user_id', '=', authorId)
  if (filter.status && filter.status.length > 0) query = query.where(effectiveStatus(now), 'in', filter.status)
  const [rows, total] = await Promise.all([
    query
      .select('l.id')
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { ids: rows.map((row) => row.id), count: Number(total.count) }
}

export interface SearchHit {
  id: number
  distance_km: number | null
}

/**
 * The search (GET /api/partner-listings): published listings not past their end. Around a
 * centre, as the offers' search does (replacements.repository.ts): the bounding box on (lat, lng)
 * from the centre (partner_listings_published_position_idx), then the exact great-circle
 * distance (communes/geo.ts), the same figure as every other distance of the app.
 */
export async function searchListingIds(
  db: Db,
  search: PartnerListingSearch,
  center: Position | null,
  now: Date,
): Promise<{ hits: SearchHit[]; count: number }> {
  const distance = center ? greatCircleKmSql(center.lat, center.lng, sql.ref('l.lat'), sql.ref('l.lng')) : null
  const conditions: Expression<SqlBool>[] = [
    // Literal, so that the partial indexes (where status = 'published') match.
    sql<SqlBool>`l.status = 'published'`,
    sql<SqlBool>`l.expires_at > ${now}::timestamptz`,
  ]
  if (center && distance) {
    const box = boundingBox(center, search.radius_km)
    conditions.push(sql<SqlBool>`l.lat between ${box.minLat}::float8 and ${box.maxLat}::float8`)
    if (box.minLng !== undefined && box.maxLng !== undefined)
      conditions.push(sql<SqlBool>`l.lng between ${box.minLng}::float8 and ${box.maxLng}::float8`)
    conditions.push(sql<SqlBool>`${distance} <= ${search.radius_km}::float8`)
  }
  if (search.kind && search.kind.length > 0) conditions.push(sql<SqlBool>`l.kind = any(${`{${search.kind.join(',')}}`}::text[])`)
  if (search.start_from) conditions.push(sql<SqlBool>`l.start_date >= ${search.start_from}::date`)
  if (search.start_to) conditions.push(sql<SqlBool>`l.start_date <= ${search.start_to}::date`)
  if (search.price_min !== undefined) conditions.push(sql<SqlBool>`l.price_eur >= ${search.price_min}::int`)
  if (search.price_max !== undefined) conditions.push(sql<SqlBool>`l.price_eur <= ${search.price_max}::int`)
  if (search.percent_min !== undefined) conditions.push(sql<SqlBool>`l.redevance_percent >= ${search.percent_min}::int`)
  if (search.percent_max !== undefined) conditions.push(sql<SqlBool>`l.redevance_percent <= ${search.percent_max}::int`)
  const where = sql.join(conditions, sql` and `)
  const byDistance = distance !== null && (search.sort ?? 'distance') === 'distance'
  const order = byDistance ? sql`distance_km, id` : sql`published_at desc, id desc`
  const { rows } = await sql<{ id: number | null; distance_km: number | null; count: number }>`
    with hits as materialized (
      select l.id, l.published_at, ${distance ?? sql`null::float8`} as distance_km
      from partner_listings l
      where ${where}
    )
    select page.id, page.distance_km, total.count
    from (select count(*)::int as count from hits) total
    left join lateral (
      select id, published_at, distance_km from hits order by ${order}
      limit ${search.perPage} offset ${(search.page - 1) * search.perPage}
    ) page on true
    order by ${order}
  `.execute(db)
  return {
    hits: rows.flatMap((row) => (row.id === null ? [] : [{ id: row.id, distance_km: row.distance_km }])),
    count: rows[0]?.count ?? 0,
  }
}

// Responses.

export interface ResponseRow {
  id: number
  listing_id: number
  responder_user_id: number
  status: PartnerResponseStatus
}

/** The new response, or undefined when the member already has one on this listing. */
export async function insertResponse(
  db: Db,
  values: { listingId: number; responderId: number; message: string; now: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('partner_responses')
    .values({
      listing_id: values.listingId,
      responder_user_id: values.responderId,
      message: values.message,
      created_at: values.now,
      updated_at: values.now,
    })
    .onConflict((oc) => oc.constraint('partner_responses_one_per_member').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function findResponse(db: Db, id: number, lock = false): Promise<ResponseRow | undefined> {
  let query = db.selectFrom('partner_responses').select(['id', 'listing_id', 'responder_user_id', 'status']).where('id', '=', id)
  if (lock) query = query.forUpdate()
  return query.executeTakeFirst()
}

export async function setResponseStatus(db: Db, id: number, status: PartnerResponseStatus, now: Date): Promise<void> {
  await db.updateTable('partner_responses').set({ status, updated_at: now }).where('id', '=', id).execute()
}

/** The conversation a response opened, if it still exists. */
export async function findResponseConversationId(db: Db, responseId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('kind', '=', 'partner_response')
    .where('partner_response_id', '=', responseId)
    .executeTakeFirst()
  return row?.id
}

/**
 * The conversation a response opens, once (the unique index of 0860): a concurrent opening finds
 * the same row. The listing's author is side a, the responder side b.
 */
export async function openResponseConversation(
  db: Db,
  values: { responseId: number; authorId: number; responderId: number; now: Date },
): Promise<number> {
  const inserted = await db
    .insertInto('conversations')
    .values({
      kind: 'partner_response',
      partner_response_id: values.responseId,
      user_a_id: values.authorId,
      user_b_id: values.responderId,
      created_at: values.now,
    })
    .onConflict((oc) => oc.column('partner_response_id').where('kind', '=', 'partner_response').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) return inserted.id
  const found = await db
    .selectFrom('conversations')
    .select('id')
    .where('kind', '=', 'partner_response')
    .where('partner_response_id', '=', values.responseId)
    .executeTakeFirstOrThrow()
  return found.id
}

export interface ResponseView {
  id: number
  listing_id: number
  listing_kind: PartnerListingKind
  listing_status: PartnerListingStatus
  listing_commune_name: string | null
  message: string
  status: PartnerResponseStatus
  conversation_id: number | null
  created_at: Date
  updated_at: Date
  responder_id: number
  responder_first_name: string | null
  responder_last_name: string | null
  responder_profil_url: string | null
  author_id: number
  author_first_name: string | null
  author_last_name: string | null
  author_profil_url: string | null
}

/**
 * Responses, newest first: `received` on the listings `userId` wrote (optionally one listing),
 * or `sent` by `userId`.
 */
export async function listResponses(
  db: Db,
  filter: {
    side: 'received' | 'sent'
    userId: number
    listingId?: number | undefined
    status?: PartnerResponseStatus[] | undefined
    page: number
    perPage: number
  },
  now: Date,
): Promise<{ rows: ResponseView[]; count: number }> {
  let query = db
    .selectFrom('partner_responses as r')
    .innerJoin('partner_listings as l', 'l.id', 'r.listing_id')
    .innerJoin('users as responder', 'responder.id', 'r.responder_user_id')
    .innerJoin('users as author', 'author.id', 'l.author_user_id')
    .leftJoin('conversations as cv', (join) =>
      join.onRef('cv.partner_response_id', '=', 'r.id').on('cv.kind', '=', 'partner_response'),
    )
  query =
    filter.side === 'received'
      ? query.where('l.author_user_id', '=', filter.userId)
      : query.where('r.responder_user_id', '=', filter.userId)
  if (filter.listingId !== undefined) query = query.where('r.listing_id', '=', filter.listingId)
  if (filter.status && filter.status.length > 0) query = query.where(responseStatus('r'), 'in', filter.status)
  const [rows, total] = await Promise.all([
    query
      .select([
        'r.id',
        'r.listing_id',
        'l.kind as listing_kind',
        'l.commune_name as listing_commune_name',
        'r.message',
        'r.created_at',
        'r.updated_at',
        'cv.id as conversation_id',
        'responder.id as responder_id',
        'responder.first_name as responder_first_name',
        'responder.last_name as responder_last_name',
        'responder.profil_url as responder_profil_url',
        'author.id as author_id',
        'author.first_name as author_first_name',
        'author.last_name as author_last_name',
        'author.profil_url as author_profil_url',
      ])
      .select([effectiveStatus(now).as('listing_status'), responseStatus('r').as('status')])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, count: Number(total.count) }
}

// Expiry and renewal.

/**
 * Published listings past their end become expired; returns their ids (for their history).
 * Uses partner_listings_published_expiry_idx; two runs at once expire each listing once.
 */
export async function expireListings(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .updateTable('partner_listings')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'published')
    .where('expires_at', '<=', now)
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Published listings whose end is within `noticeUntil` and whose author was not mailed since the
 * last publication or renewal: claimed (renewal_mailed_at set) in the same statement, so that two
 * runs never mail twice; the mail is written in the same transaction (the caller's).
 */
export async function claimDueRenewals(db: Db, now: Date, noticeUntil: Date) {
  return db
    .updateTable('partner_listings as l')
    .from('users as u')
    .set({ renewal_mailed_at: now })
    .whereRef('u.id', '=', 'l.author_user_id')
    .where('l.status', '=', 'published')
    .where('l.renewal_mailed_at', 'is', null)
    .where('l.expires_at', '>', now)
    .where('l.expires_at', '<=', noticeUntil)
    .returning(['l.id', 'l.kind', 'l.commune_name', 'l.expires_at', 'u.email', 'u.first_name', 'u.settings', 'u.deleted_at'])
    .execute()
}

/** The author of a listing, as a mail to them needs it. */
export async function findListingAuthor(db: Db, authorId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'settings', 'deleted_at'])
    .where('id', '=', authorId)
    .executeTakeFirstOrThrow()
}
