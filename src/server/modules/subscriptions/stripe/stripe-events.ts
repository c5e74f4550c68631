import type { Transaction } from 'kysely'
import type { Logger } from 'pino'
import type Stripe from 'stripe'
import type { Database } from '../../../db/database.ts'
import { inTransaction } from '../../../db/transaction.ts'
import { recordPayment } from '../payments.service.ts'
import type { ProviderSubscriptionUpdate, SubscriptionRow } from '../provider.ts'
import type { SubscriptionDeps } from '../subscriptions.deps.ts'
import { findSubscription } from '../subscriptions.repository.ts'
import { applyProviderUpdate, recordPaymentFailure } from '../subscriptions.service.ts'
import { claimEvent, lockSnapshotPosition, markEventIgnored, saveCustomerId, saveSnapshotPosition } from './stripe.repository.ts'
import { isNotOlder } from './stripe-ordering.ts'
import { ourStatus } from './stripe-status.ts'

export interface StripeEventDeps extends SubscriptionDeps {
  logger: Logger
}

/** applied: it changed something; ignored: kept, nothing to do; replayed: already had. */
export type StripeEventOutcome = 'applied' | 'ignored' | 'replayed'

/**
 * Applies one verified Stripe event (docs/architecture.md#stripe): its id is claimed first, in the
 * transaction of its effect, so that a delivery repeated, even at the same time, has one effect
 * (docs/security.md R3). An error rolls both back and answers 500: Stripe delivers it again later.
 */
export function applyStripeEvent(deps: StripeEventDeps, event: Stripe.Event): Promise<StripeEventOutcome> {
  return inTransaction(deps.db, async (trx) => {
    if (!(await claimEvent(trx, { id: event.id, type: event.type, created: seconds(event.created) }))) return 'replayed'
    // The core's services run in the transaction they are given (subscriptions.deps.ts).
    const core: SubscriptionDeps = { db: trx, env: deps.env, mail: deps.mail, clock: deps.clock }
    const why = await apply(trx, core, event)
    if (why === null) return 'applied'
    await markEventIgnored(trx, event.id)
    // Money taken that no row of ours records (a second checkout completed in another tab, a
    // dropped one paid): someone must look at it at Stripe, a refund most likely.
    const unrecordedPayment = event.type === 'invoice.paid' && why !== 'nothing paid' && why !== 'not a subscription invoice'
    deps.logger[unrecordedPayment ? 'warn' : 'info'](
      { stripeEvent: event.id, type: event.type, reason: why },
      'stripe event ignored',
    )
    return 'ignored'
  })
}

/** Null when applied, else why not. */
async function apply(trx: Transaction<Database>, core: SubscriptionDeps, event: Stripe.Event): Promise<string | null> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(trx, core, event.data.object)
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return subscriptionChanged(trx, core, event.data.object, seconds(event.created))
    case 'invoice.paid':
      return invoicePaid(trx, core, event.data.object, seconds(event.created))
    case 'invoice.payment_failed':
      return invoicePaymentFailed(trx, core, event.data.object)
    default:
      return 'not an event we act on'
  }
}

/** The member finished Stripe Checkout: our pending row learns its customer and subscription. */
async function checkoutCompleted(trx: Transaction<Database>, core: SubscriptionDeps, session: Stripe.Checkout.Session) {
  if (session.mode !== 'subscription') return 'not a subscription checkout'
  const row = await ourRow(
    trx,
    idOf(session.subscription),
    session.client_reference_id ?? session.metadata?.subscription_id,
    session.metadata,
  )
  if (!row) return 'no subscription of ours'
  const customer = idOf(session.customer)
  if (customer) await saveCustomerId(trx, row.user_id, customer)
  await applyProviderUpdate(core, {
    subscriptionId: row.id,
    ...(customer ? { providerCustomerId: customer } : {}),
    ...(session.subscription ? { providerSubscriptionId: idOf(session.subscription) } : {}),
  })
  return null
}

/**
 * customer.subscription.*: the snapshot the event carries, unless a newer one was already applied
 * (stripe-ordering.ts). The period comes from here only for a trial (nothing is paid then);
 * a paid period comes with its invoice (invoice.paid), so that a renewal Stripe has not been
 * paid for yet gives nothing more than the period already paid.
 */
