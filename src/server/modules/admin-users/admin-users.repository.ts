import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import {
  type AdminUserDetail,
  type AdminUserRow,
  type CrmBoard,
  type CrmNote,
  type CrmStage,
  crmStages,
  type UserFilters,
  type UserMail,
  type UserSortColumn,
} from '#shared/admin-users.ts'
import { isValidRpps } from '#shared/rpps.ts'
import type { Db } from '../../db/connect.ts'
import { otherRppsHolders, rppsSharedSql } from '../nurses/rpps-holders.ts'
import { hasEntitledSubscription } from '../subscriptions/subscribed.ts'
import type { UserStatus } from '../users/users.table.ts'

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString()

/** Users with their nurse profile and CRM row (both optional). */
function joinedUsers(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('nurses', 'nurses.user_id', 'users.id')
    .leftJoin('user_crm', 'user_crm.user_id', 'users.id')
}

type JoinedDb = ReturnType<typeof joinedUsers> extends SelectQueryBuilder<infer D, infer _T, infer _O> ? D : never
type Tables = 'users' | 'nurses' | 'user_crm'
type UsersQuery<O = object> = SelectQueryBuilder<JoinedDb, Tables, O>

/** `%` and `_` typed by an admin are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * The filters shared by the list, the CRM board and the export. Days are Paris days: "created
 * on the 3rd" means from midnight to midnight in France, whatever the server's time zone.
 */
function applyFilters<O>(query: UsersQuery<O>, filters: UserFilters): UsersQuery<O> {
  let q = query
  if (filters.trashed === 'only') q = q.where('users.deleted_at', 'is not', null)
  else if (filters.trashed !== 'with') q = q.where('users.deleted_at', 'is', null)
  if (filters.q) {
    const pattern = likePattern(filters.q)
    q = q.where(
      sql<SqlBool>`(unaccent(users.email) ilike unaccent(${pattern})
        or unaccent(concat_ws(' ', users.first_name, users.last_name)) ilike unaccent(${pattern})
        or unaccent(concat_ws(' ', users.last_name, users.first_name)) ilike unaccent(${pattern}))`,
    )
  }
  if (filters.role === 'admin') q = q.where('users.account_type', 'in', ['administrator', 'developer'])
  else if (filters.role === 'none') q = q.where(sql<SqlBool>`cardinality(users.roles) = 0`)
  else if (filters.role) q = q.where(sql<SqlBool>`${filters.role} = any(users.roles)`)
  if (filters.status) q = q.where('users.status', '=', filters.status)
  if (filters.verified !== undefined) q = q.where('users.email_verified_at', filters.verified ? 'is not' : 'is', null)
  if (filters.validated === true) q = q.where('nurses.validated_at', 'is not', null)
  // "Not validated" means a nurse waiting for it: an account without a nurse role has nothing to validate.
  if (filters.validated === false)
    q = q
      .where('nurses.id', 'is not', null)
      .where('nurses.validated_at', 'is', null)
      .where(sql<SqlBool>`cardinality(users.roles) > 0`)
  if (filters.rpps_shared !== undefined) q = q.where(filters.rpps_shared ? rppsSharedSql() : sql<SqlBool>`not ${rppsSharedSql()}`)
  if (filters.subscribed !== undefined) {
    const subscribed = hasEntitledSubscription(sql.ref<number>('users.id'))
    q = q.where(filters.subscribed ? subscribed : sql<SqlBool>`not ${subscribed}`)
  }
  if (filters.commune) q = q.where('users.commune_insee', '=', filters.commune)
  if (filters.department)
    q = q.where(
      sql<SqlBool>`exists (select 1 from communes where communes.insee = users.commune_insee and communes.department = ${filters.department})`,
    )
  if (filters.created_from)
    q = q.where(sql<SqlBool>`users.created_at >= (${filters.created_from}::date::timestamp at time zone 'Europe/Paris')`)
  if (filters.created_to)
    q = q.where(sql<SqlBool>`users.created_at < ((${filters.created_to}::date + 1)::timestamp at time zone 'Europe/Paris')`)
  if (filters.stage) q = q.where(sql<SqlBool>`coalesce(user_crm.stage, 'new') = ${filters.stage}`)
  if (filters.tag) q = q.where(sql<SqlBool>`${filters.tag} = any(user_crm.tags)`)
  if (filters.ids) q = q.where('users.id', 'in', filters.ids)
  return q
}

