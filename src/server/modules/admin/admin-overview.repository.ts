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
  offers_draft: number
  offers_published: number
  offers_filled: number
  offers_cancelled: number
  offers_expired: number
  offers_closed_after_publication: number
  median_hours_to_fill: number | null
  urgent_published: number
  urgent_answered: number
  applications_pending: number
  applications_accepted: number
  applications_declined: number
  applications_withdrawn: number
  listings_draft: number
  listings_published: number
  listings_filled: number
  listings_withdrawn: number
  listings_expired: number
  listing_responses: number
  documents_pending: number
}

const WEEKS = 12

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
    r as (
      select
        count(*) filter (where status = 'draft')::int as offers_draft,
        count(*) filter (where status = 'published')::int as offers_published,
        count(*) filter (where status = 'filled')::int as offers_filled,
        count(*) filter (where status = 'cancelled')::int as offers_cancelled,
        count(*) filter (where status = 'expired')::int as offers_expired,
        count(*) filter (where status in ('filled', 'cancelled', 'expired') and published_at is not null)::int
          as offers_closed_after_publication,
        (percentile_cont(0.5) within group (order by extract(epoch from filled_at - published_at) / 3600)
          filter (where status = 'filled' and filled_at is not null and published_at is not null))::float8
          as median_hours_to_fill,
        count(*) filter (where urgency <> 'normal' and published_at is not null)::int as urgent_published,
        count(*) filter (
          where urgency <> 'normal' and published_at is not null and exists (
            select 1 from applications a
            where a.replacement_id = replacements.id and a.created_at <= replacements.answer_window_ends_at
          )
        )::int as urgent_answered
      from replacements
    ),
    a as (
      select
        count(*) filter (where status = 'pending')::int as applications_pending,
        count(*) filter (where status = 'accepted')::int as applications_accepted,
        count(*) filter (where status = 'declined')::int as applications_declined,
        count(*) filter (where status = 'withdrawn')::int as applications_withdrawn
      from applications
    ),
    p as (
      select
        count(*) filter (where status = 'draft')::int as listings_draft,
        count(*) filter (where status = 'published' and expires_at > ${now})::int as listings_published,
        count(*) filter (where status = 'filled')::int as listings_filled,
        count(*) filter (where status = 'withdrawn')::int as listings_withdrawn,
        count(*) filter (where status = 'expired' or (status = 'published' and expires_at <= ${now}))::int as listings_expired,
        (select count(*)::int from partner_responses) as listing_responses
      from partner_listings
    ),
    m as (
      select
        count(*) filter (where status = 'queued')::int as mails_queued,
        count(*) filter (where status = 'sending')::int as mails_sending,
        count(*) filter (where status = 'sent')::int as mails_sent,
        count(*) filter (where status = 'failed')::int as mails_failed,
        count(*) filter (where status = 'captured')::int as mails_captured
      from mail_outbox
    ),
    -- The review queue's size: the partial index on pending documents answers it alone.
    d as (
      select count(*)::int as documents_pending from verification_documents where status = 'pending'
    )
    select * from u, n, c, r, a, p, m, d
  `.execute(db)
  const row = result.rows[0]
  // Aggregates without GROUP BY always return exactly one row.
  if (!row) throw new Error('admin overview: the count query returned no row')
  const signups = await countSignupsPerWeek(db, now)
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
    signups_per_week: signups,
    nurses: { validated: row.nurses_validated, waiting: row.nurses_waiting },
    replacements: {
      by_status: {
        draft: row.offers_draft,
        published: row.offers_published,
        filled: row.offers_filled,
        cancelled: row.offers_cancelled,
        expired: row.offers_expired,
      },
      fill_rate: row.offers_closed_after_publication === 0 ? null : row.offers_filled / row.offers_closed_after_publication,
      median_hours_to_fill: row.median_hours_to_fill === null ? null : Math.round(row.median_hours_to_fill * 10) / 10,
      urgent: { published: row.urgent_published, answered_in_window: row.urgent_answered },
    },
    applications: {
      pending: row.applications_pending,
      accepted: row.applications_accepted,
      declined: row.applications_declined,
      withdrawn: row.applications_withdrawn,
    },
    partner_listings: {
      by_status: {
        draft: row.listings_draft,
        published: row.listings_published,
        filled: row.listings_filled,
        withdrawn: row.listings_withdrawn,
        expired: row.listings_expired,
      },
      responses: row.listing_responses,
    },
    contact_messages: { last_30_days: row.contact_last_30_days },
    mails: {
      queued: row.mails_queued,
      sending: row.mails_sending,
      sent: row.mails_sent,
      failed: row.mails_failed,
      captured: row.mails_captured,
    },
    documents: { pending: row.documents_pending },
  }
}

/**
 * New accounts per week, Monday to Sunday in Paris time, for the last WEEKS weeks including the
 * current one: every week is there, empty ones with 0, so the chart's axis never skips.
 */
async function countSignupsPerWeek(db: Db, now: Date): Promise<Array<{ week_start: string; count: number }>> {
  const result = await sql<{ week_start: string; count: number }>`
    with weeks as (
      select generate_series(
        date_trunc('week', (${now}::timestamptz at time zone 'Europe/Paris')) - ${`${WEEKS - 1} weeks`}::interval,
        date_trunc('week', (${now}::timestamptz at time zone 'Europe/Paris')),
        interval '1 week'
      ) as week_start
    )
    select weeks.week_start::date::text as week_start, count(users.id)::int as count
    from weeks
    left join users
      on users.deleted_at is null
      and date_trunc('week', users.created_at at time zone 'Europe/Paris') = weeks.week_start
      and users.created_at <= ${now}
    group by weeks.week_start
    order by weeks.week_start
  `.execute(db)
  return result.rows
}
