import { z } from 'zod'

/**
 * The current user as GET /api/user returns it (SPEC §3). The accounts issue extends it;
 * fields the client does not know yet are kept (`looseObject`) so that a newer server never
 * breaks an older cached client.
 */
export const accountTypes = ['user', 'nurse', 'administrator', 'developer'] as const
export const nurseRoles = ['titulaire', 'remplacant'] as const

export const subscriptionStatuses = ['active', 'trialing', 'past_due', 'canceled'] as const

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

/** SPEC §4: logged in only when the user exists and the e-mail is verified. */
export function isLoggedIn(user: User | null | undefined): user is User {
  return user != null && user.email_verified_at != null
}

/** SPEC §4: admins are accounts whose type is administrator or developer. */
export function isAdmin(user: User | null | undefined): boolean {
  return user?.account_type === 'administrator' || user?.account_type === 'developer'
}

export function hasActiveSubscription(user: User | null | undefined): boolean {
  const status = user?.subscription?.status
  return status === 'active' || status === 'trialing'
}

/**
 * Urgent help (post or answer an urgent replacement) is for nurses acting in a nurse role.
 * The replacements issue may narrow it (validated nurses only, opted-in alerts…).
 */
export function canUseUrgentHelp(user: User | null | undefined): boolean {
  const role = user?.active_role
  return role != null && (nurseRoles as readonly string[]).includes(role)
}

/** The name shown in the dashboard: first and last name, or the e-mail when none is set. */
export function displayName(user: User): string {
  const name = [user.first_name, user.last_name].filter((part): part is string => Boolean(part?.trim())).join(' ')
  return name || user.email
}
