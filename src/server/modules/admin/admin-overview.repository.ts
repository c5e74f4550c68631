import { sql } from 'kysely'
import type { AdminOverview } from '#shared/admin-overview.ts'
import type { Db } from '../../db/connect.ts'

const DAY_MS = 24 * 60 * 60 * 1000

// count(*) is a bigint, which node-postgres hands back as a string: the casts keep numbers.
interface OverviewRow {
  users_total: number
  users_pending: number
  users_active: number
  users_suspended: number
  users_titulaire: number
  users_remplacant: number
  users_verified: number
  users_unverified: number
  users_last_7_days: number
  users_last_30_days: number
  nurses_validated: number
  nurses_waiting: number
  contact_last_30_days: number
  mails_queued: number
  mails_sending: number
  mails_sent: number
  mails_failed: number
  mails_captured: number
}

/**
 * Every figure of the admin overview in one round trip: each table is scanned once, the figures
 * are `count(*) filter (where …)`, and no row ever reaches Node. The windows are measured from
 * the app's clock (not the database's now()) so that the figures agree with the rest of the app.
 * Soft-deleted accounts are left out; a nurse profile counts when its account holds a nurse role.
 */
export async function countAdminOverview(db: Db, now: Date): Promise<Omit<AdminOverview, 'generated_at'>> {
  const since7 = new Date(now.getTime() - 7 * DAY_MS)
  const since30 = new Date(now.getTime() - 30 * DAY_MS)
  const result = await sql<OverviewRow>`
    with u as (
      select
        count(*)::int as users_total,
        count(*) filter (where status = 'pending')::int as users_pending,
        count(*) filter (where status = 'active')::int as users_active,
        count(*) filter (where status = 'suspended')::int as users_suspended,
        count(*) filter (where 'titulaire' = any(roles))::int as users_titulaire,
        count(*) filter (where 'remplacant' = any(roles))::int as users_remplacant,
        count(*) filter (where email_verified_at is not null)::int as users_verified,
        count(*) filter (where email_verified_at is null)::int as users_unverified,
        count(*) filter (where created_at >= ${since7})::int as users_last_7_days,
        count(*) filter (where created_at >= ${since30})::int as users_last_30_days
      from users
      where deleted_at is null
    ),
    n as (
      select
        count(*) filter (where nurses.validated_at is not null)::int as nurses_validated,
        count(*) filter (where nurses.validated_at is null)::int as nurses_waiting
      from nurses
      join users on users.id = nurses.user_id
      where users.deleted_at is null and users.roles && array['titulaire', 'remplacant']::text[]
    ),
    c as (
      select count(*)::int as contact_last_30_days from contact_messages where created_at >= ${since30}
    ),
    m as (
      select
        count(*) filter (where status = 'queued')::int as mails_queued,
        count(*) filter (where status = 'sending')::int as mails_sending,
        count(*) filter (where status = 'sent')::int as mails_sent,
        count(*) filter (where status = 'failed')::int as mails_failed,
        count(*) filter (where status = 'captured')::int as mails_captured
      from mail_outbox
    )
    select * from u, n, c, m
  `.execute(db)
  const row = result.rows[0]
  // Aggregates without GROUP BY always return exactly one row.
  if (!row) throw new Error('admin overview: the count query returned no row')
  return {
    users: {
      total: row.users_total,
      by_status: { pending: row.users_pending, active: row.users_active, suspended: row.users_suspended },
      by_role: { titulaire: row.users_titulaire, remplacant: row.users_remplacant },
      verified: row.users_verified,
      unverified: row.users_unverified,
      created_last_7_days: row.users_last_7_days,
      created_last_30_days: row.users_last_30_days,
    },
    nurses: { validated: row.nurses_validated, waiting: row.nurses_waiting },
    contact_messages: { last_30_days: row.contact_last_30_days },
    mails: {
      queued: row.mails_queued,
      sending: row.mails_sending,
      sent: row.mails_sent,
      failed: row.mails_failed,
      captured: row.mails_captured,
    },
  }
}
