import { sql } from 'kysely'
import { type Availability, currentAvailability } from '#shared/profile.ts'
import type { Db } from '../../db/connect.ts'

/** Today in France (YYYY-MM-DD): availability dates are French calendar days. */
export function parisToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  )
}

export async function findAvailability(db: Db, userId: number, now: Date): Promise<Availability> {
  const row = await db
    .selectFrom('user_availability')
    .select(['status', sql<string | null>`until::text`.as('until')])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return currentAvailability(row ?? { status: 'available', until: null }, parisToday(now))
}

export async function saveAvailability(db: Db, userId: number, availability: Availability, now: Date): Promise<void> {
  await db
    .insertInto('user_availability')
    .values({ user_id: userId, ...availability, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...availability, updated_at: now }))
    .execute()
}

/** The password hash, read only to check a password the user typed again. */
export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst()
  return row?.password_hash ?? null
}

/** Another account (deleted ones included: they still hold their address) uses this address. */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('id', '!=', userId)
    .executeTakeFirst()
  return row !== undefined
}

/** "camille.durand@example.fr" → "c•••@example.fr": enough to recognise it, not to read it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505'
}
