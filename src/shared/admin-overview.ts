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
  nurses: z.object({ validated: count, waiting: count }),
  contact_messages: z.object({ last_30_days: count }),
  /** The mail outbox; `sending` is a row a worker holds right now. */
  mails: z.object({ queued: count, sending: count, sent: count, failed: count, captured: count }),
  /** When the figures were counted (ISO 8601). */
  generated_at: z.iso.datetime(),
})

export type AdminOverview = z.infer<typeof adminOverviewSchema>
