import { sql } from 'kysely'
import { type ApplicationStatus, MAX_NURSES_PER_HOLDER_DAY } from '#shared/replacements.ts'
import type { Db } from '../../db/connect.ts'
import { communePosition, greatCircleKmSql } from '../communes/geo.ts'

/**
 * Applications in the database. Days are `date[]` read as text. An accepted application always
 * holds the days it was accepted for (never null), so every count of days reads `dates` alone.
 * Offers that were cancelled do not count in the compliance checks (nobody replaces anyone then).
 */

export interface ApplicationState {
  id: number
  replacement_id: number
  applicant_user_id: number
  status: ApplicationStatus
  message: string
  dates: string[] | null
  created_at: Date
  decided_at: Date | null
}

function selectApplication(db: Db) {
  return db
    .selectFrom('applications as a')
    .select(['a.id', 'a.replacement_id', 'a.applicant_user_id', 'a.status', 'a.message', 'a.created_at', 'a.decided_at'])
    .select(sql<string[] | null>`a.dates::text[]`.as('dates'))
}

export async function findApplication(db: Db, id: number, lock = false): Promise<ApplicationState | undefined> {
  let query = selectApplication(db).where('a.id', '=', id)
  if (lock) query = query.forUpdate()
  const row = await query.executeTakeFirst()
  return row && { ...row, dates: sortedOrNull(row.dates) }
}

const sortedOrNull = (days: string[] | null) => (days && days.length > 0 ? [...days].sort() : null)

/**
 * A new application, in one statement that no race can double: the unique (offer, nurse) pair
 * makes a second one return nothing. A withdrawn application comes back to life instead (a nurse
 * who withdrew by mistake may apply again); a pending, accepted or declined one stays as it is.
 */
