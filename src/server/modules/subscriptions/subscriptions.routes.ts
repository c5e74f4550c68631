import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { z } from 'zod'
import {
  choosePlanSchema,
  type MemberSubscription,
  type StartSubscriptionResponse,
  type subscriptionSavedSchema,
} from '#shared/subscriptions-api.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { type MessageCode, translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { currentUser, isAdminUser, requireVerified } from '../../middleware/session.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'
import { findInvoice, listInvoices } from './invoices.repository.ts'
import { findPlan, listActivePlans } from './plans.repository.ts'
import type { SubscriptionRow } from './provider.ts'
import { invoiceJson, planJson, subscriptionJson } from './subscription-json.ts'
import type { SubscriptionDeps } from './subscriptions.deps.ts'
import { findLiveSubscription, subscriberName } from './subscriptions.repository.ts'
import { cancelSubscription, changePlan, resumeSubscription, startSubscription } from './subscriptions.service.ts'

/**
 * The member's subscription (docs/product.md#subscriptions): the plans on sale (public), the
 * member's live subscription, taking one out, cancelling at the period's end, resuming, changing
 * plan, the invoices and their PDF. Every change takes an Idempotency-Key; the rules are in
 * subscriptions.service.ts.
 */

const byUser = (c: Context<AppEnv>) => `user:${currentUser(c).id}`

function subscriptionDeps(c: Context<AppEnv>): SubscriptionDeps {
  const { db, env, mail, clock } = c.get('deps')
  return { db, env, mail, clock }
}

/** Where the provider sends the member back: the subscription page of docs/product.md#routes. */
function returnUrl(c: Context<AppEnv>): string {
  return new URL('/dashboard/subscriptions', c.get('deps').env.APP_URL).toString()
}

export async function memberSubscriptionJson(c: Context<AppEnv>, row: SubscriptionRow): Promise<MemberSubscription> {
  const { db, env, clock } = c.get('deps')
  const plan = await findPlan(db, row.plan_id)
  if (!plan) throw new Error(`plan ${row.plan_id} not found`)
  const next = row.next_plan_id === null ? undefined : await findPlan(db, row.next_plan_id)
  return subscriptionJson(row, plan, next, env, clock.now())
}

async function saved(c: Context<AppEnv>, row: SubscriptionRow, code: MessageCode) {
  const body: z.infer<typeof subscriptionSavedSchema> = {
    message: translate(c.get('locale'), code),
    subscription: await memberSubscriptionJson(c, row),
  }
  return c.json(body)
}

