import { sql } from 'kysely'
import type { Db } from '../../db/connect.ts'
import type { NewUser, UserRow, UserUpdate } from './users.table.ts'

/**
 * The user as the rest of the server sees it: every column but the secrets (password hash,
 * two-factor secret and last step), which only the auth and two-factor modules read, by name.
 * `has_password` says whether a password was ever chosen (not after an immediate registration).
 */
export type AuthUser = Omit<
  UserRow,
  'password_hash' | 'two_factor_secret' | 'two_factor_last_step' | 'last_seen_at' | 'inactivity_warned_at'
> & { has_password: boolean }

const PUBLIC_COLUMNS = [
  'id',
  'email',
  'email_verified_at',
  'account_type',
  'status',
  'first_name',
  'last_name',
  'phone',
  'roles',
  'active_role',
  'street',
  'postal_code',
  'commune_insee',
  'commune_name',
  'lat',
  'lng',
  'profil_url',
  'bio',
  'settings',
  'notification_preferences',
  'charter_accepted_at',
  'charter_version',
  'two_factor_confirmed_at',
  'created_at',
  'updated_at',
  'deleted_at',
] as const

export function selectAuthUser(db: Db) {
  return db.selectFrom('users').select(PUBLIC_COLUMNS).select(sql<boolean>`password_hash is not null`.as('has_password'))
}

/** The AuthUser's columns of `users as u`, for a query that joins the user to something else. */
export const authUserColumns = PUBLIC_COLUMNS.map((column) => `u.${column}` as const)
export const authUserHasPassword = sql<boolean>`u.password_hash is not null`.as('has_password')

export async function findAuthUserById(db: Db, id: number): Promise<AuthUser | undefined> {
  return selectAuthUser(db).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
}

/** What login needs: the user (not deleted) by normalised email, with the password hash. */
export async function findLoginUser(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'status', 'two_factor_confirmed_at', 'first_name', 'last_name'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** Any user with this address, soft-deleted ones too (they still hold it). */
export async function findUserIdByEmail(
  db: Db,
  email: string,
): Promise<{ id: number; first_name: string | null; deleted_at: Date | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'deleted_at'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst()
}

/** Inserts the user unless the address is taken (then undefined): one statement, no race. */
export async function insertUserIfNew(db: Db, user: NewUser): Promise<{ id: number } | undefined> {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst()
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: Date) {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute()
}

/** Columns of one account, and its updated_at. */
export async function updateUser(db: Db, id: number, update: UserUpdate, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...update, updated_at: now })
    .where('id', '=', id)
    .execute()
}

/** The account's JSON columns a caller merges a partial change into. */
type JsonPreferencesColumn = 'settings' | 'notification_preferences'

/** One JSON column of the account, locked until the caller's transaction saves their merge. */
export async function lockPreferences(db: Db, id: number, column: JsonPreferencesColumn): Promise<unknown> {
  const row = await db.selectFrom('users').select(column).where('id', '=', id).forUpdate().executeTakeFirst()
  return row?.[column]
}

export async function savePreferences(
  db: Db,
  id: number,
  column: JsonPreferencesColumn,
  value: unknown,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ [column]: JSON.stringify(value), updated_at: now })
    .where('id', '=', id)
    .execute()
}

/**
 * Adds a role to the account's roles unless held, and makes it the active one when there was
 * none. One statement: two tabs adding the same role at once still hold it once.
 */
export async function addRole(
  db: Db,
  id: number,
  role: string,
  now: Date,
): Promise<{ roles: string[]; active_role: string | null }> {
  return db
    .updateTable('users')
    .set({
      roles: sql<string[]>`(case when ${role} = any(roles) then roles else array_append(roles, ${role}::text) end)`,
      active_role: sql<string>`coalesce(active_role, ${role}::text)`,
      updated_at: now,
    })
    .where('id', '=', id)
    .returning(['roles', 'active_role'])
    .executeTakeFirstOrThrow()
}

/** What the address verification needs of a live account. */
export async function findVerifiableUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at', 'first_name'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** The live account with this address, for a new verification link. */
export async function findVerifiableUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'email_verified_at'])
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** Verifies the address, unless it already was (the first verification's date stays). */
export async function markEmailVerified(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .execute()
}

/** A new password from a reset or set-password link; the link proves the address too. */
export async function resetPassword(db: Db, id: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute()
}

/** Whether the account may still sign in or be served (its status and deletion), and its settings. */
export async function findAccountState(db: Db, id: number) {
  return db.selectFrom('users').select(['status', 'deleted_at', 'settings']).where('id', '=', id).executeTakeFirst()
}

/** The waiting list: one entry per address (any case), the latest answers kept. */
export async function saveWaitingListEntry(
  db: Db,
  entry: { email: string; role: string; commune: string; locale: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('user_betas')
    .values(entry)
    .onConflict((oc) =>
      oc
        .expression(sql`lower(email)`)
        .doUpdateSet({ role: entry.role, commune: entry.commune, locale: entry.locale, updated_at: now }),
    )
    .execute()
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
