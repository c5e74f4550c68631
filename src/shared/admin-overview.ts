import { z } from 'zod'

const count = z.number().int().nonnegative()

/**
 * GET /api/admin/overview: the figures of the admin area's entry page, counted by the database.
 * Soft-deleted accounts (and their nurse profiles) are left out everywhere.
 */
export const adminOverviewSchema = z.object({
  users: z.object({
    total: count,
    by_status: z.object({ pending: count, active: count, suspended: count }),
    /** An account may hold both roles: the two figures can add up to more than the total. */
    by_role: z.object({ titulaire: count, remplacant: count }),
    verified: count,
    unverified: count,
    created_last_7_days: count,
    created_last_30_days: count,
  }),
  /** New accounts per week (Monday to Sunday, Paris), the last 12 weeks, oldest first. */
  signups_per_week: z.array(z.object({ week_start: z.iso.date(), count })),
  nurses: z.object({ validated: count, waiting: count }),
  replacements: z.object({
    by_status: z.object({ draft: count, published: count, filled: count, cancelled: count, expired: count }),
    /** Of the offers that were published and are now closed, the share filled (0–1); null before any. */
    fill_rate: z.number().min(0).max(1).nullable(),
    /** Median hours from publication to filled, over the offers filled; null before any. */
    median_hours_to_fill: z.number().nonnegative().nullable(),
    /** Urgent and immediate offers published, and those that got an answer within their window. */
    urgent: z.object({ published: count, answered_in_window: count }),
  }),
  applications: z.object({ pending: count, accepted: count, declined: count, withdrawn: count }),
  /** Partner listings by status as they are now (a published one past its 90 days is expired), and their responses. */
  partner_listings: z.object({
    by_status: z.object({ draft: count, published: count, filled: count, withdrawn: count, expired: count }),
    responses: count,
  }),
  contact_messages: z.object({ last_30_days: count }),
  /** The mail outbox; `sending` is a row a worker holds right now. */
  mails: z.object({ queued: count, sending: count, sent: count, failed: count, captured: count }),
  /**
   * Verification documents waiting for an admin's review (docs/product.md#verification-documents),
   * as the review queue lists them. Optional: a server from before the documents does not send it.
   */
  documents: z.object({ pending: count }).optional(),
  /**
   * Subscribers now (docs/product.md#subscriptions), the MRR (plans' prices TTC per month, in
   * cents) and the churn of the last 30 days (ended ÷ ended + subscribers now; null before any).
   * Optional: a server from before subscriptions does not send it.
   */
  subscriptions: z
    .object({
      active_subscribers: count,
      mrr_cents: count,
      ended_last_30_days: count,
      churn_rate_30_days: z.number().min(0).max(1).nullable(),
    })
    .optional(),
  /** When the figures were counted (ISO 8601). */
  generated_at: z.iso.datetime(),
})

export type AdminOverview = z.infer<typeof adminOverviewSchema>
