import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { CalendarFeedStatus } from '#shared/calendar.ts'
import type { Db } from '../../db/connect.ts'

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export async function feedStatus(db: Db, userId: number): Promise<CalendarFeedStatus> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select(['created_at', 'last_fetched_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return {
    active: row !== undefined,
    created_at: row?.created_at.toISOString() ?? null,
    last_fetched_at: row?.last_fetched_at?.toISOString() ?? null,
  }
}

/** A new secret for the user's feed, replacing the previous one (whose URL then stops working). */
export async function createFeed(db: Db, userId: number, now: Date): Promise<string> {
  const secret = randomBytes(32).toString('base64url')
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, secret_hash: hashSecret(secret), created_at: now, last_fetched_at: null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ secret_hash: hashSecret(secret), created_at: now, last_fetched_at: null }),
    )
    .execute()
  return secret
}

export async function revokeFeed(db: Db, userId: number): Promise<boolean> {
  const row = await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).returning('user_id').executeTakeFirst()
  return row !== undefined
}

/**
 * The owner of a feed secret, or undefined. The fetch is noted at most once an hour: calendars
 * poll often, and a write per poll would be noise.
 */
export async function feedOwner(db: Db, secret: string, now: Date): Promise<number | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select(['user_id', 'last_fetched_at'])
    .where('secret_hash', '=', hashSecret(secret))
    .executeTakeFirst()
  if (!row) return undefined
  if (!row.last_fetched_at || now.getTime() - row.last_fetched_at.getTime() > 3600_000) {
    await db.updateTable('calendar_feeds').set({ last_fetched_at: now }).where('user_id', '=', row.user_id).execute()
  }
  return row.user_id
}

export interface AcceptedReplacement {
  application_id: number
  replacement_id: number
  /** The days accepted, or null when the whole offer was. */
  accepted_days: string[] | null
  offer_days: string[] | null
  start_date: string
  end_date: string
  commune_name: string
  postal_code: string | null
  shifts: string[]
  retrocession_percent: number | null
  holder_first_name: string | null
  holder_last_name: string | null
  stamp: Date
}

/**
 * The user's accepted applications to offers that still stand (not cancelled): what goes in
 * the feed. Only the offer's place, dates, shifts and holder's name — nothing about patients.
 */
export async function acceptedReplacements(db: Db, userId: number): Promise<AcceptedReplacement[]> {
  return db
    .selectFrom('applications as a')
    .innerJoin('replacements as r', 'r.id', 'a.replacement_id')
    .innerJoin('users as h', 'h.id', 'r.author_user_id')
    .select([
      'a.id as application_id',
      'r.id as replacement_id',
      sql<string[] | null>`a.dates::text[]`.as('accepted_days'),
      sql<string[] | null>`r.days::text[]`.as('offer_days'),
      sql<string>`r.start_date::text`.as('start_date'),
      sql<string>`r.end_date::text`.as('end_date'),
      sql<string>`coalesce(r.commune_name, '')`.as('commune_name'),
      'r.postal_code',
      'r.shifts',
      'r.retrocession_percent',
      'h.first_name as holder_first_name',
      'h.last_name as holder_last_name',
      sql<Date>`coalesce(a.decided_at, a.updated_at)`.as('stamp'),
    ])
    .where('a.applicant_user_id', '=', userId)
    .where('a.status', '=', 'accepted')
    .where('r.status', 'in', ['published', 'filled', 'expired'])
    .where('r.start_date', 'is not', null)
    .orderBy('r.start_date')
    .orderBy('a.id')
    .execute()
}
