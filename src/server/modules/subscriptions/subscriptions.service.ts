import type { Logger } from 'pino'
import { resolveSettings } from '#shared/settings.ts'
import { type Entitlement, GRACE_DAYS, isEntitledSubscription, liveSubscriptionStatuses } from '#shared/subscriptions.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import type { Locale } from '../../i18n/messages.ts'
import { isUniqueViolation } from '../profile/profile.repository.ts'
import { addDays } from './periods.ts'
import { findPlan, findPlanBySlug } from './plans.repository.ts'
import type {
  PaymentProvider,
  PlanRow,
  ProviderMember,
  ProviderStart,
  ProviderSubscriptionUpdate,
  SubscriptionRow,
} from './provider.ts'
import { inOwnOrCallerTransaction, type SubscriptionDeps } from './subscriptions.deps.ts'
import {
  findLiveSubscription,
  findSubscriber,
  findSubscription,
  subscriberName,
  updateSubscription,
} from './subscriptions.repository.ts'

/**
 * Taking out, cancelling, resuming and changing a subscription (docs/product.md#subscriptions),
 * and the provider's news of it. The provider is asked first, outside any transaction (it may be
 * a network call); the row changes after, so a provider that refuses leaves the row as it was.
 */

/** A call to the provider that failed: a 503 the member may retry (the Idempotency-Key makes it safe). */
async function askProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(503, 'subscription.provider_unavailable', { cause: error })
  }
}

async function activePlan(db: Db, planId: number, locale: Locale): Promise<PlanRow> {
  const plan = await findPlan(db, planId)
  if (!plan?.active) throw fieldErrors(locale, 'validation.failed', { plan_id: 'subscription.plan_invalid' })
  return plan
}

export interface StartInput {
  member: ProviderMember
  planId: number
  idempotencyKey: string
  returnUrl: string
  locale: Locale
}

/**
 * POST /api/subscriptions: a `pending` row for the chosen plan (or the member's pending one,
 * switched to it), then the provider's start. Manual: the row keeps the transfer reference, and
 * a plan with a trial (for a member who never had one) starts trialing at once.
 */
