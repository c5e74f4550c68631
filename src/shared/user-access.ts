import { isEntitledSubscription } from './subscriptions.ts'
import type { User } from './user.ts'

/**
 * What a user may do, from the user as GET /api/user returns it. Pure functions with no runtime
 * dependency: the client's guards run them before any page code (and Zod) loads.
 */
export const nurseRoles = ['titulaire', 'remplacant'] as const
export type NurseRole = (typeof nurseRoles)[number]

/**
 * The version of the charter (/legal-chart) members accept now. Change it with the text: members
 * who accepted an older one are asked again. The page shows the same version.
 */
export const CHARTER_VERSION = '1.0'

/**
 * Whether the member still has to accept the current version of the charter: before the dashboard
 * opens (the client's guard) and before any change to the marketplace (the server). Admins run
 * the platform; the charter is the members' code of conduct.
 */
export function needsCharter(user: Pick<User, 'account_type' | 'charter_version'>): boolean {
  if (user.account_type === 'administrator' || user.account_type === 'developer') return false
  return user.charter_version !== CHARTER_VERSION
}

/** docs/product.md#session: logged in only when the user exists and the e-mail is verified. */
export function isLoggedIn(user: User | null | undefined): user is User {
  return user != null && user.email_verified_at != null
}

/** docs/product.md#session: admins are accounts whose type is administrator or developer. */
export function isAdmin(user: User | null | undefined): boolean {
  return user?.account_type === 'administrator' || user?.account_type === 'developer'
}

/** Whether the user's subscription gives the service now (the one rule: subscriptions.ts). */
export function isSubscribed(user: User | null | undefined): boolean {
  return isEntitledSubscription(user?.subscription)
}

/**
 * Urgent help (post or answer an urgent replacement) is for nurses acting in a nurse role.
 * A later rule may narrow it (validated nurses only, opted-in alerts…).
 */
export function canUseUrgentHelp(user: User | null | undefined): boolean {
  return isNurseRole(user?.active_role)
}

/**
 * Whether the user holds this nurse role, whichever is active: the roles held decide what a member
 * may do (post offers, apply), the active one only what the dashboard shows first.
 */
export function holdsRole(user: Pick<User, 'roles'> | null | undefined, role: NurseRole): boolean {
  return user?.roles.includes(role) ?? false
}

/** A role of a nurse (practice holder or replacement), as opposed to a patient's or an admin's. */
export function isNurseRole(role: string | null | undefined): role is NurseRole {
  return role != null && (nurseRoles as readonly string[]).includes(role)
}

/** The name shown in the dashboard: first and last name, or the e-mail when none is set. */
export function displayName(user: User): string {
  const name = [user.first_name, user.last_name].filter((part): part is string => Boolean(part?.trim())).join(' ')
  return name || user.email
}
