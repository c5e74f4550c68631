import { z } from 'zod'
import { idNumber, idQueryValue } from './integers.ts'
import { paginationFields } from './pagination.ts'
import { entitlements, planIntervals, subscriptionStatuses } from './subscriptions.ts'
import { planRefSchema } from './user-subscription.ts'

/**
 * The subscriptions API's shapes (docs/product.md#subscriptions): the plans, the member's
 * subscription, invoices, and the back office's plans editor, subscriptions list and manual
 * payments. Codes in messages ('subscription.…') are translated by the server's tables. The rules
 * (what "subscribed" means) are in subscriptions.ts, free of Zod.
 */

const isoDateTime = z.string()

/** A plan as /pricing and the subscription pages show it (GET /api/plans). */
export const planSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  price_cents: z.number().int(),
  currency: z.string(),
  interval: z.enum(planIntervals),
  trial_days: z.number().int(),
  entitlements: z.array(z.enum(entitlements)),
  /** The VAT in the price, in basis points (2000 = 20 %); 0 when the seller charges none (art. 293 B du CGI). */
  vat_rate_bps: z.number().int(),
})
export type Plan = z.infer<typeof planSchema>
export const plansResponseSchema = z.object({ plans: z.array(planSchema) })

/** How to pay a pending subscription by bank transfer (the manual provider). */
export const transferInstructionsSchema = z.object({
  reference: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  beneficiary: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
})

/** GET /api/subscription: the member's live subscription, or null. */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  plan: planSchema,
  status: z.enum(subscriptionStatuses),
  provider: z.enum(['stripe', 'manual']).nullable(),
  current_period_start: isoDateTime.nullable(),
  current_period_end: isoDateTime.nullable(),
  grace_ends_at: isoDateTime.nullable(),
  cancel_at_period_end: z.boolean(),
  /** The plan taking over at the next period, after a change. */
  next_plan: planRefSchema.nullable(),
  entitlements: z.array(z.enum(entitlements)),
  /** Only for a manual subscription: the transfer to make (pending) or to renew with. */
  transfer: transferInstructionsSchema.nullable(),
  created_at: isoDateTime,
})
export type MemberSubscription = z.infer<typeof subscriptionSchema>
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema.nullable() })

/** POST /api/subscriptions and POST /api/subscription/plan. */
export const choosePlanSchema = z.object({ plan_id: idNumber('subscription.plan_invalid') })

/** POST /api/subscriptions: go to the provider (Stripe Checkout), or the transfer to make. */
export const startSubscriptionResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string(), message: z.string() }),
  z.object({ kind: z.literal('manual'), subscription: subscriptionSchema, message: z.string() }),
])
export type StartSubscriptionResponse = z.infer<typeof startSubscriptionResponseSchema>

/** The answer to cancel, resume and change plan. */
export const subscriptionSavedSchema = z.object({ message: z.string(), subscription: subscriptionSchema })

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issued_at: isoDateTime,
  paid_at: isoDateTime,
  total_ht_cents: z.number().int(),
  total_vat_cents: z.number().int(),
  total_ttc_cents: z.number().int(),
  currency: z.string(),
  label: z.string(),
})
export type Invoice = z.infer<typeof invoiceSchema>
export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceSchema) })

// ---- Back office ----

const text = (code: string, max: number) => z.string(code).trim().min(1, code).max(max, code)

const int = (code: string, min: number, max: number) => z.number(code).int(code).min(min, code).max(max, code)

/** A plan's fields as the back office sends them, none defaulted (PATCH sends only what changes). */
const planFields = {
  slug: z
    .string('plan.slug_invalid')
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'plan.slug_invalid'),
  name: text('plan.name_invalid', 80),
  description: z.string('plan.description_too_long').trim().max(500, 'plan.description_too_long'),
  features: z.array(text('plan.feature_invalid', 200), 'plan.feature_invalid').max(12, 'plan.features_too_many'),
  price_cents: int('plan.price_invalid', 100, 100_000),
  interval: z.enum(planIntervals, 'plan.interval_invalid'),
  entitlements: z
    .array(z.enum(entitlements, 'plan.entitlement_invalid'), 'plan.entitlement_invalid')
    .min(1, 'plan.entitlements_required')
    .transform((values) => [...new Set(values)]),
  trial_days: int('plan.trial_invalid', 0, 90),
  vat_rate_bps: int('plan.vat_invalid', 0, 3000),
  position: int('plan.position_invalid', 0, 100),
  active: z.boolean('plan.active_invalid'),
  /** The Stripe price sold for it by card (price_…, from Stripe's dashboard); null: by transfer only. */
  stripe_price_id: z
    .string('plan.stripe_price_invalid')
    .trim()
    .regex(/^price_[A-Za-z0-9_]{1,120}$/, 'plan.stripe_price_invalid')
    .nullable(),
}

