import type { Context } from 'hono'
import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { isEntitledSubscription } from '#shared/subscriptions.ts'
import {
  adminSubscriptionsQuerySchema,
  manualPaymentSchema,
  planInputSchema,
  planPatchSchema,
} from '#shared/subscriptions-api.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Env } from '../../env.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { CSV_BOM, csvDateTime, csvLine } from '../admin-users/csv.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { isUniqueViolation } from '../profile/profile.repository.ts'
import { eachAdminSubscription, findAdminSubscription, listAdminSubscriptions } from './admin-subscriptions.repository.ts'
import { chargesVat, vatWithin } from './invoice-seller.ts'
import { recordPayment } from './payments.service.ts'
import { findPlan, insertPlan, listAllPlans, updatePlan } from './plans.repository.ts'
import { planJson } from './subscription-json.ts'
import { findSubscription } from './subscriptions.repository.ts'

/**
 * The back office of subscriptions (docs/product.md#subscriptions): the plans editor (a plan is
 * retired with `active: false`, never deleted: subscribers hold it), the subscriptions list and
 * its CSV, and a bank transfer marked received. Admins with two-factor only; every change is in
 * the audit log.
 */

const byUser = (c: Context<AppEnv>) => `user:${currentUser(c).id}`

/** A unique column already holding the value: the slug, or the Stripe price another plan sells. */
function takenField(c: Context<AppEnv>, error: unknown) {
  const stripePrice = String((error as { constraint?: unknown }).constraint ?? '').includes('stripe_price')
  return fieldErrors(
    c.get('locale'),
    'validation.failed',
    stripePrice ? { stripe_price_id: 'plan.stripe_price_taken' } : { slug: 'plan.slug_taken' },
  )
}

function adminPlanJson(row: Awaited<ReturnType<typeof listAllPlans>>[number], env: Env) {
  return {
    ...planJson(row, env),
    active: row.active,
    vat_rate_bps: row.vat_rate_bps,
    stripe_price_id: row.stripe_price_id,
    position: row.position,
    subscribers: Number(row.subscribers ?? 0),
  }
}

const CSV_COLUMNS = [
  'subscriptions_csv.id',
  'subscriptions_csv.email',
  'subscriptions_csv.name',
  'subscriptions_csv.plan',
  'subscriptions_csv.status',
  'subscriptions_csv.provider',
  'subscriptions_csv.reference',
  'subscriptions_csv.period_start',
  'subscriptions_csv.period_end',
  'subscriptions_csv.cancel_at_period_end',
  'subscriptions_csv.paid',
  'subscriptions_csv.created_at',
] as const

