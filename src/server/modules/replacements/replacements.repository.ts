import { type Expression, type SqlBool, sql } from 'kysely'
import type {
  ApplicationStatus,
  ReplacementChange,
  ReplacementSearch,
  ReplacementStatus,
  Shift,
  Urgency,
} from '#shared/replacements.ts'
import { type Db, executePrepared } from '../../db/connect.ts'
import { findCommunePlace } from '../communes/communes.repository.ts'
import { boundingBox, greatCircleKmSql, type Position } from '../communes/geo.ts'

/**
 * Offers in the database. Every function takes `db` or a transaction. `date` columns are read as
 * text (YYYY-MM-DD); a published offer whose last day is before `today` (Paris) is read as
 * expired even before the expiry job has written it, so a past offer never shows as open.
 */

/** A published offer past its end, seen as what it is. */
function effectiveStatus(today: string) {
  return sql<ReplacementStatus>`(case when r.status = 'published' and r.end_date < ${today}::date then 'expired' else r.status end)`
}

/** The offer's own columns, dates as text. */
function offerColumns() {
  return [
    'r.id',
    'r.author_user_id',
    'r.urgency',
    'r.commune_insee',
    'r.commune_name',
    'r.postal_code',
    'r.department',
    'r.lat',
    'r.lng',
    'r.shifts',
    'r.care_types',
    'r.patients_per_day',
    'r.retrocession_percent',
    'r.housing_offered',
    'r.vehicle_required',
    'r.software',
    'r.description',
    'r.answer_window_ends_at',
    'r.published_at',
    'r.filled_at',
    'r.cancelled_at',
    'r.created_at',
    'r.updated_at',
  ] as const
}

const dateColumns = [
  sql<string | null>`r.start_date::text`.as('start_date'),
  sql<string | null>`r.end_date::text`.as('end_date'),
  sql<string[] | null>`r.days::text[]`.as('days'),
]

/** The offer as its checks need it (author, status, dates), optionally locked for the transaction. */
export interface OfferState {
  id: number
  author_user_id: number
  /** As stored. */
  stored_status: ReplacementStatus
  /** As it is today: a published offer past its end is expired. */
  status: ReplacementStatus
  urgency: Urgency
  commune_insee: string | null
  commune_name: string | null
  start_date: string | null
  end_date: string | null
  days: string[] | null
  shifts: string[]
  retrocession_percent: number | null
  answer_window_ends_at: Date | null
}

export async function findOfferState(
  db: Db,
  id: number,
  today: string,
  lock: 'update' | 'share' | null = null,
): Promise<OfferState | undefined> {
  let query = db
    .selectFrom('replacements as r')
    .select([
      'r.id',
      'r.author_user_id',
      'r.status as stored_status',
      'r.urgency',
      'r.commune_insee',
      'r.commune_name',
      'r.shifts',
      'r.retrocession_percent',
      'r.answer_window_ends_at',
    ])
    .select([effectiveStatus(today).as('status'), ...dateColumns])
    .where('r.id', '=', id)
  if (lock === 'update') query = query.forUpdate()
  if (lock === 'share') query = query.forShare()
  return query.executeTakeFirst()
}

/** A replacement with what its JSON needs for one viewer. */
export interface ReplacementView {
  id: number
  author_user_id: number
  status: ReplacementStatus
  urgency: Urgency
  commune_insee: string | null
  commune_name: string | null
  postal_code: string | null
  department: string | null
  lat: number | null
  lng: number | null
  start_date: string | null
  end_date: string | null
  days: string[] | null
  shifts: string[]
  care_types: string[]
  patients_per_day: number | null
  retrocession_percent: number | null
  housing_offered: boolean
  vehicle_required: boolean
  software: string | null
  description: string | null
  answer_window_ends_at: Date | null
  published_at: Date | null
  filled_at: Date | null
  cancelled_at: Date | null
  created_at: Date
  updated_at: Date
  author_first_name: string | null
  author_last_name: string | null
  author_profil_url: string | null
  /** Read for the contact an accepted application opens; replacementJson decides who sees it. */
  author_email: string
  author_phone: string | null
  covered_days: string[]
  applications_count: number
  my_application_id: number | null
  my_application_status: ApplicationStatus | null
  history: ReplacementChange[]
}

/**
 * Offers by id as `viewerId` sees them: covered days, applications count, the viewer's own
 * application, and the change history (for the author and applicants only; empty for others).
 * Lists pick their page of ids first, then call this for those few rows (a prepared statement:
 * the search runs it on every request).
 */