const stageOrder = sql`array_position(array['new', 'to_contact', 'contacted', 'followed_up', 'subscribed', 'lost']::text[], coalesce(user_crm.stage, 'new'))`

const sortExpressions: Record<UserSortColumn, Expression<unknown>> = {
  id: sql`users.id`,
  created_at: sql`users.created_at`,
  email: sql`users.email`,
  last_name: sql`lower(users.last_name)`,
  first_name: sql`lower(users.first_name)`,
  status: sql`users.status`,
  validated_at: sql`nurses.validated_at`,
  commune_name: sql`users.commune_name`,
  crm_stage: stageOrder,
  next_action_on: sql`user_crm.next_action_on`,
}

function applySort<O>(
  query: UsersQuery<O>,
  sort: UserSortColumn = 'created_at',
  direction: 'asc' | 'desc' = 'desc',
): UsersQuery<O> {
  const dir = direction === 'asc' ? sql`asc` : sql`desc`
  // Empty values last whichever the direction; the id breaks ties so pages never overlap.
  return query.orderBy(sql`${sortExpressions[sort]} ${dir} nulls last`).orderBy(sql`users.id ${dir}`)
}

function selectRow<O>(query: UsersQuery<O>) {
  return query.select([
    'users.id',
    'users.email',
    'users.first_name',
    'users.last_name',
    'users.phone',
    'users.account_type',
    'users.status',
    'users.roles',
    'users.email_verified_at',
    'users.commune_insee',
    'users.commune_name',
    'users.postal_code',
    'users.created_at',
    'users.deleted_at',
    'nurses.id as nurse_id',
    'nurses.rpps',
    rppsSharedSql().as('rpps_shared'),
    'nurses.validated_at',
    hasEntitledSubscription(sql.ref<number>('users.id')).as('subscribed'),
    sql<CrmStage>`coalesce(user_crm.stage, 'new')`.as('crm_stage'),
    // A date column read as text: node-postgres would make a Date at local midnight of it.
    sql<string | null>`user_crm.next_action_on::text`.as('next_action_on'),
    sql<string[]>`coalesce(user_crm.tags, '{}'::text[])`.as('tags'),
  ])
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRow<object>>['execute']>>[number]

function rowJson(row: SelectedRow): AdminUserRow {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    account_type: row.account_type,
    status: row.status,
    roles: row.roles,
    email_verified_at: iso(row.email_verified_at),
    nurse_id: row.nurse_id ?? null,
    rpps: row.rpps ?? null,
    rpps_shared: Boolean(row.rpps_shared),
    validated_at: iso(row.validated_at),
    subscribed: Boolean(row.subscribed),
    commune_insee: row.commune_insee,
    commune_name: row.commune_name,
    postal_code: row.postal_code,
    created_at: iso(row.created_at) ?? '',
    deleted_at: iso(row.deleted_at),
    crm: { stage: row.crm_stage, next_action_on: row.next_action_on, tags: row.tags },
  }
}

export interface ListOptions {
  filters: UserFilters
  sort?: UserSortColumn | undefined
  direction?: 'asc' | 'desc' | undefined
  page: number
  perPage: number
}

export async function listUsers(db: Db, options: ListOptions): Promise<{ users: AdminUserRow[]; count: number }> {
  const filtered = applyFilters(joinedUsers(db), options.filters)
  const [rows, total] = await Promise.all([
    applySort(selectRow(filtered), options.sort, options.direction)
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { users: rows.map(rowJson), count: total.count }
}

/**
 * Every row of a filtered list, a batch at a time (for the CSV export): memory stays flat
 * whatever the number of accounts. Keyset pagination would need the sort key; offsets are fine
 * at the sizes a back office exports, and the id tiebreak keeps batches from overlapping.
 */
export async function* eachUser(
  db: Db,
  options: Omit<ListOptions, 'page' | 'perPage'>,
  batchSize = 500,
): AsyncGenerator<AdminUserRow> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await applySort(selectRow(applyFilters(joinedUsers(db), options.filters)), options.sort, options.direction)
      .limit(batchSize)
      .offset(offset)
      .execute()
    for (const row of rows) yield rowJson(row)
    if (rows.length < batchSize) return
  }
}

