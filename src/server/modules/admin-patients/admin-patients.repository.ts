import { type RawBuilder, type SqlBool, sql } from 'kysely'
import type {
  AdminPatientRequestDetail,
  AdminPatientRequestRow,
  AdminPatientRequestSortColumn,
  AdminPatientRequestsQuery,
  PatientRequestNote,
} from '#shared/admin-patient-requests.ts'
import { patientRequestStatuses } from '#shared/patient-request.ts'
import type { Db } from '../../db/connect.ts'
import { listAudit } from '../audit/audit.repository.ts'

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString()

/**
 * The department of a commune, from its INSEE code alone (overseas: three characters, 2A/2B in
 * Corsica, two elsewhere), so a request keeps its department whatever the communes table holds.
 */
const department = sql<string>`(case when pr.commune_insee like '97%' then left(pr.commune_insee, 3) else left(pr.commune_insee, 2) end)`

function baseQuery(db: Db) {
  return db
    .selectFrom('patient_requests as pr')
    .leftJoin('nurses as n', 'n.id', 'pr.nurse_id')
    .leftJoin('users as u', 'u.id', 'n.user_id')
}
type Base = ReturnType<typeof baseQuery>

function applyFilters(query: Base, filters: Omit<AdminPatientRequestsQuery, 'page' | 'perPage' | 'sort' | 'direction'>): Base {
  let q = query
  if (filters.status) q = q.where('pr.status', '=', filters.status)
  if (filters.department) q = q.where(sql<SqlBool>`${department} = ${filters.department}`)
  if (filters.care_type) q = q.where('pr.care_type', '=', filters.care_type)
  if (filters.created_from)
    q = q.where(sql<SqlBool>`pr.created_at >= (${filters.created_from}::date::timestamp at time zone 'Europe/Paris')`)
  if (filters.created_to)
    q = q.where(sql<SqlBool>`pr.created_at < ((${filters.created_to}::date + 1)::timestamp at time zone 'Europe/Paris')`)
  return q
}

function selectRow(query: Base) {
  return query.select([
    'pr.id',
    'pr.status',
    'pr.name',
    'pr.phone',
    'pr.email',
    'pr.commune_insee',
    'pr.commune_name',
    'pr.care_type',
    'pr.created_at',
    'pr.updated_at',
    'pr.purged_at',
    'n.id as nurse_id',
    'u.id as nurse_user_id',
    'u.first_name as nurse_first_name',
    'u.last_name as nurse_last_name',
    'u.email as nurse_email',
    department.as('department'),
    sql<number>`(select count(*)::int from patient_request_notes nt where nt.patient_request_id = pr.id)`.as('notes_count'),
  ])
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number]

function rowJson(row: SelectedRow): AdminPatientRequestRow {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    commune_insee: row.commune_insee,
    commune_name: row.commune_name,
    department: row.department,
    care_type: row.care_type,
    nurse:
      row.nurse_id !== null && row.nurse_user_id !== null && row.nurse_email !== null
        ? {
            nurse_id: row.nurse_id,
            user_id: row.nurse_user_id,
            first_name: row.nurse_first_name,
            last_name: row.nurse_last_name,
            email: row.nurse_email,
          }
        : null,
    notes_count: row.notes_count,
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
    purged_at: iso(row.purged_at),
  }
}

const sortExpressions: Record<AdminPatientRequestSortColumn, RawBuilder<unknown>> = {
  created_at: sql`pr.created_at`,
  status: sql`array_position(array[${sql.join(patientRequestStatuses.map((status) => sql`${status}::text`))}], pr.status)`,
  commune_name: sql`lower(pr.commune_name)`,
  care_type: sql`pr.care_type`,
}

export async function listAdminPatientRequests(
  db: Db,
  query: AdminPatientRequestsQuery,
): Promise<{ patient_requests: AdminPatientRequestRow[]; count: number }> {
  const { page, perPage, sort, direction, ...filters } = query
  const filtered = applyFilters(baseQuery(db), filters)
  const dir = direction === 'asc' ? sql`asc` : sql`desc`
  const [rows, total] = await Promise.all([
    selectRow(filtered)
      // The status in its pipeline order, not alphabetical; the id breaks ties so pages never overlap.
      .orderBy(sql`${sortExpressions[sort]} ${dir} nulls last`)
      .orderBy(sql`pr.id ${dir}`)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { patient_requests: rows.map(rowJson), count: total.count }
}

export async function listNotes(db: Db, requestId: number): Promise<PatientRequestNote[]> {
  const rows = await db
    .selectFrom('patient_request_notes as nt')
    .leftJoin('users as a', 'a.id', 'nt.author_user_id')
    .select(['nt.id', 'nt.body', 'nt.created_at', 'a.id as author_id', 'a.first_name', 'a.last_name', 'a.email'])
    .where('nt.patient_request_id', '=', requestId)
    .orderBy('nt.created_at')
    .orderBy('nt.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    author:
      row.author_id === null || row.email === null
        ? null
        : { id: row.author_id, name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email },
    created_at: iso(row.created_at) ?? '',
  }))
}

export async function findAdminPatientRequest(db: Db, id: number): Promise<AdminPatientRequestDetail | undefined> {
  const row = await selectRow(baseQuery(db)).select(['pr.message', 'pr.locale']).where('pr.id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const [notes, audit] = await Promise.all([
    listNotes(db, id),
    listAudit(db, { subjectType: 'patient_request', subjectId: String(id), page: 1, perPage: 50 }),
  ])
  return { ...rowJson(row), message: row.message, locale: row.locale, notes, audit: audit.entries }
}

// ——— The follow-up's writes ———

type PatientRequestStatus = (typeof patientRequestStatuses)[number]

/** The request's step and purge date, locked: a note cannot slip in while the purge empties it. */
export async function lockPatientRequest(db: Db, id: number) {
  return db
    .selectFrom('patient_requests')
    .select(['status', 'purged_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

export async function setPatientRequestStatus(db: Db, id: number, status: PatientRequestStatus, now: Date): Promise<void> {
  await db.updateTable('patient_requests').set({ status, updated_at: now }).where('id', '=', id).execute()
}

export async function insertPatientRequestNote(db: Db, requestId: number, authorId: number, body: string, now: Date) {
  const note = await db
    .insertInto('patient_request_notes')
    .values({ patient_request_id: requestId, author_user_id: authorId, body, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return note.id
}
