import { type Kysely, sql } from 'kysely'

/**
 * Plans and members' subscriptions (docs/product.md#glossary: plan, status, period, provider references).
 * The back office filters and targets members by subscription from here; taking out a
 * subscription comes with the subscriptions screens.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('interval', 'text', (c) => c.notNull().check(sql`interval in ('month', 'year')`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A plan with subscribers is retired (active = false), never deleted.
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('trialing', 'active', 'past_due', 'cancelled', 'expired')`),
    )
    .addColumn('current_period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('provider', 'text')
    .addColumn('provider_customer_id', 'text')
    .addColumn('provider_subscription_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('subscriptions_period_order', sql`current_period_end > current_period_start`)
    .execute()
  await sql`create index subscriptions_user_idx on subscriptions (user_id, current_period_end)`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('subscriptions').execute()
  await db.schema.dropTable('plans').execute()
}
