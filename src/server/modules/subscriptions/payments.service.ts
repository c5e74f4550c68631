import type { Transaction } from 'kysely'
import { resolveSettings } from '#shared/settings.ts'
import type { Database } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import { issueInvoice } from './invoices.service.ts'
import { addInterval } from './periods.ts'
import { findPlan } from './plans.repository.ts'
import type { RecordPaymentInput } from './provider.ts'
import { inOwnOrCallerTransaction, type SubscriptionDeps } from './subscriptions.deps.ts'
import { findSubscriber, findSubscription, subscriberName, updateSubscription } from './subscriptions.repository.ts'

export interface RecordedPayment {
  paymentId: number
  invoiceId: number
  invoiceNumber: string
  /** True when this payment was already recorded (a webhook delivered twice): nothing changed. */
  duplicate: boolean
}

/**
 * Records a payment the provider took and everything it entails, in one transaction: the
 * payment, the subscription's period started or extended (the provider's period, else one plan
 * interval from the end of the current one, or from the payment when there is none or it is
 * over), a waiting plan change applied, the grace cleared, the invoice issued with the next
 * number of the year, and the member's mail (start or renewal) queued.
 *
 * Idempotent on (provider, providerPaymentId): a second call answers the first one's invoice and
 * changes nothing. `deps.db` may be the caller's transaction (a webhook's). `recordedBy`: the
 * admin who marked a transfer received.
 */
export async function recordPayment(
  deps: SubscriptionDeps,
  input: RecordPaymentInput,
  recordedBy: number | null = null,
): Promise<RecordedPayment> {
  return inOwnOrCallerTransaction(deps.db, (trx) => recordPaymentIn(trx, deps, input, recordedBy))
}

async function findRecorded(trx: Transaction<Database>, input: RecordPaymentInput) {
  return trx
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.payment_id', 'payments.id')
    .select([
      'payments.id as paymentId',
      'payments.subscription_id',
      'invoices.id as invoiceId',
      'invoices.number as invoiceNumber',
    ])
    .where('payments.provider', '=', input.provider)
    .where('payments.provider_payment_id', '=', input.providerPaymentId)
    .executeTakeFirst()
}

async function recordPaymentIn(
  trx: Transaction<Database>,
  deps: SubscriptionDeps,
  input: RecordPaymentInput,
  recordedBy: number | null,
): Promise<RecordedPayment> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new RangeError('amountCents must be a positive integer')
  if (!Number.isInteger(input.vatCents) || input.vatCents < 0 || input.vatCents > input.amountCents)
    throw new RangeError('vatCents must be an integer between 0 and amountCents')
  // Locked first: two payments of one subscription extend its period one after the other.
  const subscription = await findSubscription(trx, input.subscriptionId, true)
  if (!subscription) throw new HttpError(404, 'http.not_found')
  const already = await findRecorded(trx, input)
  if (already) {
    if (already.subscription_id !== subscription.id) throw new HttpError(409, 'payment.reference_used')
    return { paymentId: already.paymentId, invoiceId: already.invoiceId, invoiceNumber: already.invoiceNumber, duplicate: true }
  }

  // The plan this payment pays for: a change waiting for the next period takes effect now.
  const planId = subscription.next_plan_id ?? subscription.plan_id
  const plan = await findPlan(trx, planId)
  if (!plan) throw new Error(`plan ${planId} not found`)
  const currentEnd = subscription.current_period_end ? new Date(subscription.current_period_end) : null
  const extends_ = subscription.status !== 'pending' && currentEnd !== null && currentEnd > input.paidAt
  const start = input.period?.start ?? (extends_ && currentEnd ? currentEnd : input.paidAt)
  const end = input.period?.end ?? addInterval(start, plan.interval)
  const now = deps.clock.now()

  const payment = await trx
    .insertInto('payments')
    .values({
      subscription_id: subscription.id,
      user_id: subscription.user_id,
      amount_cents: input.amountCents,
      vat_cents: input.vatCents,
      currency: plan.currency,
      paid_at: input.paidAt,
      provider: input.provider,
      provider_payment_id: input.providerPaymentId,
      period_start: start,
      period_end: end,
      recorded_by: recordedBy,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()

  const first = subscription.status === 'pending'
  await updateSubscription(
    trx,
    subscription.id,
    {
      status: 'active',
      plan_id: plan.id,
      next_plan_id: null,
      // The period as a whole: from its first paid day while it runs on without a break.
      current_period_start: first || !extends_ || !subscription.current_period_start ? start : subscription.current_period_start,
      current_period_end: end,
      grace_ends_at: null,
    },
    now,
  )

  const subscriber = await findSubscriber(trx, subscription.user_id)
  const invoice = await issueInvoice(trx, deps.env, {
    paymentId: payment.id,
    subscriber,
    plan,
    amountCents: input.amountCents,
    vatCents: input.vatCents,
    currency: plan.currency,
    paidAt: input.paidAt,
    period: { start, end },
    issuedAt: now,
  })

  if (subscriber.deleted_at === null) {
    await deps.mail.send(
      {
        to: subscriber.email,
        template: first ? 'subscription-started' : 'subscription-renewed',
        data: {
          name: subscriberName(subscriber),
          plan_name: plan.name,
          period_end: end.toISOString(),
          amount_cents: input.amountCents,
          invoice_number: invoice.number,
        },
        locale: resolveSettings(subscriber.settings).locale,
      },
      trx,
    )
  }
  return { paymentId: payment.id, invoiceId: invoice.id, invoiceNumber: invoice.number, duplicate: false }
}
