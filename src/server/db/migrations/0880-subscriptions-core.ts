import { type Kysely, sql } from 'kysely'

/**
 * Selling subscriptions (docs/decisions/017-plans-and-entitlements.md): what a plan unlocks, its
 * trial and VAT; a subscription's life before payment (`pending`, its period unknown), its grace
 * and cancellation; the payments taken and the invoices issued for them, numbered per year without
 * gap by a counter row locked in the payment's transaction (a sequence leaves gaps on rollback).
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('plans')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // The lines /pricing lists under the plan.
    .addColumn('features', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    // The closed list of src/shared/subscriptions.ts's entitlements; the app checks each value.
    .addColumn('entitlements', sql`text[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::text[]`)
        .check(sql`entitlements <@ array['multiple_offers', 'urgent_broadcast', 'cession_listings', 'instant_alerts']::text[]`),
    )
    .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(0).check(sql`trial_days between 0 and 365`))
    // The VAT rate inside price_cents (TTC), in basis points (2000 = 20 %); charged only when the
    // seller has a VAT number (INVOICE_VAT_NUMBER), else the invoice says art. 293 B du CGI.
    .addColumn('vat_rate_bps', 'integer', (c) => c.notNull().defaultTo(2000).check(sql`vat_rate_bps between 0 and 10000`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  // A subscription waiting for its first payment (a transfer, a Stripe Checkout) has no period yet.
  await sql`alter table subscriptions drop constraint if exists subscriptions_status_check`.execute(db)
  await sql`alter table subscriptions add constraint subscriptions_status_check
    check (status in ('pending', 'trialing', 'active', 'past_due', 'cancelled', 'expired'))`.execute(db)
  await sql`alter table subscriptions alter column current_period_start drop not null`.execute(db)
  await sql`alter table subscriptions alter column current_period_end drop not null`.execute(db)
  // A subscription that gives the service has its period; one dropped before paying never had one.
  await sql`alter table subscriptions add constraint subscriptions_period_known
    check (status not in ('trialing', 'active', 'past_due') or (current_period_start is not null and current_period_end is not null))`.execute(
    db,
  )
  await db.schema
    .alterTable('subscriptions')
    // past_due keeps the service until then (docs/decisions/017: GRACE_DAYS).
    .addColumn('grace_ends_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    // The reference a member writes on a bank transfer (manual provider).
    .addColumn('manual_reference', 'text', (c) => c.unique())
    // A plan change waits for the next period (no proration).
    .addColumn('next_plan_id', 'integer', (c) => c.references('plans.id').onDelete('restrict'))
    .execute()
  // One live subscription per member: two tabs taking one out at once get one row.
  await sql`create unique index subscriptions_one_live_idx on subscriptions (user_id)
    where status in ('pending', 'trialing', 'active', 'past_due')`.execute(db)
  await sql`create index subscriptions_status_idx on subscriptions (status, current_period_end)`.execute(db)

  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // Accounts are anonymised, never deleted; payments and invoices are kept (accounting).
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('vat_cents', 'integer', (c) => c.notNull().check(sql`vat_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe', 'manual')`))
    .addColumn('provider_payment_id', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    // The admin who marked a transfer received.
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payments_provider_payment_unique', ['provider', 'provider_payment_id'])
    .addCheckConstraint('payments_vat_within', sql`vat_cents <= amount_cents`)
    .execute()
  await sql`create index payments_subscription_idx on payments (subscription_id, paid_at)`.execute(db)

  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number >= 0`))
    .execute()

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('payment_id', 'integer', (c) => c.notNull().unique().references('payments.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().check(sql`sequence > 0`))
    // e.g. 2026-000001
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    // What the PDF prints, frozen at issue: the seller's and buyer's details, the lines, the totals.
    .addColumn('seller', 'jsonb', (c) => c.notNull())
    .addColumn('buyer', 'jsonb', (c) => c.notNull())
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('total_ht_cents', 'integer', (c) => c.notNull())
    .addColumn('total_vat_cents', 'integer', (c) => c.notNull())
    .addColumn('total_ttc_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('invoices_year_sequence_unique', ['year', 'sequence'])
    .execute()
  await sql`create index invoices_user_idx on invoices (user_id, issued_at)`.execute(db)

  // A match whose owner has no instant alerts: told in the app at once, by mail in the next
  // morning's digest (docs/decisions/017).
  await db.schema
    .alterTable('saved_search_matches')
    .addColumn('digest_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await sql`create index saved_search_matches_digest_idx on saved_search_matches (created_at) where digest_pending`.execute(db)
  await db.schema
    .alterTable('partner_listing_search_matches')
    .addColumn('digest_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await sql`create index partner_listing_search_matches_digest_idx on partner_listing_search_matches (created_at)
    where digest_pending`.execute(db)

  // The default plans (docs/decisions/017-plans-and-entitlements.md); admins edit them.
  await sql`insert into plans (slug, name, price_cents, currency, interval, active, description, features, entitlements, trial_days, vat_rate_bps, position)
    values
    ('remplacant', 'Remplaçant', 2500, 'EUR', 'year', true,
      'Pour les remplaçants qui veulent voir les offres dès leur publication.',
      array['Alertes instantanées (push et e-mail) dès qu''une offre correspond à vos recherches', 'Sans abonnement : un récapitulatif quotidien']::text[],
      array['instant_alerts']::text[], 0, 2000, 1),
    ('titulaire', 'Titulaire', 4900, 'EUR', 'year', true,
      'Pour les titulaires qui cherchent souvent, ou dans l''urgence, et pour céder un cabinet.',
      array['Plusieurs offres de remplacement publiées en même temps', 'Diffusion des remplacements urgents par notification push', 'Annonces de cession de cabinet', 'Alertes instantanées']::text[],
      array['multiple_offers', 'urgent_broadcast', 'cession_listings', 'instant_alerts']::text[], 0, 2000, 2)
    on conflict (slug) do nothing`.execute(db)
}

export async function down(db: Kysely<any>) {
  await sql`drop index if exists saved_search_matches_digest_idx`.execute(db)
  await db.schema.alterTable('saved_search_matches').dropColumn('digest_pending').execute()
  await sql`drop index if exists partner_listing_search_matches_digest_idx`.execute(db)
  await db.schema.alterTable('partner_listing_search_matches').dropColumn('digest_pending').execute()
  await db.schema.dropTable('invoices').execute()
  await db.schema.dropTable('invoice_counters').execute()
  await db.schema.dropTable('payments').execute()
  await sql`drop index if exists subscriptions_one_live_idx`.execute(db)
  await sql`drop index if exists subscriptions_status_idx`.execute(db)
  await db.schema
    .alterTable('subscriptions')
    .dropColumn('grace_ends_at')
    .dropColumn('cancelled_at')
    .dropColumn('ended_at')
    .dropColumn('manual_reference')
    .dropColumn('next_plan_id')
    .execute()
  await sql`alter table subscriptions drop constraint subscriptions_period_known`.execute(db)
  await sql`delete from subscriptions where current_period_start is null`.execute(db)
  await sql`alter table subscriptions alter column current_period_start set not null`.execute(db)
  await sql`alter table subscriptions alter column current_period_end set not null`.execute(db)
  await sql`alter table subscriptions drop constraint subscriptions_status_check`.execute(db)
  await sql`alter table subscriptions add constraint subscriptions_status_check
    check (status in ('trialing', 'active', 'past_due', 'cancelled', 'expired'))`.execute(db)
  await db.schema
    .alterTable('plans')
    .dropColumn('description')
    .dropColumn('features')
    .dropColumn('entitlements')
    .dropColumn('trial_days')
    .dropColumn('vat_rate_bps')
    .dropColumn('position')
    .dropColumn('updated_at')
    .execute()
}