export const subscriptionRoutes = new Hono<AppEnv>()
  /** GET /api/plans: the plans on sale, for /pricing and the subscription page (public). */
  .get('/plans', async (c) => {
    const { db, env } = c.get('deps')
    const plans = await listActivePlans(db)
    c.header('Cache-Control', 'public, max-age=300')
    return c.json({ plans: plans.map((plan) => planJson(plan, env)) })
  })

  /** GET /api/subscription: the member's live subscription (pending included), or null. */
  .get('/subscription', requireVerified, async (c) => {
    const row = await findLiveSubscription(c.get('deps').db, currentUser(c).id)
    return c.json({ subscription: row ? await memberSubscriptionJson(c, row) : null })
  })

  /**
   * POST /api/subscriptions `{ plan_id }`: takes out a plan. Stripe: the Checkout address to open
   * (201 once the member pays, through the webhook). Manual: the pending subscription with the
   * transfer's reference and the bank details.
   */
  .post('/subscriptions', requireVerified, idempotency({ scope: 'subscriptions.create', subject: byUser }), async (c) => {
    const user = currentUser(c)
    const input = await validateJson(c, choosePlanSchema)
    const { paymentProvider } = c.get('deps')
    const locale = c.get('locale')
    const { subscription, start } = await startSubscription(subscriptionDeps(c), paymentProvider, {
      member: { id: user.id, email: user.email, name: subscriberName(user) },
      planId: input.plan_id,
      // The provider's own idempotency: the member's key, scoped to them (else a fresh one).
      idempotencyKey: `subscription-${user.id}-${c.req.header('idempotency-key') ?? randomUUID()}`,
      returnUrl: returnUrl(c),
      locale,
    })
    const body: StartSubscriptionResponse =
      start.kind === 'redirect'
        ? { kind: 'redirect', url: start.url, message: translate(locale, 'subscription.redirecting') }
        : {
            kind: 'manual',
            subscription: await memberSubscriptionJson(c, subscription),
            message: translate(
              locale,
              subscription.status === 'trialing' ? 'subscription.trial_started' : 'subscription.awaiting_transfer',
            ),
          }
    return c.json(body, start.kind === 'redirect' ? 200 : 201)
  })

  /** POST /api/subscription/cancel: no renewal (the service runs to the period's end); a pending one is dropped. */
  .post('/subscription/cancel', requireVerified, idempotency({ scope: 'subscriptions.cancel', subject: byUser }), async (c) => {
    const { paymentProvider } = c.get('deps')
    const { subscription, dropped } = await cancelSubscription(subscriptionDeps(c), paymentProvider, currentUser(c).id)
    return saved(c, subscription, dropped ? 'subscription.pending_cancelled' : 'subscription.cancelled')
  })

  /** POST /api/subscription/resume: undoes the cancellation before the period ends. */
  .post('/subscription/resume', requireVerified, idempotency({ scope: 'subscriptions.resume', subject: byUser }), async (c) => {
    const { paymentProvider } = c.get('deps')
    const row = await resumeSubscription(subscriptionDeps(c), paymentProvider, currentUser(c).id)
    return saved(c, row, 'subscription.resumed')
  })

  /** POST /api/subscription/plan `{ plan_id }`: the plan of the next period (the current one again cancels a change). */
  .post('/subscription/plan', requireVerified, idempotency({ scope: 'subscriptions.plan', subject: byUser }), async (c) => {
    const input = await validateJson(c, choosePlanSchema)
    const { paymentProvider } = c.get('deps')
    const { subscription, cancelledChange } = await changePlan(
      subscriptionDeps(c),
      paymentProvider,
      currentUser(c).id,
      input.plan_id,
      c.get('locale'),
    )
    return saved(c, subscription, cancelledChange ? 'subscription.plan_change_cancelled' : 'subscription.plan_changed')
  })

  /** POST /api/subscription/portal: the provider's page to change the card (Stripe); 409 for a transfer. */
  .post('/subscription/portal', requireVerified, async (c) => {
    const { db, paymentProvider } = c.get('deps')
    const row = await findLiveSubscription(db, currentUser(c).id)
    if (!row) throw new HttpError(404, 'subscription.none')
    const url = row.provider === paymentProvider.name ? await paymentProvider.portalUrl(row, returnUrl(c)) : null
    if (!url) throw new HttpError(409, 'subscription.no_portal')
    return c.json({ url })
  })

  /** GET /api/invoices: the member's invoices, newest first. */
  .get('/invoices', requireVerified, async (c) => {
    const rows = await listInvoices(c.get('deps').db, currentUser(c).id)
    return c.json({ invoices: rows.map(invoiceJson) })
  })

  /** GET /api/invoices/{id}/pdf: the invoice as a PDF; the member's own only (404 for another's), admins any. */
  .get('/invoices/:id/pdf', requireVerified, async (c) => {
    const user = currentUser(c)
    const invoice = await findInvoice(c.get('deps').db, pathId(c.req.param('id')))
    // An admin reads any (with two-factor on, as every admin power); a member only her own.
    const admin = isAdminUser(user) && user.two_factor_confirmed_at !== null
    if (!invoice || (invoice.user_id !== user.id && !admin)) throw new HttpError(404, 'http.not_found')
    const pdf = await renderInvoicePdf(invoice)
    return c.body(pdf.slice().buffer as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="facture-${invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    })
  })