export async function findReplacementViews(
  db: Db,
  ids: number[],
  viewerId: number,
  today: string,
): Promise<Map<number, ReplacementView>> {
  if (ids.length === 0) return new Map()
  const query = db
    .selectFrom('replacements as r')
    .innerJoin('users as u', 'u.id', 'r.author_user_id')
    .leftJoin('applications as mine', (join) =>
      join.onRef('mine.replacement_id', '=', 'r.id').on('mine.applicant_user_id', '=', viewerId),
    )
    .select(offerColumns())
    .select([
      effectiveStatus(today).as('status'),
      ...dateColumns,
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
      'u.profil_url as author_profil_url',
      'u.email as author_email',
      'u.phone as author_phone',
      'mine.id as my_application_id',
      'mine.status as my_application_status',
      sql<string[]>`coalesce((
        select array_agg(distinct d.day::text order by d.day::text)
        from applications a cross join lateral unnest(a.dates) as d(day)
        where a.replacement_id = r.id and a.status = 'accepted'
      ), '{}'::text[])`.as('covered_days'),
      sql<number>`(select count(*)::int from applications a where a.replacement_id = r.id and a.status <> 'withdrawn')`.as(
        'applications_count',
      ),
      sql<ReplacementChange[]>`(case when r.author_user_id = ${viewerId} or mine.id is not null then coalesce((
        select json_agg(json_build_object(
          'changed_at', to_char(c.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'changes', c.changes
        ) order by c.changed_at, c.id)
        from replacement_changes c where c.replacement_id = r.id
      ), '[]'::json) else '[]'::json end)`.as('history'),
    ])
    // One array parameter: the same text, prepared once, whatever the page's size.
    .where(sql<SqlBool>`r.id = any(${`{${ids.join(',')}}`}::int[])`)
  const { rows } = await executePrepared(db, query.compile())
  return new Map(rows.map((row) => [row.id, row]))
}

export async function findReplacementView(
  db: Db,
  id: number,
  viewerId: number,
  today: string,
): Promise<ReplacementView | undefined> {
  return (await findReplacementViews(db, [id], viewerId, today)).get(id)
}

/** What an offer's fields become in the table (dates already consistent, commune resolved). */
export interface OfferValues {
  urgency?: Urgency
  commune_insee?: string | null
  commune_name?: string | null
  postal_code?: string | null
  department?: string | null
  lat?: number | null
  lng?: number | null
  start_date?: string | null
  end_date?: string | null
  days?: string[] | null
  shifts?: Shift[]
  care_types?: string[]
  patients_per_day?: number | null
  retrocession_percent?: number | null
  housing_offered?: boolean
  vehicle_required?: boolean
  software?: string | null
  description?: string | null
}