/** The CRM board: each stage's first rows (next action first) and how many are in it. */
export async function crmBoard(db: Db, filters: UserFilters, perColumn: number): Promise<CrmBoard> {
  const filtered = applyFilters(joinedUsers(db), filters)
  const ranked = selectRow(filtered)
    .select(
      sql<number>`row_number() over (partition by coalesce(user_crm.stage, 'new') order by user_crm.next_action_on asc nulls last, users.created_at desc, users.id desc)`.as(
        'rank',
      ),
    )
    .select(sql<number>`count(*) over (partition by coalesce(user_crm.stage, 'new'))::int`.as('stage_count'))
  const rows = (await db
    .selectFrom(ranked.as('ranked') as never)
    .selectAll()
    .where(sql<SqlBool>`rank <= ${perColumn}`)
    .orderBy(sql`rank`)
    .execute()) as unknown as (SelectedRow & { stage_count: number })[]
  return {
    columns: crmStages.map((stage) => {
      const users = rows.filter((row) => row.crm_stage === stage)
      return { stage, count: users[0]?.stage_count ?? 0, users: users.map(rowJson) }
    }),
  }
}

export async function findUserRow(db: Db, id: number): Promise<AdminUserRow | undefined> {
  const row = await selectRow(joinedUsers(db).where('users.id', '=', id)).executeTakeFirst()
  return row ? rowJson(row) : undefined
}

export async function listNotes(db: Db, userId: number): Promise<CrmNote[]> {
  const rows = await db
    .selectFrom('crm_notes')
    .leftJoin('users as author', 'author.id', 'crm_notes.author_user_id')
    .select([
      'crm_notes.id',
      'crm_notes.body',
      'crm_notes.created_at',
      'crm_notes.author_user_id',
      'author.first_name',
      'author.last_name',
      'author.email',
    ])
    .where('crm_notes.user_id', '=', userId)
    .orderBy('crm_notes.created_at', 'desc')
    .orderBy('crm_notes.id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: String(row.id),
    body: row.body,
    author:
      row.author_user_id === null || row.email === null
        ? null
        : { id: row.author_user_id, name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email },
    created_at: iso(row.created_at) ?? '',
  }))
}

/** The admin's view of one account (soft-deleted ones too), or undefined. */
export async function findAdminUserDetail(db: Db, id: number): Promise<AdminUserDetail | undefined> {
  const row = await findUserRow(db, id)
  if (!row) return undefined
  const [extra, nurse, notes] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'bio',
        'street',
        'active_role',
        'two_factor_confirmed_at',
        'charter_accepted_at',
        'updated_at',
        sql<boolean>`password_hash is not null`.as('has_password'),
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('nurses')
      .select([
        'id',
        'rpps',
        'diploma_year',
        'zone_commune_name',
        'radius_km',
        'accepts_new_patients',
        'validated_at',
        sql<string | null>`replacement_authorisation_expires_on::text`.as('replacement_authorisation_expires_on'),
      ])
      .where('user_id', '=', id)
      .executeTakeFirst(),
    listNotes(db, id),
  ])
  const sharedWith = nurse?.rpps ? await otherRppsHolders(db, nurse.rpps, id) : []
  return {
    ...row,
    bio: extra.bio,
    street: extra.street,
    active_role: extra.active_role,
    two_factor_enabled: extra.two_factor_confirmed_at !== null,
    has_password: extra.has_password,
    charter_accepted_at: iso(extra.charter_accepted_at),
    updated_at: iso(extra.updated_at) ?? '',
    nurse: nurse
      ? {
          id: nurse.id,
          rpps: nurse.rpps,
          rpps_valid: nurse.rpps !== null && isValidRpps(nurse.rpps),
          rpps_shared_with: sharedWith.map((other) => ({
            id: other.id,
            name: [other.first_name, other.last_name].filter(Boolean).join(' ') || other.email,
            email: other.email,
          })),
          diploma_year: nurse.diploma_year,
          zone_commune_name: nurse.zone_commune_name,
          radius_km: nurse.radius_km,
          replacement_authorisation_expires_on: nurse.replacement_authorisation_expires_on,
          accepts_new_patients: nurse.accepts_new_patients,
          validated_at: iso(nurse.validated_at),
        }
      : null,
    notes,
  }
}