export async function startSubscription(
  deps: SubscriptionDeps,
  provider: PaymentProvider,
  input: StartInput,
): Promise<{ subscription: SubscriptionRow; start: ProviderStart }> {
  const plan = await activePlan(deps.db, input.planId, input.locale)
  const now = deps.clock.now()
  let pending: SubscriptionRow
  // A pending one asked again for the same plan: nothing new to tell the member.
  let samePlanAgain = false
  try {
    pending = await inTransaction(deps.db, async (trx) => {
      const live = await findLiveSubscription(trx, input.member.id, true)
      if (live && live.status !== 'pending') throw new HttpError(409, 'subscription.already_subscribed')
      samePlanAgain = live?.plan_id === plan.id && live.manual_reference !== null
      if (live) return updateSubscription(trx, live.id, { plan_id: plan.id, provider: provider.name }, now)
      return trx
        .insertInto('subscriptions')
        .values({
          user_id: input.member.id,
          plan_id: plan.id,
          status: 'pending',
          current_period_start: null,
          current_period_end: null,
          provider: provider.name,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    })
  } catch (error) {
    // Another request created the member's subscription between our read and insert.
    if (isUniqueViolation(error)) throw new HttpError(409, 'subscription.already_subscribed', { cause: error })
    throw error
  }

  const start = await askProvider(() =>
    provider.start({
      member: input.member,
      plan,
      subscription: pending,
      idempotencyKey: input.idempotencyKey,
      returnUrl: input.returnUrl,
    }),
  )
  if (start.kind === 'redirect') return { subscription: pending, start }

  const subscription = await inTransaction(deps.db, async (trx) => {
    const row = await findSubscription(trx, pending.id, true)
    if (row?.status !== 'pending') return row ?? pending
    const trial = plan.trial_days > 0 && !(await hadSubscription(trx, input.member.id))
    const trialEnd = addDays(now, plan.trial_days)
    const updated = await updateSubscription(
      trx,
      row.id,
      trial
        ? { manual_reference: start.reference, status: 'trialing', current_period_start: now, current_period_end: trialEnd }
        : { manual_reference: start.reference },
      now,
    )
    // The transfer's details by mail too, once per plan chosen.
    if (!samePlanAgain) {
      await mailTransfer(trx, deps, { member: input.member, plan, reference: start.reference, trialEnd: trial ? trialEnd : null })
    }
    return updated
  })
  return { subscription, start }
}

async function mailTransfer(
  db: Db,
  deps: SubscriptionDeps,
  input: { member: ProviderMember; plan: PlanRow; reference: string; trialEnd: Date | null },
) {
  const subscriber = await findSubscriber(db, input.member.id)
  const { env } = deps
  await deps.mail.send(
    {
      to: subscriber.email,
      template: 'subscription-transfer',
      data: {
        name: subscriberName(subscriber),
        plan_name: input.plan.name,
        amount_cents: input.plan.price_cents,
        reference: input.reference,
        beneficiary: env.TRANSFER_BENEFICIARY ?? env.INVOICE_SELLER_NAME ?? env.VITE_LEGAL_PUBLISHER ?? null,
        iban: env.TRANSFER_IBAN ?? null,
        bic: env.TRANSFER_BIC ?? null,
        trial_ends_at: input.trialEnd?.toISOString() ?? null,
      },
      locale: resolveSettings(subscriber.settings).locale,
    },
    db,
  )
}

/** Whether the member ever had a subscription that started (one trial per member). */
async function hadSubscription(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('current_period_start', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}

async function liveOrNotFound(db: Db, userId: number): Promise<SubscriptionRow> {
  const live = await findLiveSubscription(db, userId)
  if (!live) throw new HttpError(404, 'subscription.none')
  return live
}

/**
 * POST /api/subscription/cancel: no renewal; the service goes on to the period's end. A pending
 * subscription (nothing paid) is dropped at once.
 */
export async function cancelSubscription(
  deps: SubscriptionDeps,
  provider: PaymentProvider,
  userId: number,
): Promise<{ subscription: SubscriptionRow; dropped: boolean }> {
  const live = await liveOrNotFound(deps.db, userId)
  const now = deps.clock.now()
  if (live.status === 'pending') {
    await askProvider(() => provider.cancelNow(live))
    const subscription = await updateSubscription(
      deps.db,
      live.id,
      { status: 'cancelled', cancelled_at: now, ended_at: now },
      now,
    )
    return { subscription, dropped: true }
  }
  if (live.cancel_at_period_end) throw new HttpError(409, 'subscription.already_cancelled')
  await askProvider(() => provider.cancelAtPeriodEnd(live))
  const subscription = await inTransaction(deps.db, async (trx) => {
    const row = await updateSubscription(trx, live.id, { cancel_at_period_end: true, cancelled_at: now }, now)
    await mailMember(trx, deps, row, 'subscription-cancelled')
    return row
  })
  return { subscription, dropped: false }
}

/** POST /api/subscription/resume: undoes a cancellation before the period ends. */
export async function resumeSubscription(deps: SubscriptionDeps, provider: PaymentProvider, userId: number) {
  const live = await liveOrNotFound(deps.db, userId)
  if (!live.cancel_at_period_end) throw new HttpError(409, 'subscription.not_cancelled')
  await askProvider(() => provider.resume(live))
  return updateSubscription(deps.db, live.id, { cancel_at_period_end: false, cancelled_at: null }, deps.clock.now())
}

/**
 * POST /api/subscription/plan: the plan taking over at the next renewal (no proration:
 * docs/decisions/017). Choosing the current plan again cancels a waiting change.
 */
export async function changePlan(
  deps: SubscriptionDeps,
  provider: PaymentProvider,
  userId: number,
  planId: number,
  locale: Locale,
): Promise<{ subscription: SubscriptionRow; cancelledChange: boolean }> {
  const live = await liveOrNotFound(deps.db, userId)
  const now = deps.clock.now()
  if (live.status === 'pending') throw new HttpError(409, 'subscription.not_active')
  const plan = await activePlan(deps.db, planId, locale)
  if (plan.id === live.plan_id) {
    if (live.next_plan_id === null) throw fieldErrors(locale, 'validation.failed', { plan_id: 'subscription.same_plan' })
    await askProvider(() => provider.changePlan(live, plan))
    return { subscription: await updateSubscription(deps.db, live.id, { next_plan_id: null }, now), cancelledChange: true }
  }
  await askProvider(() => provider.changePlan(live, plan))
  return { subscription: await updateSubscription(deps.db, live.id, { next_plan_id: plan.id }, now), cancelledChange: false }
}

/**
 * What the provider says the subscription now is (Stripe's webhooks). A move to past_due opens
 * the grace (GRACE_DAYS after the period's end) and mails the member once; an end marks ended_at.
 * `deps.db` may be the caller's transaction.
 */
export async function applyProviderUpdate(deps: SubscriptionDeps, update: ProviderSubscriptionUpdate): Promise<SubscriptionRow> {
  return inOwnOrCallerTransaction(deps.db, async (trx) => {
    const row = await findSubscription(trx, update.subscriptionId, true)
    if (!row) throw new HttpError(404, 'http.not_found')
    const now = deps.clock.now()
    const values: Parameters<typeof updateSubscription>[2] = {}
    if (update.period) {
      values.current_period_start = update.period.start
      values.current_period_end = update.period.end
    }
    if (update.cancelAtPeriodEnd !== undefined) {
      values.cancel_at_period_end = update.cancelAtPeriodEnd
      values.cancelled_at = update.cancelAtPeriodEnd ? (row.cancelled_at ?? now) : null
    }
    if (update.providerCustomerId) values.provider_customer_id = update.providerCustomerId
    if (update.providerSubscriptionId) values.provider_subscription_id = update.providerSubscriptionId
    if (update.planSlug) {
      const plan = await findPlanBySlug(trx, update.planSlug)
      if (!plan) throw new Error(`unknown plan slug ${update.planSlug}`)
      values.plan_id = plan.id
      if (row.next_plan_id === plan.id) values.next_plan_id = null
    }
    const enteringPastDue = update.status === 'past_due' && row.status !== 'past_due'
    if (update.status) {
      values.status = update.status
      if (update.status === 'past_due') {
        const periodEnd = update.period?.end ?? row.current_period_end ?? now
        values.grace_ends_at = row.grace_ends_at ?? addDays(new Date(periodEnd), GRACE_DAYS)
      } else if (update.status === 'active' || update.status === 'trialing') values.grace_ends_at = null
      if (update.status === 'cancelled' || update.status === 'expired') values.ended_at = row.ended_at ?? now
    }
    const updated = await updateSubscription(trx, row.id, values, now)
    if (enteringPastDue) await mailMember(trx, deps, updated, 'subscription-payment-failed')
    return updated
  })
}

/** The provider could not take a renewal: past_due with its grace, the member told once. */
export function recordPaymentFailure(deps: SubscriptionDeps, subscriptionId: number): Promise<SubscriptionRow> {
  return applyProviderUpdate(deps, { subscriptionId, status: 'past_due' })
}

/**
 * Account deletion: the live subscription ends at the provider first (nothing more is charged),
 * then here. Called before the account is anonymised; a provider that does not answer stops the
 * deletion (503) rather than leave a card charged for a closed account.
 */
export async function endSubscriptionForAccountDeletion(
  deps: SubscriptionDeps,
  provider: PaymentProvider,
  userId: number,
): Promise<void> {
  const live = await findLiveSubscription(deps.db, userId)
  if (!live) return
  await askProvider(() => provider.cancelNow(live))
  const now = deps.clock.now()
  await updateSubscription(
    deps.db,
    live.id,
    { status: 'cancelled', cancel_at_period_end: false, ended_at: now, cancelled_at: now },
    now,
  )
}

type MemberMail = 'subscription-cancelled' | 'subscription-payment-failed' | 'subscription-grace-ended'

/** Queues one of the subscription's mails to its member, in the caller's transaction. */
export async function mailMember(db: Db, deps: SubscriptionDeps, subscription: SubscriptionRow, template: MemberMail) {
  const subscriber = await findSubscriber(db, subscription.user_id)
  if (subscriber.deleted_at !== null) return
  const plan = await findPlan(db, subscription.plan_id)
  const name = subscriberName(subscriber)
  const planName = plan?.name ?? ''
  const locale = resolveSettings(subscriber.settings).locale
  const periodEnd = new Date(subscription.current_period_end ?? deps.clock.now()).toISOString()
  if (template === 'subscription-payment-failed') {
    const graceEnds = new Date(subscription.grace_ends_at ?? periodEnd).toISOString()
    await deps.mail.send(
      { to: subscriber.email, template, data: { name, plan_name: planName, grace_ends_at: graceEnds }, locale },
      db,
    )
    return
  }
  const endsAt = template === 'subscription-grace-ended' ? deps.clock.now().toISOString() : periodEnd
  await deps.mail.send({ to: subscriber.email, template, data: { name, plan_name: planName, ends_at: endsAt }, locale }, db)
}

/** Whether `userId` holds `entitlement` now (the one rule of src/shared/subscriptions.ts). */
export async function holdsEntitlement(db: Db, userId: number, entitlement: Entitlement, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select(['subscriptions.status', 'subscriptions.current_period_end', 'subscriptions.grace_ends_at', 'plans.entitlements'])
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.status', 'in', [...liveSubscriptionStatuses])
    .executeTakeFirst()
  return row !== undefined && isEntitledSubscription(row, now) && row.entitlements.includes(entitlement)
}

/** Which of `userIds` hold `entitlement` now: one query for a batch (the alerts of one offer). */
export async function usersHoldingEntitlement(
  db: Db,
  userIds: readonly number[],
  entitlement: Entitlement,
  now: Date,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select([
      'subscriptions.user_id',
      'subscriptions.status',
      'subscriptions.current_period_end',
      'subscriptions.grace_ends_at',
      'plans.entitlements',
    ])
    .where('subscriptions.user_id', 'in', [...userIds])
    .where('subscriptions.status', 'in', [...liveSubscriptionStatuses])
    .execute()
  return new Set(
    rows.filter((row) => isEntitledSubscription(row, now) && row.entitlements.includes(entitlement)).map((row) => row.user_id),
  )
}

/**
 * The account's email or name changed: the provider's customer follows, so that its receipts and
 * card reminders reach the member. The account's change is already made and stays: a provider
 * that does not answer is logged, and the next change of details tries again.
 */
export async function updateMemberAtProvider(
  logger: Logger,
  provider: PaymentProvider,
  member: { id: number; email: string; first_name: string | null; last_name: string | null },
): Promise<void> {
  try {
    await provider.updateMember({ id: member.id, email: member.email, name: subscriberName(member) })
  } catch (error) {
    logger.warn({ event: 'subscription.provider_member_update_failed', user_id: member.id, err: error }, 'subscriptions')
  }
}