export async function insertReplacement(
  db: Db,
  authorId: number,
  values: OfferValues,
  publication: { published_at: Date; answer_window_ends_at: Date | null } | null,
  now: Date,
  options: { alertsHeld?: boolean } = {},
): Promise<number> {
  const row = await db
    .insertInto('replacements')
    .values({
      ...values,
      author_user_id: authorId,
      status: publication ? 'published' : 'draft',
      alerts_held: options.alertsHeld ?? false,
      published_at: publication?.published_at ?? null,
      answer_window_ends_at: publication?.answer_window_ends_at ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateReplacement(
  db: Db,
  id: number,
  values: OfferValues & {
    status?: ReplacementStatus
    published_at?: Date | null
    answer_window_ends_at?: Date | null
    filled_at?: Date | null
    cancelled_at?: Date | null
    cancel_reason?: string | null
  },
  now: Date,
): Promise<void> {
  await db
    .updateTable('replacements')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute()
}

export async function deleteDraft(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('replacements').where('id', '=', id).where('status', '=', 'draft').executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function recordChange(
  db: Db,
  replacementId: number,
  changes: ReplacementChange['changes'],
  now: Date,
): Promise<void> {
  await db
    .insertInto('replacement_changes')
    .values({ replacement_id: replacementId, changes: JSON.stringify(changes), changed_at: now })
    .execute()
}

/** Whether any application to the offer is accepted (its dates are then promised to someone). */
export async function hasAcceptedApplications(db: Db, replacementId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('replacement_id', '=', replacementId)
    .where('status', '=', 'accepted')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** The offer's pending and accepted applicants, in the order they applied: told when it closes. */
export async function listApplicantsToTell(db: Db, replacementId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('applications')
    .select('applicant_user_id')
    .where('replacement_id', '=', replacementId)
    .where('status', 'in', ['pending', 'accepted'])
    .orderBy('id')
    .execute()
  return rows.map((row) => row.applicant_user_id)
}

/** A user's name, as the notifications give it (personName). */
export async function findUserName(db: Db, userId: number) {
  return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst()
}

/** A commune's position and labels: its first current row (503 while the communes are loading). */
export const findCommuneByInsee = findCommunePlace

/** The author's offers, newest first, with the statuses asked (as they are today). */
export async function listAuthorReplacementIds(
  db: Db,
  authorId: number,
  filter: { status?: ReplacementStatus[] | undefined; page: number; perPage: number },
  today: string,
): Promise<{ ids: number[]; count: number }> {
  let query = db.selectFrom('replacements as r').where('r.author_user_id', '=', authorId)
  if (filter.status && filter.status.length > 0) query = query.where(effectiveStatus(today), 'in', filter.status)
  const [rows, total] = await Promise.all([
    query
      .select('r.id')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
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
 * The search (GET /api/replacements): open offers only (published, last day today or later).
 * Around a centre, one statement, prepared (executePrepared): the offers in the bounding box on
 * (lat, lng) — constants computed from the centre, matched by the partial index
 * replacements_published_position_idx — with the exact great-circle distance and the other
 * filters, set apart first (a materialized CTE, whatever the sort: walking the start-date index
 * and filtering by position instead reads a whole country's offers), then their number and the
 * page, sorted. Without a centre, the page comes in start-date order from
 * replacements_published_start_idx, and the total from a count beside it, both index-only scans
 * (migration 0770). The offers' details are read afterwards for the page's ids only.
 */
export async function searchReplacementIds(
  db: Db,
  search: ReplacementSearch,
  center: Position | null,
  today: string,
): Promise<{ hits: SearchHit[]; count: number }> {
  const query = searchQuery(search, center, today)
  if (query.around) {
    const { rows } = await executePrepared(db, query.around.compile(db))
    return {
      hits: rows.flatMap((row) => (row.id === null ? [] : [{ id: row.id, distance_km: row.distance_km }])),
      count: rows[0]?.count ?? 0,
    }
  }
  const [rows, total] = await Promise.all([query.page.execute(db), query.count.execute(db)])
  return {
    hits: rows.rows.map((row) => ({ id: row.id, distance_km: row.distance_km })),
    count: Number(total.rows[0]?.count ?? 0),
  }
}

/** The search's statements (exported so that a test and the bench can EXPLAIN exactly what runs). */
export function searchQuery(search: ReplacementSearch, center: Position | null, today: string) {
  const distance = center ? greatCircleKmSql(center.lat, center.lng, sql.ref('r.lat'), sql.ref('r.lng')) : null
  const conditions: Expression<SqlBool>[] = [
    // Literal, so that the partial indexes (where status = 'published') match.
    sql<SqlBool>`r.status = 'published'`,
    sql<SqlBool>`r.end_date >= ${today}::date`,
  ]
  if (center && distance) {
    const box = boundingBox(center, search.radius_km)
    conditions.push(sql<SqlBool>`r.lat between ${box.minLat}::float8 and ${box.maxLat}::float8`)
    if (box.minLng !== undefined && box.maxLng !== undefined)
      conditions.push(sql<SqlBool>`r.lng between ${box.minLng}::float8 and ${box.maxLng}::float8`)
    conditions.push(sql<SqlBool>`${distance} <= ${search.radius_km}::float8`)
  }
  if (search.from) conditions.push(sql<SqlBool>`r.end_date >= ${search.from}::date`)
  if (search.to) conditions.push(sql<SqlBool>`r.start_date <= ${search.to}::date`)
  if (search.from || search.to) {
    // Chosen days: at least one of them in the range (the range check above bounds their span).
    conditions.push(sql<SqlBool>`(r.days is null or exists (
      select 1 from unnest(r.days) as d(day)
      where d.day between ${search.from ?? '-infinity'}::date and ${search.to ?? 'infinity'}::date
    ))`)
  }
  if (search.shifts && search.shifts.length > 0) conditions.push(sql<SqlBool>`r.shifts && ${textArray(search.shifts)}`)
  if (search.care_types && search.care_types.length > 0)
    conditions.push(sql<SqlBool>`r.care_types && ${textArray(search.care_types)}`)
  if (search.min_percent !== undefined) conditions.push(sql<SqlBool>`r.retrocession_percent >= ${search.min_percent}::int`)
  if (search.housing !== undefined) conditions.push(sql<SqlBool>`r.housing_offered = ${search.housing}::boolean`)
  if (search.urgency && search.urgency.length > 0) conditions.push(sql<SqlBool>`r.urgency = any(${textArray(search.urgency)})`)

  const where = sql.join(conditions, sql` and `)
  const limit = sql`limit ${search.perPage} offset ${(search.page - 1) * search.perPage}`
  if (distance) {
    const order = (search.sort ?? 'distance') === 'distance' ? sql`distance_km, id` : sql`start_date, id`
    // One row even past the last page (id null then), so that the count always comes back.
    const around = sql<{ id: number | null; distance_km: number | null; count: number }>`
      with hits as materialized (
        select r.id, r.start_date, ${distance} as distance_km
        from replacements r
        where ${where}
      )
      select page.id, page.distance_km, total.count
      from (select count(*)::int as count from hits) total
      left join lateral (select id, start_date, distance_km from hits order by ${order} ${limit}) page on true
      order by ${order}
    `
    return { around, page: null, count: null }
  }
  const page = sql<{ id: number; distance_km: number | null }>`
    select r.id, null::float8 as distance_km
    from replacements r
    where ${where}
    order by r.start_date, r.id
    ${limit}
  `
  // Apart from the page: a window count would keep every matching row until the sort is done
  // (80,000 across France), while a plain count reads them from an index and drops them.
  const count = sql<{ count: string }>`select count(*) as count from replacements r where ${where}`
  return { around: null, page, count }
}

/** A text[] parameter (an array literal, so both drivers send it the same way). */
function textArray(values: readonly string[]) {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`
}

/**
 * The expiry job's one statement: published offers whose last day is past become expired.
 * Uses the partial index on (end_date, start_date); several instances running it at once is harmless.
 */
export async function expireReplacements(db: Db, today: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('replacements')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'published')
    .where(sql<SqlBool>`end_date < ${today}::date`)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Whether the author has any offer at all, whatever its status (the immediate flow's "first offer"). */
export async function hasAnyOffer(db: Db, authorId: number): Promise<boolean> {
  const row = await db.selectFrom('replacements').select('id').where('author_user_id', '=', authorId).limit(1).executeTakeFirst()
  return row !== undefined
}

/** The author's offers whose alerts are held, locked, in id order. */
export async function lockHeldOffers(db: Db, authorId: number) {
  return db
    .selectFrom('replacements')
    .select(['id', 'status', 'urgency', 'answer_window_ends_at'])
    .where('author_user_id', '=', authorId)
    .where('alerts_held', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute()
}

/** A held offer alerts as any other from now on; its answer window ends at `windowEndsAt` when given. */
export async function releaseHeldOffer(db: Db, id: number, windowEndsAt: Date | null, now: Date): Promise<void> {
  await db
    .updateTable('replacements')
    .set({ alerts_held: false, updated_at: now, ...(windowEndsAt ? { answer_window_ends_at: windowEndsAt } : {}) })
    .where('id', '=', id)
    .execute()
}

/** The author's first open offer whose alerts are held (its last day today or later). */
export async function findHeldOpenOffer(db: Db, authorId: number, today: string): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('replacements')
    .select('id')
    .where('author_user_id', '=', authorId)
    .where('alerts_held', '=', true)
    .where('status', '=', 'published')
    .where(sql<boolean>`end_date >= ${today}::date`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

/** Every draft of the author (an account's end). */
export async function deleteDraftsOf(db: Db, authorId: number): Promise<void> {
  await db.deleteFrom('replacements').where('author_user_id', '=', authorId).where('status', '=', 'draft').execute()
}

/** The author's published and filled offers whose last day has not passed, locked, in id order. */
export async function lockOpenOffersOf(db: Db, authorId: number, today: string) {
  return db
    .selectFrom('replacements')
    .select(['id', 'commune_name'])
    .select([sql<string | null>`start_date::text`.as('start_date'), sql<string | null>`end_date::text`.as('end_date')])
    .where('author_user_id', '=', authorId)
    .where('status', 'in', ['published', 'filled'])
    .where(sql<boolean>`end_date >= ${today}::date`)
    .orderBy('id')
    .forUpdate()
    .execute()
}

/** The author's offers as stored, for the RGPD export. */
export async function listOffersForExport(db: Db, authorId: number) {
  return db
    .selectFrom('replacements')
    .select([
      'id',
      'status',
      'urgency',
      'commune_insee',
      'commune_name',
      'shifts',
      'care_types',
      'patients_per_day',
      'retrocession_percent',
      'housing_offered',
      'vehicle_required',
      'software',
      'description',
      'cancel_reason',
      'published_at',
      'filled_at',
      'cancelled_at',
      'created_at',
    ])
    .select([
      sql<string | null>`start_date::text`.as('start_date'),
      sql<string | null>`end_date::text`.as('end_date'),
      sql<string[] | null>`days::text[]`.as('days'),
    ])
    .where('author_user_id', '=', authorId)
    .orderBy('id')
    .execute()
}
