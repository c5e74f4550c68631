import { type Expression, type SqlBool, sql } from 'kysely'
import type {
  AdminApplication,
  AdminReplacementDetail,
  AdminReplacementFilters,
  AdminReplacementRow,
  AdminReplacementSortColumn,
} from '#shared/admin-replacements.ts'
import type { ApplicationStatus, ReplacementStatus, Shift, Urgency } from '#shared/replacements.ts'
import type { Db } from '../../db/connect.ts'
import { listAudit } from '../audit/audit.repository.ts'

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString()

/** `%` and `_` typed by an admin are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * A published offer past its last day is expired whether or not the expiry job has written it
 * yet (replacements/README.md): the back office shows and filters what members see.
 */
function effectiveStatus(today: string) {
  return sql<ReplacementStatus>`(case when r.status = 'published' and r.end_date < ${today}::date then 'expired' else r.status end)`
}

function baseQuery(db: Db) {
  return db.selectFrom('replacements as r').innerJoin('users as u', 'u.id', 'r.author_user_id')
}
type Base = ReturnType<typeof baseQuery>

/** Days are Paris days: "created on the 3rd" is midnight to midnight in France. */
function applyFilters(query: Base, filters: AdminReplacementFilters, today: string): Base {
  let q = query
  if (filters.status) q = q.where(sql<SqlBool>`${effectiveStatus(today)} = ${filters.status}`)
  if (filters.urgency) q = q.where('r.urgency', '=', filters.urgency)
  if (filters.department) q = q.where('r.department', '=', filters.department)
  if (filters.commune) {
    const pattern = likePattern(filters.commune)
    q = q.where(
      sql<SqlBool>`(unaccent(coalesce(r.commune_name, '')) ilike unaccent(${pattern}) or r.postal_code like ${pattern})`,
    )
  }
  if (filters.author) {
    const pattern = likePattern(filters.author)
    q = q.where(
      sql<SqlBool>`(unaccent(u.email) ilike unaccent(${pattern})
        or unaccent(concat_ws(' ', u.first_name, u.last_name)) ilike unaccent(${pattern})
        or unaccent(concat_ws(' ', u.last_name, u.first_name)) ilike unaccent(${pattern}))`,
    )
  }
  // Offers whose dates overlap the period (drafts without dates never do).
  if (filters.dates_from) q = q.where(sql<SqlBool>`r.end_date >= ${filters.dates_from}::date`)
  if (filters.dates_to) q = q.where(sql<SqlBool>`r.start_date <= ${filters.dates_to}::date`)
  if (filters.created_from)
    q = q.where(sql<SqlBool>`r.created_at >= (${filters.created_from}::date::timestamp at time zone 'Europe/Paris')`)
  if (filters.created_to)
    q = q.where(sql<SqlBool>`r.created_at < ((${filters.created_to}::date + 1)::timestamp at time zone 'Europe/Paris')`)
  return q
}

const applicationsCount = sql<number>`(select count(*)::int from applications a where a.replacement_id = r.id)`
const pendingCount = sql<number>`(select count(*)::int from applications a where a.replacement_id = r.id and a.status = 'pending')`

function sortExpression(column: AdminReplacementSortColumn, today: string): Expression<unknown> {
  switch (column) {
    case 'id':
      return sql`r.id`
    case 'created_at':
      return sql`r.created_at`
    case 'start_date':
      return sql`r.start_date`
    case 'end_date':
      return sql`r.end_date`
    case 'status':
      return effectiveStatus(today)
    case 'urgency':
      return sql`array_position(array['normal', 'urgent', 'immediate']::text[], r.urgency)`
    case 'commune_name':
      return sql`lower(r.commune_name)`
    case 'department':
      return sql`r.department`
    case 'applications_count':
      return applicationsCount
  }
}

function selectRow(query: Base, today: string) {
  return query.select([
    'r.id',
    'r.urgency',
    'r.commune_insee',
    'r.commune_name',
    'r.postal_code',
    'r.department',
    sql<string | null>`r.start_date::text`.as('start_date'),
    sql<string | null>`r.end_date::text`.as('end_date'),
    'r.retrocession_percent',
    'r.published_at',
    'r.cancelled_at',
    'r.created_at',
    'u.id as author_id',
    'u.first_name as author_first_name',
    'u.last_name as author_last_name',
    'u.email as author_email',
    effectiveStatus(today).as('status'),
    applicationsCount.as('applications_count'),
    pendingCount.as('pending_count'),
  ])
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number]

function rowJson(row: SelectedRow): AdminReplacementRow {
  return {
    id: row.id,
    status: row.status,
    urgency: row.urgency as Urgency,
    commune_insee: row.commune_insee,
    commune_name: row.commune_name,
    postal_code: row.postal_code,
    department: row.department,
    start_date: row.start_date,
    end_date: row.end_date,
    retrocession_percent: row.retrocession_percent,
    author: { id: row.author_id, first_name: row.author_first_name, last_name: row.author_last_name, email: row.author_email },
    applications_count: row.applications_count,
    pending_count: row.pending_count,
    published_at: iso(row.published_at),
    cancelled_at: iso(row.cancelled_at),
    created_at: iso(row.created_at) ?? '',
  }
}

