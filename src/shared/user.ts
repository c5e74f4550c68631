import { z } from 'zod'
import { subscriptionStatuses } from './user-access.ts'

/**
 * The current user as GET /api/user returns it (SPEC §3). The accounts issue extends it;
 * fields the client does not know yet are kept (`looseObject`) so that a newer server never
 * breaks an older cached client.
 */
export const userSchema = z.looseObject({
  id: z.number().int().positive(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  account_type: z.string(),
  first_name: z.string().nullable().default(null),
  last_name: z.string().nullable().default(null),
  roles: z.array(z.string()).default([]),
  active_role: z.string().nullable().default(null),
  profile: z.object({ profil_url: z.string().nullable().default(null) }).nullable().default(null),
  /** Filled by the subscriptions issue; absent means "no subscription". */
  subscription: z.object({ status: z.enum(subscriptionStatuses) }).nullable().optional(),
})

export type User = z.infer<typeof userSchema>

// The rules about a user (logged in, admin…) live in user-access.ts, free of Zod, so that the
// client's start-up code does not carry the validation library.
export * from './user-access.ts'