export async function insertApplication(
  db: Db,
  values: { replacementId: number; applicantId: number; message: string; dates: string[] | null; now: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('applications')
    .values({
      replacement_id: values.replacementId,
      applicant_user_id: values.applicantId,
      message: values.message,
      dates: values.dates,
      created_at: values.now,
      updated_at: values.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['replacement_id', 'applicant_user_id'])
        .doUpdateSet({
          status: 'pending',
          message: values.message,
          dates: values.dates,
          created_at: values.now,
          updated_at: values.now,
          decided_at: null,
        })
        .where('applications.status', '=', 'withdrawn'),
    )
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function setApplicationStatus(
  db: Db,
  id: number,
  status: ApplicationStatus,
  now: Date,
  dates?: string[] | null,
): Promise<void> {
  await db
    .updateTable('applications')
    .set({
      status,
      updated_at: now,
      // A withdrawal is the applicant's act, not a decision: decided_at keeps the holder's answer.
      ...(status === 'withdrawn' ? {} : { decided_at: now }),
      ...(dates !== undefined ? { dates } : {}),
    })
    .where('id', '=', id)
    .execute()
}

/** The days of the offer already given to accepted applicants. */
export async function coveredDays(db: Db, replacementId: number): Promise<string[]> {
  const { rows } = await sql<{ day: string }>`
    select distinct d.day::text as day
    from applications a cross join lateral unnest(a.dates) as d(day)
    where a.replacement_id = ${replacementId} and a.status = 'accepted'
    order by 1
  `.execute(db)
  return rows.map((row) => row.day)
}

/** The pending applications of an offer but one: declined together when the offer fills. */
export async function declineOtherPending(db: Db, replacementId: number, keptId: number, now: Date) {
  return db
    .updateTable('applications')
    .set({ status: 'declined', decided_at: now, updated_at: now })
    .where('replacement_id', '=', replacementId)
    .where('status', '=', 'pending')
    .where('id', '<>', keptId)
    .returning(['id', 'applicant_user_id'])
    .execute()
}

/** A date[] parameter (an array literal, sent the same way by both drivers). */
function dateArray(days: readonly string[]) {
  return sql`${`{${days.join(',')}}`}::date[]`
}

/**
 * Days among `days` on which the holder already has MAX_NURSES_PER_HOLDER_DAY other accepted
 * nurses, across all their offers (R4312-83: two at once at most).
 */
export async function holderFullDays(db: Db, holderId: number, nurseId: number, days: string[]): Promise<string[]> {
  if (days.length === 0) return []
  const { rows } = await sql<{ day: string }>`
    select d.day::text as day
    from applications a
    join replacements r on r.id = a.replacement_id
    cross join lateral unnest(a.dates) as d(day)
    where r.author_user_id = ${holderId} and r.status <> 'cancelled' and a.status = 'accepted'
      and a.applicant_user_id <> ${nurseId} and d.day = any(${dateArray(days)})
    group by d.day
    having count(distinct a.applicant_user_id) >= ${MAX_NURSES_PER_HOLDER_DAY}
    order by d.day
  `.execute(db)
  return rows.map((row) => row.day)
}

/** Days among `days` on which the nurse is already accepted somewhere (any holder). */
export async function nurseBusyDays(db: Db, nurseId: number, days: string[]): Promise<string[]> {
  if (days.length === 0) return []
  const { rows } = await sql<{ day: string }>`
    select distinct d.day::text as day
    from applications a
    join replacements r on r.id = a.replacement_id
    cross join lateral unnest(a.dates) as d(day)
    where a.applicant_user_id = ${nurseId} and a.status = 'accepted' and r.status <> 'cancelled'
      and d.day = any(${dateArray(days)})
    order by 1
  `.execute(db)
  return rows.map((row) => row.day)
}

/** The days each nurse has been accepted to replace this holder (R4312-87 counts them). */
export async function daysReplacedForHolder(db: Db, holderId: number, nurseIds: number[]): Promise<Map<number, Set<string>>> {
  const result = new Map<number, Set<string>>()
  if (nurseIds.length === 0) return result
  const { rows } = await sql<{ nurse_id: number; days: string[] }>`
    select a.applicant_user_id as nurse_id, array_agg(distinct d.day::text) as days
    from applications a
    join replacements r on r.id = a.replacement_id
    cross join lateral unnest(a.dates) as d(day)
    where r.author_user_id = ${holderId} and r.status <> 'cancelled' and a.status = 'accepted'
      and a.applicant_user_id in (${sql.join(nurseIds)})
    group by a.applicant_user_id
  `.execute(db)
  for (const row of rows) result.set(row.nurse_id, new Set(row.days))
  return result
}

/** The end of the nurse's replacement authorisation (null when none is on file). */
export async function findAuthorisationExpiry(db: Db, nurseUserId: number): Promise<string | null> {
  const nurse = await db
    .selectFrom('nurses')
    .select((eb) => eb.cast<string | null>('replacement_authorisation_expires_on', 'text').as('expires_on'))
    .where('user_id', '=', nurseUserId)
    .executeTakeFirst()
  return nurse?.expires_on ?? null
}

/**
 * Locks the holder's and the nurse's user rows (in id order, so two accepts never wait on each
 * other in a circle): the compliance checks then read days no concurrent accept is changing.
 * FOR NO KEY UPDATE does not block inserts that merely reference these users.
 */
export async function lockPeople(db: Db, userIds: number[]): Promise<void> {
  await db
    .selectFrom('users')
    .select('id')
    .where(
      'id',
      'in',
      [...new Set(userIds)].sort((a, b) => a - b),
    )
    .orderBy('id')
    .forNoKeyUpdate()
    .execute()
}

/** An application with its applicant's professional profile, as the offer's author sees them. */
export interface ApplicationRow extends ApplicationState {
  first_name: string | null
  last_name: string | null
  profil_url: string | null
  /** Read for the contact an accepted application opens; applicantJson decides who sees it. */
  email: string
  phone: string | null
  nurse_id: number | null
  rpps: string | null
  validated_at: Date | null
  diploma_year: number | null
  replacement_authorisation_expires_on: string | null
  distance_km: number | null
}

export interface ApplicationFilter {
  replacementId?: number | undefined
  /** Applications to this author's offers. */
  authorId?: number | undefined
  applicantId?: number | undefined
  status?: ApplicationStatus[] | undefined
  page: number
  perPage: number
  /** Applicants of an offer read in the order they came; the other lists newest first. */
  order: 'oldest' | 'newest'
}

export async function listApplications(db: Db, filter: ApplicationFilter): Promise<{ rows: ApplicationRow[]; count: number }> {
  let query = db
    .selectFrom('applications as a')
    .innerJoin('replacements as r', 'r.id', 'a.replacement_id')
    .innerJoin('users as u', 'u.id', 'a.applicant_user_id')
    .leftJoin('nurses as n', 'n.user_id', 'a.applicant_user_id')
  if (filter.replacementId !== undefined) query = query.where('a.replacement_id', '=', filter.replacementId)
  if (filter.authorId !== undefined) query = query.where('r.author_user_id', '=', filter.authorId)
  if (filter.applicantId !== undefined) query = query.where('a.applicant_user_id', '=', filter.applicantId)
  if (filter.status && filter.status.length > 0) query = query.where('a.status', 'in', filter.status)

  const direction = filter.order === 'oldest' ? 'asc' : 'desc'
  const [rows, total] = await Promise.all([
    query
      .leftJoinLateral(communePosition(sql.ref('n.zone_commune_insee')).as('z'), (join) => join.onTrue())
      .select([
        'a.id',
        'a.replacement_id',
        'a.applicant_user_id',
        'a.status',
        'a.message',
        'a.created_at',
        'a.decided_at',
        'u.first_name',
        'u.last_name',
        'u.profil_url',
        'u.email',
        'u.phone',
        'n.id as nurse_id',
        'n.rpps',
        'n.validated_at',
        'n.diploma_year',
      ])
      .select([
        sql<string[] | null>`a.dates::text[]`.as('dates'),
        sql<string | null>`n.replacement_authorisation_expires_on::text`.as('replacement_authorisation_expires_on'),
        sql<number | null>`(case when z.lat is not null and r.lat is not null then ${greatCircleKmSql(
          sql.ref('z.lat'),
          sql.ref('z.lng'),
          sql.ref('r.lat'),
          sql.ref('r.lng'),
        )} end)`.as('distance_km'),
      ])
      .orderBy('a.created_at', direction)
      .orderBy('a.id', direction)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows: rows.map((row) => ({ ...row, dates: sortedOrNull(row.dates) })), count: Number(total.count) }
}

/** A party to the contract: who they are, where they work, their RPPS and authorisation. */
export async function findContractParty(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('nurses as n', 'n.user_id', 'u.id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone',
      'u.street',
      'u.postal_code',
      'u.commune_name',
      'n.rpps',
    ])
    .select((eb) => eb.cast<string | null>('n.replacement_authorisation_expires_on', 'text').as('expires_on'))
    .where('u.id', '=', userId)
    .executeTakeFirst()
}

export type ContractPartyRow = NonNullable<Awaited<ReturnType<typeof findContractParty>>>

/** The care types' names, in the order of `slugs` (an unknown slug is named by itself). */
export async function careTypeNames(db: Db, slugs: string[]): Promise<{ slug: string; name: string }[]> {
  if (slugs.length === 0) return []
  const rows = await db.selectFrom('care_types').select(['slug', 'name']).where('slug', 'in', slugs).execute()
  const names = new Map(rows.map((row) => [row.slug, row.name]))
  return slugs.map((slug) => ({ slug, name: names.get(slug) ?? slug }))
}

/**
 * The nurse's pending and accepted applications with their offers, locked, in offer order (an
 * account's end): `first_day` is the first day accepted, null when none.
 */
export async function lockOpenApplicationsOf(db: Db, applicantId: number) {
  return db
    .selectFrom('applications as a')
    .innerJoin('replacements as r', 'r.id', 'a.replacement_id')
    .select(['a.id', 'a.status', 'r.id as replacement_id', 'r.author_user_id', 'r.status as offer_status', 'r.commune_name'])
    .select([
      sql<string | null>`r.start_date::text`.as('start_date'),
      sql<string | null>`r.end_date::text`.as('end_date'),
      sql<string | null>`(select min(d) from unnest(a.dates) as d)::text`.as('first_day'),
    ])
    .where('a.applicant_user_id', '=', applicantId)
    .where('a.status', 'in', ['pending', 'accepted'])
    .orderBy('r.id')
    .forUpdate()
    .execute()
}

/** The nurse's applications as stored, for the RGPD export. */
export async function listApplicationsForExport(db: Db, applicantId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'replacement_id', 'status', 'message', 'created_at', 'decided_at'])
    .select(sql<string[] | null>`dates::text[]`.as('dates'))
    .where('applicant_user_id', '=', applicantId)
    .orderBy('id')
    .execute()
}
