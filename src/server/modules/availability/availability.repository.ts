import { sql } from 'kysely'
import type {
  Availability,
  AvailabilityPeriod,
  AvailableNurse,
  BookedReplacement,
  InvitationStatus,
} from '#shared/availability.ts'
import { offerDays, type Shift } from '#shared/replacements.ts'
import type { Db } from '../../db/connect.ts'
import { communePosition, greatCircleKmSql, roundKm } from '../communes/geo.ts'

/**
 * SQL of the availability and the invitations. Dates are read as text (YYYY-MM-DD): civil days
 * in France, never instants.
 */

/** The nurse's own availability, with her current and future periods and her booked days. */
export async function findAvailability(db: Db, userId: number, today: string): Promise<Availability> {
  const [row, periods, booked, profile] = await Promise.all([
    db.selectFrom('availabilities').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    listPeriods(db, userId, today),
    listBooked(db, userId, today),
    db
      .selectFrom('nurses')
      .select(['zone_commune_insee', 'zone_commune_name', 'radius_km', 'care_types'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ])
  if (row)
    return {
      saved: true,
      visible: row.visible,
      zone_commune_insee: row.zone_commune_insee,
      zone_commune_name: row.zone_commune_name,
      radius_km: row.radius_km,
      care_types: row.care_types,
      min_retrocession_percent: row.min_retrocession_percent,
      has_vehicle: row.has_vehicle,
      note: row.note,
      periods,
      booked,
      updated_at: new Date(row.updated_at).toISOString(),
    }
  // Never saved: the profile's zone and care types are the starting point; hidden until she says so.
  return {
    saved: false,
    visible: false,
    zone_commune_insee: profile?.zone_commune_insee ?? null,
    zone_commune_name: profile?.zone_commune_name ?? null,
    radius_km: profile?.radius_km ?? 20,
    care_types: profile?.care_types ?? [],
    min_retrocession_percent: null,
    has_vehicle: false,
    note: null,
    periods,
    booked,
    updated_at: null,
  }
}

async function listPeriods(db: Db, userId: number, today: string): Promise<AvailabilityPeriod[]> {
  const { rows } = await sql<AvailabilityPeriod>`
    select id, start_date::text as start_date, end_date::text as end_date, days::text[] as days, shifts
    from availability_periods
    where user_id = ${userId} and end_date >= ${today}::date
    order by start_date, id
  `.execute(db)
  return rows.map((row) => ({ ...row, shifts: row.shifts as Shift[] }))
}

/** The nurse's accepted replacements not over yet, with the days given to her. */
async function listBooked(db: Db, userId: number, today: string): Promise<BookedReplacement[]> {
  const { rows } = await sql<{
    application_id: number
    replacement_id: number
    commune_name: string | null
    dates: string[] | null
    start_date: string | null
    end_date: string | null
    days: string[] | null
  }>`
    select a.id as application_id, r.id as replacement_id, r.commune_name, a.dates::text[] as dates,
      r.start_date::text as start_date, r.end_date::text as end_date, r.days::text[] as days
    from applications a join replacements r on r.id = a.replacement_id
    where a.applicant_user_id = ${userId} and a.status = 'accepted' and r.status <> 'cancelled'
      and r.end_date >= ${today}::date
    order by r.start_date, a.id
  `.execute(db)
  return rows.map((row) => ({
    application_id: row.application_id,
    replacement_id: row.replacement_id,
    commune_name: row.commune_name ?? '',
    days: (row.dates ?? offerDays(row)).filter((day) => day >= today),
  }))
}

export interface AvailabilityValues {
  visible: boolean
  zone_commune_insee: string
  zone_commune_name: string
  radius_km: number
  care_types: string[]
  min_retrocession_percent: number | null
  has_vehicle: boolean
  note: string | null
  periods: { start_date: string; end_date: string; days: string[] | null; shifts: string[] }[]
}

/**
 * Writes the whole availability: the settings row, and the periods replaced by those sent (past
 * ones are not kept). Runs in the caller's transaction.
 */
export async function saveAvailability(db: Db, userId: number, values: AvailabilityValues, now: Date): Promise<void> {
  const { periods, ...settings } = values
  await db
    .insertInto('availabilities')
    .values({ user_id: userId, ...settings, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...settings, updated_at: now }))
    .execute()
  await db.deleteFrom('availability_periods').where('user_id', '=', userId).execute()
  if (periods.length > 0)
    await db
      .insertInto('availability_periods')
      .values(periods.map((period) => ({ user_id: userId, ...period })))
      .execute()
}

export interface AvailableNursesFilter {
  lat: number
  lng: number
  from: string
  to: string
  careTypes: string[]
  /** The offer's percentage, if given: nurses asking for more are left out. */
  retrocessionPercent?: number | undefined
  vehicleRequired?: boolean | undefined
  viewerId: number
  page: number
  perPage: number
}

/**
 * Nurses with a visible availability on an active account, whose zone covers the point, who
 * practise every care type asked and are free (available, and not already replacing someone) on
 * at least one day of the range: most days free
 * first, then the nearest, then the id. Nothing else orders them (no subscription, no payment:
 * docs/product.md#availability). The count and the page in one query.
 */
export async function searchAvailableNurses(
  db: Db,
  filter: AvailableNursesFilter,
  parisYear: number,
): Promise<{ nurses: AvailableNurse[]; count: number }> {
  const from = sql`${filter.from}::date`
  const to = sql`${filter.to}::date`
  const { rows } = await sql<{
    total: number
    user_id: number | null
    care_types: string[]
    zone_commune_name: string
    km: number
    days_free: string[]
    first_name: string | null
    last_name: string | null
    diploma_year: number | null
    validated: boolean
  }>`
    with covering as (
      select a.user_id, a.care_types, a.zone_commune_name, d.km
      from availabilities a
      cross join lateral ${communePosition(sql.ref('a.zone_commune_insee'))} z
      cross join lateral (select ${greatCircleKmSql(filter.lat, filter.lng, sql.ref('z.lat'), sql.ref('z.lng'))} as km) d
      where a.visible and a.user_id <> ${filter.viewerId}
        and a.care_types @> ${sql.val(filter.careTypes)}::text[]
        and d.km <= a.radius_km
        ${filter.retrocessionPercent === undefined ? sql`` : sql`and (a.min_retrocession_percent is null or a.min_retrocession_percent <= ${filter.retrocessionPercent})`}
        ${filter.vehicleRequired ? sql`and a.has_vehicle` : sql``}
        and exists (select from users u where u.id = a.user_id and u.status = 'active' and u.deleted_at is null)
    ),
    free as (
      select p.user_id, array_agg(distinct x.day order by x.day)::text[] as days_free
      from availability_periods p
      join covering c on c.user_id = p.user_id
      cross join lateral (
        select unnest(p.days) as day where p.days is not null
        union all
        select g::date from generate_series(
          greatest(p.start_date, ${from})::timestamp, least(p.end_date, ${to})::timestamp, interval '1 day'
        ) g where p.days is null
      ) x
      where p.end_date >= ${from} and p.start_date <= ${to} and x.day between ${from} and ${to}
        -- A day she already replaces someone is not free (an accepted application's days).
        and not exists (
          select from applications ap join replacements r on r.id = ap.replacement_id
          where ap.applicant_user_id = p.user_id and ap.status = 'accepted' and r.status <> 'cancelled'
            and case
              when ap.dates is not null then x.day = any(ap.dates)
              when r.days is not null then x.day = any(r.days)
              else x.day between r.start_date and r.end_date
            end
        )
      group by p.user_id
    ),
    matches as (
      select c.*, f.days_free from covering c join free f on f.user_id = c.user_id
    )
    select t.total, m.*, u.first_name, u.last_name, n.diploma_year, (n.validated_at is not null) as validated
    from (select count(*)::int as total from matches) t
    left join lateral (
      select * from matches order by cardinality(days_free) desc, km, user_id
      limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}
    ) m on true
    left join users u on u.id = m.user_id
    left join nurses n on n.user_id = m.user_id
    order by cardinality(m.days_free) desc, m.km, m.user_id
  `.execute(db)
  const count = rows[0]?.total ?? 0
  const nurses = rows.flatMap((row): AvailableNurse[] =>
    row.user_id === null
      ? []
      : [
          {
            id: row.user_id,
            first_name: row.first_name ?? '',
            last_initial: lastInitial(row.last_name),
            validated: row.validated,
            experience_years: row.diploma_year === null ? null : Math.max(0, parisYear - row.diploma_year),
            care_types: row.care_types,
            zone_commune_name: row.zone_commune_name,
            days_free: row.days_free,
            distance_km: roundKm(row.km),
          },
        ],
  )
  return { nurses, count }
}

/** "Martin" → "M.": the holder sees the initial only. */
export function lastInitial(lastName: string | null): string {
  const first = lastName?.trim().charAt(0)
  return first ? `${first.toLocaleUpperCase('fr-FR')}.` : ''
}

/** Whether the nurse shows a visible availability on an active account (she may be invited). */
export async function isInvitable(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('availabilities as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('a.user_id')
    .where('a.user_id', '=', userId)
    .where('a.visible', '=', true)
    .where('u.status', '=', 'active')
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}

export interface InvitationRow {
  id: number
  replacement_id: number
  holder_user_id: number
  nurse_user_id: number
  status: InvitationStatus
  application_id: number | null
  created_at: Date
  answered_at: Date | null
  /** The conversation the invitation opened (the application's once she applied). */
  conversation_id: number | null
  nurse_first_name: string | null
  nurse_last_name: string | null
  holder_first_name: string | null
  holder_last_name: string | null
}

function invitationQuery(db: Db) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('users as nu', 'nu.id', 'i.nurse_user_id')
    .innerJoin('users as hu', 'hu.id', 'i.holder_user_id')
    .leftJoin('conversations as cv', 'cv.invitation_id', 'i.id')
    .select([
      'cv.id as conversation_id',
      'i.id',
      'i.replacement_id',
      'i.holder_user_id',
      'i.nurse_user_id',
      'i.status',
      'i.application_id',
      'i.created_at',
      'i.answered_at',
      'nu.first_name as nurse_first_name',
      'nu.last_name as nurse_last_name',
      'hu.first_name as holder_first_name',
      'hu.last_name as holder_last_name',
    ])
}

export async function findInvitation(db: Db, id: number, lock = false): Promise<InvitationRow | undefined> {
  let query = invitationQuery(db).where('i.id', '=', id)
  if (lock) query = query.forUpdate('i')
  return query.executeTakeFirst()
}

/** Inserts a pending invitation; undefined when one is already pending for this nurse and offer. */
export async function insertInvitation(
  db: Db,
  values: { replacementId: number; holderId: number; nurseId: number; now: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('invitations')
    .values({
      replacement_id: values.replacementId,
      holder_user_id: values.holderId,
      nurse_user_id: values.nurseId,
      status: 'pending',
      created_at: values.now,
    })
    .onConflict((oc) => oc.columns(['replacement_id', 'nurse_user_id']).where('status', '=', 'pending').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function findPendingInvitationId(db: Db, replacementId: number, nurseId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where('replacement_id', '=', replacementId)
    .where('nurse_user_id', '=', nurseId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return row?.id
}

/**
 * The nurse applied to the offer, from the invitation or straight from the offer: her pending
 * invitation to it is answered by that application.
 */
export async function answerInvitationByApplication(
  db: Db,
  values: { replacementId: number; nurseId: number; applicationId: number; now: Date },
): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ status: 'applied', application_id: values.applicationId, answered_at: values.now })
    .where('replacement_id', '=', values.replacementId)
    .where('nurse_user_id', '=', values.nurseId)
    .where('status', '=', 'pending')
    .execute()
}

export async function setInvitationStatus(
  db: Db,
  id: number,
  values: { status: InvitationStatus; applicationId?: number; now: Date },
): Promise<void> {
  await db
    .updateTable('invitations')
    .set({
      status: values.status,
      answered_at: values.now,
      ...(values.applicationId ? { application_id: values.applicationId } : {}),
    })
    .where('id', '=', id)
    .execute()
}

export async function listInvitationsOfNurse(
  db: Db,
  nurseId: number,
  page: number,
  perPage: number,
): Promise<{ rows: InvitationRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    invitationQuery(db)
      .where('i.nurse_user_id', '=', nurseId)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('nurse_user_id', '=', nurseId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, count: Number(total.count) }
}

export async function listInvitationsOfOffer(db: Db, replacementId: number): Promise<InvitationRow[]> {
  return invitationQuery(db).where('i.replacement_id', '=', replacementId).orderBy('i.id').execute()
}

/** Whether the nurse has a live application (pending or accepted) to the offer. */
export async function hasLiveApplication(db: Db, replacementId: number, nurseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('replacement_id', '=', replacementId)
    .where('applicant_user_id', '=', nurseId)
    .where('status', 'in', ['pending', 'accepted'])
    .executeTakeFirst()
  return row !== undefined
}
