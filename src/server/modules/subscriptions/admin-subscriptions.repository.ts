import { sql } from 'kysely'
import { entitledSubscriptionStatuses } from '#shared/subscriptions.ts'
import type { AdminSubscription, AdminSubscriptionDetail, AdminSubscriptionsQuery } from '#shared/subscriptions-api.ts'
import type { Db } from '../../db/connect.ts'

const DAY_MS = 86_400_000

type Filters = Omit<AdminSubscriptionsQuery, 'page' | 'perPage'>

function filtered(db: Db, filters: Filters) {
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
  if (filters.status) query = query.where('s.status', '=', filters.status)
  if (filters.plan_id !== undefined) query = query.where('s.plan_id', '=', filters.plan_id)
  if (filters.provider) query = query.where('s.provider', '=', filters.provider)
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    query = query.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', like),
        eb(sql`coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')`, 'ilike', like),
        eb('s.manual_reference', 'ilike', like),
      ]),
    )
  }
  return query
}

function selectRow(db: Db, filters: Filters) {
  return filtered(db, filters)
    .select([
      's.id',
      's.status',
      's.provider',
      's.manual_reference',
      's.current_period_start',
      's.current_period_end',
      's.grace_ends_at',
      's.cancel_at_period_end',
      's.created_at',
      'u.id as user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'p.id as plan_id',
      'p.slug as plan_slug',
      'p.name as plan_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('payments')
        .whereRef('payments.subscription_id', '=', 's.id')
        .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('paid'))
        .as('paid_cents'),
    )
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number]

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

export function adminSubscriptionJson(row: Row): AdminSubscription {
  return {
    id: row.id,
    user: {
      id: row.user_id,
      email: row.email,
      name: [row.first_name, row.last_name].filter((part) => part?.trim()).join(' ') || null,
    },
    plan: { id: row.plan_id, slug: row.plan_slug, name: row.plan_name },
    status: row.status,
    provider: row.provider,
    manual_reference: row.manual_reference,
    current_period_start: iso(row.current_period_start),
    current_period_end: iso(row.current_period_end),
    grace_ends_at: iso(row.grace_ends_at),
    cancel_at_period_end: row.cancel_at_period_end,
    created_at: new Date(row.created_at).toISOString(),
    paid_cents: Number(row.paid_cents ?? 0),
  }
}

/** A page of the back office's subscriptions list, newest first, with the count of all that match. */
export async function listAdminSubscriptions(db: Db, query: AdminSubscriptionsQuery) {
  const { page, perPage, ...filters } = query
  const [rows, total] = await Promise.all([
    selectRow(db, filters)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    filtered(db, filters)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { subscriptions: rows.map(adminSubscriptionJson), count: Number(total.n) }
}

/** One subscription with its payments and their invoices, newest first; undefined when unknown. */
export async function findAdminSubscription(db: Db, id: number): Promise<AdminSubscriptionDetail | undefined> {
  const row = await selectRow(db, {}).where('s.id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const payments = await db
    .selectFrom('payments')
    .leftJoin('invoices', 'invoices.payment_id', 'payments.id')
    .select([
      'payments.id',
      'payments.amount_cents',
      'payments.vat_cents',
      'payments.currency',
      'payments.paid_at',
      'payments.provider',
      'payments.provider_payment_id',
      'payments.period_start',
      'payments.period_end',
      'payments.recorded_by',
      'invoices.id as invoice_id',
      'invoices.number as invoice_number',
    ])
    .where('payments.subscription_id', '=', id)
    .orderBy('payments.paid_at', 'desc')
    .orderBy('payments.id', 'desc')
    .execute()
  return {
    subscription: adminSubscriptionJson(row),
    payments: payments.map((payment) => ({
      id: payment.id,
      amount_cents: payment.amount_cents,
      vat_cents: payment.vat_cents,
      currency: payment.currency,
      paid_at: new Date(payment.paid_at).toISOString(),
      provider: payment.provider,
      provider_payment_id: payment.provider_payment_id,
      period_start: new Date(payment.period_start).toISOString(),
      period_end: new Date(payment.period_end).toISOString(),
      recorded_by: payment.recorded_by,
      invoice:
        payment.invoice_id === null || payment.invoice_number === null
          ? null
          : { id: payment.invoice_id, number: payment.invoice_number },
    })),
  }
}

/** Every subscription matching the filters, for the CSV export, in batches. */
export async function* eachAdminSubscription(db: Db, filters: Filters): AsyncGenerator<AdminSubscription> {
  const batch = 500
  for (let offset = 0; ; offset += batch) {
    const rows = await selectRow(db, filters).limit(batch).offset(offset).execute()
    for (const row of rows) yield adminSubscriptionJson(row)
    if (rows.length < batch) return
  }
}

/**
 * The subscriptions' figures of the admin overview, from the app's clock: subscribers whose
 * subscription gives the service now (the one rule), the MRR (their plans' prices TTC brought to
 * a month, a year's price divided by 12), and the churn of the last 30 days (subscriptions that
 * ended in them, over those plus the subscribers now).
 */
export async function countSubscriptionFigures(db: Db, now: Date) {
  const since30 = new Date(now.getTime() - 30 * DAY_MS)
  const statuses = sql.join(entitledSubscriptionStatuses.map((status) => sql`${status}`))
  const { rows } = await sql<{ active: string; mrr: string | null; ended: string }>`
    select
      count(*) filter (where s.status in (${statuses}) and greatest(s.current_period_end, s.grace_ends_at) > ${now}) as active,
      sum(case when p.interval = 'year' then p.price_cents / 12.0 else p.price_cents end)
        filter (where s.status in (${statuses}) and greatest(s.current_period_end, s.grace_ends_at) > ${now}) as mrr,
      count(*) filter (where s.status in ('cancelled', 'expired') and s.current_period_start is not null
        and s.ended_at > ${since30} and s.ended_at <= ${now}) as ended
    from subscriptions s join plans p on p.id = s.plan_id
  `.execute(db)
  const row = rows[0]
  const active = Number(row?.active ?? 0)
  const ended = Number(row?.ended ?? 0)
  return {
    active_subscribers: active,
    mrr_cents: Math.round(Number(row?.mrr ?? 0)),
    ended_last_30_days: ended,
    churn_rate_30_days: active + ended === 0 ? null : ended / (active + ended),
  }
}
