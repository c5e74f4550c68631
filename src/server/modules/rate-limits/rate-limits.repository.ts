import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../../db/connect.ts'

export interface RateLimitRule {
  /** Names the counter family, e.g. 'contact' or 'login'. */
  name: string
  /** Hits allowed per window. */
  limit: number
  windowSeconds: number
}

export interface RateLimitResult {
  allowed: boolean
  hits: number
  remaining: number
  /** Seconds until the window resets (at least 1). */
  retryAfterSeconds: number
}

/**
 * Counts one hit for `subject` (an IP, an email + IP…) under `rule`, atomically: one upsert, so
 * parallel requests on any number of app instances cannot exceed the limit between them. The
 * window is fixed: it starts at the first hit and resets once `reset_at` has passed.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<RateLimitResult> {
  const key = keyOf(rule, subject)
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000)
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // Both CASEs read the row as it was before this update.
        hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql<Date>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow()

  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000))
  return { allowed: row.hits <= rule.limit, hits: row.hits, remaining: Math.max(0, rule.limit - row.hits), retryAfterSeconds }
}

/** Elapsed windows are dead weight (modules/retention/expired-rows.job.ts). */
export async function deleteElapsedRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('reset_at', '<', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Takes back one hit of `subject` under `rule`, for a limit that counts failures only: the hit is
 * counted first (atomically, so parallel attempts cannot pass the limit between them) and
 * returned once the attempt turned out to be a good one.
 */
export async function refundRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`greatest(rate_limits.hits - 1, 0)` })
    .where('key', '=', keyOf(rule, subject))
    .execute()
}

function keyOf(rule: RateLimitRule, subject: string): string {
  return createHash('sha256').update(`${rule.name}:${subject}`).digest('hex')
}