export const adminSubscriptionRoutes = new Hono<AppEnv>()
  /** GET /api/admin/plans: every plan, on sale or retired, with its subscribers. */
  .get('/admin/plans', requireAdmin, async (c) => {
    const rows = await listAllPlans(c.get('deps').db)
    return c.json({ plans: rows.map((row) => adminPlanJson(row, c.get('deps').env)) })
  })

  /** POST /api/admin/plans: a new plan. */
  .post('/admin/plans', requireAdmin, idempotency({ scope: 'admin.plans.create', subject: byUser }), async (c) => {
    const input = await validateJson(c, planInputSchema)
    const { db, clock } = c.get('deps')
    const now = clock.now()
    try {
      const row = await inTransaction(db, async (trx) => {
        const created = await insertPlan(trx, input, now)
        await recordAudit(trx, {
          actorId: currentUser(c).id,
          action: 'plan.create',
          subjectType: 'plan',
          subjectId: created.id,
          after: created,
          at: now,
        })
        return created
      })
      return c.json(adminPlanJson({ ...row, subscribers: '0' }, c.get('deps').env), 201)
    } catch (error) {
      if (isUniqueViolation(error)) throw takenField(c, error)
      throw error
    }
  })

  /**
   * PATCH /api/admin/plans/{id}: name, texts, entitlements, price, trial, VAT, position, on sale.
   * A new price applies to the next payments; subscribers keep what they paid for their period.
   */
  .patch('/admin/plans/:id', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const input = await validateJson(c, planPatchSchema)
    const { db, clock } = c.get('deps')
    const now = clock.now()
    await inTransaction(db, async (trx) => {
      const before = await findPlan(trx, id)
      if (!before) throw new HttpError(404, 'http.not_found')
      const after = await updatePlan(trx, id, input, now)
      await recordAudit(trx, {
        actorId: currentUser(c).id,
        action: input.active === false && before.active ? 'plan.deactivate' : 'plan.update',
        subjectType: 'plan',
        subjectId: id,
        before,
        after,
        at: now,
      })
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? takenField(c, error) : error
    })
    const row = (await listAllPlans(db)).find((plan) => plan.id === id)
    if (!row) throw new HttpError(404, 'http.not_found')
    return c.json(adminPlanJson(row, c.get('deps').env))
  })

  /** GET /api/admin/subscriptions?status&plan_id&provider&q&page&perPage: newest first. */
  .get('/admin/subscriptions', requireAdmin, async (c) => {
    const query = validateQuery(c, adminSubscriptionsQuerySchema)
    return c.json(await listAdminSubscriptions(c.get('deps').db, query))
  })

  /** GET /api/admin/subscriptions/export.csv?filters: the list as a spreadsheet, written to the audit log. */
  .get('/admin/subscriptions/export.csv', requireAdmin, async (c) => {
    const { page: _page, perPage: _perPage, ...filters } = validateQuery(c, adminSubscriptionsQuerySchema)
    const { db, clock } = c.get('deps')
    const locale = c.get('locale')
    const now = clock.now()
    await recordAudit(db, {
      actorId: currentUser(c).id,
      action: 'subscription.export',
      subjectType: 'subscription',
      subjectId: 'list',
      after: { filters },
      at: now,
    })
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="abonnements-${now.toISOString().slice(0, 10)}.csv"`)
    return stream(c, async (out) => {
      await out.write(CSV_BOM + csvLine(CSV_COLUMNS.map((code) => translate(locale, code))))
      for await (const row of eachAdminSubscription(db, filters)) {
        await out.write(
          csvLine([
            row.id,
            row.user.email,
            row.user.name,
            row.plan.name,
            row.status,
            row.provider,
            row.manual_reference,
            csvDateTime(row.current_period_start),
            csvDateTime(row.current_period_end),
            translate(locale, row.cancel_at_period_end ? 'subscriptions_csv.yes' : 'subscriptions_csv.no'),
            (row.paid_cents / 100).toFixed(2).replace('.', ','),
            csvDateTime(row.created_at),
          ]),
        )
      }
    })
  })

  /** GET /api/admin/subscriptions/{id}: the subscription, its payments and their invoices. */
  .get('/admin/subscriptions/:id', requireAdmin, async (c) => {
    const detail = await findAdminSubscription(c.get('deps').db, pathId(c.req.param('id')))
    if (!detail) throw new HttpError(404, 'http.not_found')
    return c.json(detail)
  })

  /**
   * POST /api/admin/subscriptions/{id}/payments `{ amount_cents, paid_on, reference }`: a bank
   * transfer received for a manual subscription. Starts or extends its period and issues the
   * invoice (recordPayment); the same reference twice records one payment.
   */
  .post(
    '/admin/subscriptions/:id/payments',
    requireAdmin,
    idempotency({ scope: 'admin.subscriptions.payment', subject: byUser }),
    async (c) => {
      const id = pathId(c.req.param('id'))
      const input = await validateJson(c, manualPaymentSchema)
      const { db, env, mail, clock } = c.get('deps')
      const locale = c.get('locale')
      const now = clock.now()
      const subscription = await findSubscription(db, id)
      if (!subscription) throw new HttpError(404, 'http.not_found')
      if (subscription.provider !== 'manual') throw new HttpError(409, 'payment.not_manual')
      const live =
        subscription.status === 'pending' || isEntitledSubscription(subscription, now) || subscription.status === 'past_due'
      if (!live) throw new HttpError(409, 'payment.subscription_ended')
      // Noon in Paris of the day the bank shows: the day, whatever the time zone reading it.
      const paidAt = new Date(`${input.paid_on}T11:00:00Z`)
      if (paidAt.getTime() > now.getTime() + 86_400_000)
        throw fieldErrors(locale, 'validation.failed', { paid_on: 'payment.date_future' })
      const plan = await findPlan(db, subscription.next_plan_id ?? subscription.plan_id)
      if (!plan) throw new Error(`plan of subscription ${id} not found`)
      const recorded = await recordPayment(
        { db, env, mail, clock },
        {
          subscriptionId: id,
          amountCents: input.amount_cents,
          vatCents: chargesVat(env) ? vatWithin(input.amount_cents, plan.vat_rate_bps) : 0,
          paidAt: paidAt > now ? now : paidAt,
          provider: 'manual',
          providerPaymentId: input.reference,
        },
        currentUser(c).id,
      )
      if (!recorded.duplicate) {
        await recordAudit(db, {
          actorId: currentUser(c).id,
          action: 'subscription.payment',
          subjectType: 'subscription',
          subjectId: id,
          after: {
            amount_cents: input.amount_cents,
            paid_on: input.paid_on,
            reference: input.reference,
            invoice: recorded.invoiceNumber,
          },
          at: now,
        })
      }
      return c.json(
        {
          message: translate(locale, recorded.duplicate ? 'payment.already_recorded' : 'payment.recorded', {
            number: recorded.invoiceNumber,
          }),
          invoice: { id: recorded.invoiceId, number: recorded.invoiceNumber },
        },
        recorded.duplicate ? 200 : 201,
      )
    },
  )