/** The mails the outbox holds for the account's address, newest first (its history). */
export async function listUserMails(db: Db, email: string, limit = 100): Promise<UserMail[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'template', 'subject', 'status', 'created_at', 'sent_at'])
    .where(sql`lower("to")`, '=', email.toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    subject: row.subject,
    status: row.status,
    created_at: iso(row.created_at) ?? '',
    sent_at: iso(row.sent_at),
  }))
}

/** Creates or changes the account's CRM row. */
export async function saveCrm(
  db: Db,
  userId: number,
  change: { stage?: CrmStage | undefined; next_action_on?: string | null | undefined; tags?: string[] | undefined },
  now: Date,
): Promise<void> {
  const set = {
    ...(change.stage !== undefined ? { stage: change.stage } : {}),
    ...(change.next_action_on !== undefined ? { next_action_on: change.next_action_on } : {}),
    ...(change.tags !== undefined ? { tags: change.tags } : {}),
    updated_at: now,
  }
  await db
    .insertInto('user_crm')
    .values({ user_id: userId, ...set })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
    .execute()
}

export async function insertNote(db: Db, userId: number, authorId: number, body: string, now: Date): Promise<string> {
  const row = await db
    .insertInto('crm_notes')
    .values({ user_id: userId, author_user_id: authorId, body, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(row.id)
}

// ——— What the admin actions write ———

/** The account's settings (the language of the mails sent to it). */
export async function findUserSettings(db: Db, id: number): Promise<unknown> {
  const row = await db.selectFrom('users').select('settings').where('id', '=', id).executeTakeFirstOrThrow()
  return row.settings
}

export async function clearNurseValidation(db: Db, userId: number, now: Date): Promise<void> {
  await db.updateTable('nurses').set({ validated_at: null, updated_at: now }).where('user_id', '=', userId).execute()
}

/** Validates a profile not validated meanwhile: false when another admin did it first. */
export async function validateNurseIfNot(db: Db, userId: number, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('nurses')
    .set({ validated_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .where('validated_at', 'is', null)
    .executeTakeFirst()
  return updated.numUpdatedRows > 0n
}

export async function setUserStatus(db: Db, id: number, status: UserStatus, now: Date): Promise<void> {
  await db.updateTable('users').set({ status, updated_at: now }).where('id', '=', id).execute()
}

/** A new RPPS number, which undoes the validation when `unvalidate` (it has not been checked). */
export async function setNurseRpps(db: Db, userId: number, rpps: string | null, unvalidate: boolean, now: Date) {
  await db
    .updateTable('nurses')
    .set({ rpps, ...(unvalidate ? { validated_at: null } : {}), updated_at: now })
    .where('user_id', '=', userId)
    .execute()
}

export type UserTextField = 'first_name' | 'last_name' | 'phone' | 'bio'

export async function findUserField(db: Db, id: number, column: UserTextField): Promise<string | null> {
  const row = await db.selectFrom('users').select(column).where('id', '=', id).executeTakeFirstOrThrow()
  return (row as Record<string, string | null>)[column] ?? null
}

/** What an admin's edit of an account starts from. */
export async function findEditableUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'phone', 'bio', 'roles', 'active_role', 'settings', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

export async function setDeletedAt(db: Db, id: number, deletedAt: Date | null, now: Date): Promise<void> {
  await db.updateTable('users').set({ deleted_at: deletedAt, updated_at: now }).where('id', '=', id).execute()
}