async function subscriptionChanged(
  trx: Transaction<Database>,
  core: SubscriptionDeps,
  subscription: Stripe.Subscription,
  eventCreated: Date,
) {
  const row = await ourRow(trx, subscription.id, subscription.metadata.subscription_id, subscription.metadata)
  if (!row) return 'no subscription of ours'
  const item = subscription.items.data[0]
  if (!item) return 'a subscription without an item'
  const period = { start: seconds(item.current_period_start), end: seconds(item.current_period_end) }
  const position = { eventCreated, periodEnd: period.end, status: subscription.status }
  if (!isNotOlder(position, await lockSnapshotPosition(trx, subscription.id))) return 'older than the snapshot applied'
  await saveSnapshotPosition(trx, {
    stripeSubscriptionId: subscription.id,
    subscriptionId: row.id,
    position,
    now: core.clock.now(),
  })

  const update: ProviderSubscriptionUpdate = {
    subscriptionId: row.id,
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer),
    // The customer portal cancels at the period's end by setting cancel_at.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || (subscription.cancel_at ?? null) !== null,
  }
  const status = ourStatus(subscription)
  if (status === 'trialing') {
    update.status = status
    update.period = period
  } else if (status !== null && row.status !== 'pending') {
    // A pending row has no period yet: it becomes active with its first paid invoice.
    update.status = status
  }
  await applyProviderUpdate(core, update)
  return null
}

/** A paid invoice: the core records the payment, extends the period and issues our invoice, once. */
async function invoicePaid(trx: Transaction<Database>, core: SubscriptionDeps, invoice: Stripe.Invoice, eventCreated: Date) {
  const details = invoice.parent?.subscription_details
  if (!details) return 'not a subscription invoice'
  const row = await ourRow(trx, idOf(details.subscription), details.metadata?.subscription_id, details.metadata)
  if (!row) return 'no subscription of ours'
  // A trial's first invoice is for nothing: there is no payment to record.
  if (invoice.amount_paid <= 0) return 'nothing paid'
  // Paid from a checkout the member had dropped (an old tab): the row stays as it is, the payment
  // is to be refunded at Stripe (the log line names the event).
  if ((row.status === 'cancelled' || row.status === 'expired') && row.current_period_start === null) {
    return 'paid for a subscription dropped before it started: refund it at Stripe'
  }
  const line = invoice.lines.data[0]
  if (!line) return 'an invoice without a line'
  const period = { start: seconds(line.period.start), end: seconds(line.period.end) }
  if (row.current_period_end && period.end < new Date(row.current_period_end)) {
    // An older period's invoice delivered after a newer one's: recording it would move the
    // period back. Stripe keeps the invoice; the lead decides whether ours is issued by hand.
    return 'paid for a period older than the current one'
  }
  await recordPayment(core, {
    subscriptionId: row.id,
    amountCents: invoice.amount_paid,
    vatCents: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
    paidAt: invoice.status_transitions.paid_at ? seconds(invoice.status_transitions.paid_at) : eventCreated,
    provider: 'stripe',
    providerPaymentId: invoice.id,
    period,
  })
  return null
}

/** A renewal not paid: past_due, with its grace (the core mails the member once). */
async function invoicePaymentFailed(trx: Transaction<Database>, core: SubscriptionDeps, invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details
  if (!details) return 'not a subscription invoice'
  const row = await ourRow(trx, idOf(details.subscription), details.metadata?.subscription_id, details.metadata)
  if (!row) return 'no subscription of ours'
  // A first payment that fails stays inside Checkout; an ended subscription owes nothing more.
  if (row.status !== 'active' && row.status !== 'trialing' && row.status !== 'past_due')
    return `the subscription is ${row.status}`
  const line = invoice.lines.data[0]
  // Delivered late, after the same period was paid (a retry that succeeded): nothing is due.
  if (line && row.current_period_end && seconds(line.period.end) <= new Date(row.current_period_end)) return 'that period is paid'
  await recordPaymentFailure(core, row.id)
  return null
}

/**
 * Our subscription row a Stripe object is about, locked: by the id we put in its metadata (or the
 * checkout's client_reference_id), else by the Stripe subscription it is linked to. Only a row
 * paid through Stripe, of the member the metadata names, linked to no other Stripe subscription.
 */
async function ourRow(
  trx: Transaction<Database>,
  stripeSubscriptionId: string | undefined,
  ourId: string | null | undefined,
  metadata: Stripe.Metadata | null | undefined,
): Promise<SubscriptionRow | undefined> {
  const id = Number(ourId)
  let row = Number.isSafeInteger(id) && id > 0 ? await findSubscription(trx, id, true) : undefined
  if (!row && stripeSubscriptionId) {
    row = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider_subscription_id', '=', stripeSubscriptionId)
      .forUpdate()
      .executeTakeFirst()
  }
  if (row?.provider !== 'stripe') return undefined
  if (stripeSubscriptionId && row.provider_subscription_id && row.provider_subscription_id !== stripeSubscriptionId)
    return undefined
  if (metadata?.user_id !== undefined && metadata.user_id !== String(row.user_id)) return undefined
  return row
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined
  return typeof value === 'string' ? value : value.id
}

function seconds(unix: number): Date {
  return new Date(unix * 1000)
}