export interface ListOptions {
  filters: AdminReplacementFilters
  sort?: AdminReplacementSortColumn | undefined
  direction?: 'asc' | 'desc' | undefined
  page: number
  perPage: number
  today: string
}

export async function listAdminReplacements(
  db: Db,
  options: ListOptions,
): Promise<{ replacements: AdminReplacementRow[]; count: number }> {
  const filtered = applyFilters(baseQuery(db), options.filters, options.today)
  const dir = options.direction === 'asc' ? sql`asc` : sql`desc`
  const [rows, total] = await Promise.all([
    selectRow(filtered, options.today)
      // Empty values last whichever the direction; the id breaks ties so pages never overlap.
      .orderBy(sql`${sortExpression(options.sort ?? 'created_at', options.today)} ${dir} nulls last`)
      .orderBy(sql`r.id ${dir}`)
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { replacements: rows.map(rowJson), count: total.count }
}

/** An offer's applications with their applicants, newest first; optionally of one status. */
export async function listOfferApplications(
  db: Db,
  replacementId: number,
  options: { status?: ApplicationStatus | undefined; page: number; perPage: number },
): Promise<{ applications: AdminApplication[]; count: number }> {
  let base = db.selectFrom('applications as a').where('a.replacement_id', '=', replacementId)
  if (options.status) base = base.where('a.status', '=', options.status)
  const [rows, total] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 'a.applicant_user_id')
      .leftJoin('nurses as n', 'n.user_id', 'u.id')
      .select([
        'a.id',
        'a.status',
        'a.message',
        sql<string[] | null>`a.dates::text[]`.as('dates'),
        'a.created_at',
        'a.decided_at',
        'u.id as user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'n.id as nurse_id',
        'n.rpps',
        'n.validated_at',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ])
  return {
    count: total.count,
    applications: rows.map((row) => ({
      id: row.id,
      status: row.status,
      message: row.message,
      dates: row.dates && row.dates.length > 0 ? [...row.dates].sort() : null,
      created_at: iso(row.created_at) ?? '',
      decided_at: iso(row.decided_at),
      applicant: {
        id: row.user_id,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        nurse_id: row.nurse_id ?? null,
        rpps: row.rpps ?? null,
        validated_at: iso(row.validated_at ?? null),
      },
    })),
  }
}

/** How many applications and audit entries the detail page shows at most (the rest: /interest/{id}). */
const DETAIL_APPLICATIONS = 100
const DETAIL_AUDIT = 50

export async function findAdminReplacement(db: Db, id: number, today: string): Promise<AdminReplacementDetail | undefined> {
  const row = await selectRow(baseQuery(db), today)
    .select([
      sql<string[] | null>`r.days::text[]`.as('days'),
      'r.shifts',
      'r.care_types',
      'r.patients_per_day',
      'r.housing_offered',
      'r.vehicle_required',
      'r.software',
      'r.description',
      'r.answer_window_ends_at',
      'r.filled_at',
      'r.cancel_reason',
      'r.updated_at',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const [history, applications, audit] = await Promise.all([
    db
      .selectFrom('replacement_changes')
      .select(['changes', 'changed_at'])
      .where('replacement_id', '=', id)
      .orderBy('changed_at')
      .orderBy('id')
      .execute(),
    listOfferApplications(db, id, { page: 1, perPage: DETAIL_APPLICATIONS }),
    listAudit(db, { subjectType: 'replacement', subjectId: String(id), page: 1, perPage: DETAIL_AUDIT }),
  ])
  return {
    ...rowJson(row),
    days: row.days && row.days.length > 0 ? [...row.days].sort() : null,
    shifts: row.shifts as Shift[],
    care_types: row.care_types,
    patients_per_day: row.patients_per_day,
    housing_offered: row.housing_offered,
    vehicle_required: row.vehicle_required,
    software: row.software,
    description: row.description,
    answer_window_ends_at: iso(row.answer_window_ends_at),
    filled_at: iso(row.filled_at),
    cancel_reason: row.cancel_reason,
    updated_at: iso(row.updated_at) ?? '',
    unpublishable: row.status === 'published' || row.status === 'filled',
    history: history.map((change) => ({ changed_at: iso(change.changed_at) ?? '', changes: change.changes })),
    applications: applications.applications,
    audit: audit.entries,
  }
}

// ——— Taking an offer down ———

export async function replacementExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('replacements').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

/** The offer's author, as the unpublish mail and the applicants' notice need them. */
export async function findOfferAuthor(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'settings', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}

/** What unpublishing changes, as it was (for the audit log). */
export async function findCancellationState(db: Db, id: number) {
  return db
    .selectFrom('replacements')
    .select(['status', 'cancelled_at', 'cancel_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}