/** POST /api/admin/plans. */
export const planInputSchema = z.object({
  ...planFields,
  description: planFields.description.default(''),
  features: planFields.features.default([]),
  trial_days: planFields.trial_days.default(0),
  vat_rate_bps: planFields.vat_rate_bps.default(2000),
  position: planFields.position.default(0),
  active: planFields.active.default(true),
  stripe_price_id: planFields.stripe_price_id.default(null),
})
export type PlanInput = z.infer<typeof planInputSchema>

/** PATCH /api/admin/plans/{id}: what changes; the slug and the interval stay (subscribers hold them). */
export const planPatchSchema = z
  .object(planFields)
  .omit({ slug: true, interval: true })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'plan.nothing_to_change')

export const adminPlanSchema = planSchema.extend({
  active: z.boolean(),
  /** The plan's own rate, charged once the seller has a VAT number. */
  vat_rate_bps: z.number().int(),
  stripe_price_id: z.string().nullable(),
  position: z.number().int(),
  subscribers: z.number().int(),
})
export type AdminPlan = z.infer<typeof adminPlanSchema>

/** GET /api/admin/subscriptions (and .csv). */
export const adminSubscriptionsQuerySchema = z.object({
  status: z.enum(subscriptionStatuses, 'subscription.status_invalid').optional(),
  plan_id: idQueryValue('subscription.plan_invalid').optional(),
  provider: z.enum(['stripe', 'manual'], 'subscription.provider_invalid').optional(),
  /** E-mail, name or transfer reference. */
  q: z.string().trim().max(100, 'subscription.query_too_long').optional(),
  ...paginationFields(15),
})
export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuerySchema>

export const adminSubscriptionSchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() }),
  plan: planRefSchema,
  status: z.enum(subscriptionStatuses),
  provider: z.string().nullable(),
  manual_reference: z.string().nullable(),
  current_period_start: isoDateTime.nullable(),
  current_period_end: isoDateTime.nullable(),
  grace_ends_at: isoDateTime.nullable(),
  cancel_at_period_end: z.boolean(),
  created_at: isoDateTime,
  paid_cents: z.number().int(),
})
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>

/** A payment as the back office shows it, with the invoice it issued. */
export const adminPaymentSchema = z.object({
  id: z.number().int(),
  amount_cents: z.number().int(),
  vat_cents: z.number().int(),
  currency: z.string(),
  paid_at: isoDateTime,
  provider: z.enum(['stripe', 'manual']),
  /** Stripe's invoice id, or the transfer's reference. */
  provider_payment_id: z.string(),
  period_start: isoDateTime,
  period_end: isoDateTime,
  /** The admin who marked the transfer received. */
  recorded_by: z.number().int().nullable(),
  invoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
})

/** GET /api/admin/subscriptions/{id}: the subscription and its payments, newest first. */
export const adminSubscriptionDetailSchema = z.object({
  subscription: adminSubscriptionSchema,
  payments: z.array(adminPaymentSchema),
})
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionDetailSchema>

/** POST /api/admin/subscriptions/{id}/payments: a bank transfer received. */
export const manualPaymentSchema = z.object({
  amount_cents: z
    .number('payment.amount_invalid')
    .int('payment.amount_invalid')
    .min(1, 'payment.amount_invalid')
    .max(1_000_000, 'payment.amount_invalid'),
  paid_on: z.iso.date('payment.date_invalid'),
  /** The bank's reference of the transfer: a second mark of the same transfer is refused. */
  reference: text('payment.reference_invalid', 100),
})
