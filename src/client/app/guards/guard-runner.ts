import type { User } from '#shared/user.ts'
import { type Guard, type GuardName, type GuardOutcome, isGuardName, pass } from './guards.ts'
import type { UrlCheck } from './navigation-checks.ts'

export interface NavigationCheckInput {
  url: URL
  /** The `handle.guards` of every matched route, outermost route first. */
  guardNames: readonly string[]
  /** Only called when a named guard runs, so public pages never wait for the session. */
  loadUser: () => Promise<User | null>
  globalChecks: readonly UrlCheck[]
  routeRules: readonly UrlCheck[]
  guards: Readonly<Record<GuardName, Guard>>
}

/**
 * Runs, in the order of docs/product.md#session, the global validation, the route rules, then the named guards of the
 * matched routes, and stops at the first that does not pass. An unknown guard name is a bug in
 * the route table: it throws before anything runs, so it can never hide behind a redirect.
 */
export async function runNavigationChecks(input: NavigationCheckInput): Promise<GuardOutcome> {
  const unknown = input.guardNames.filter((name) => !isGuardName(name))
  if (unknown.length > 0) throw new Error(`Unknown guard: ${unknown.join(', ')}`)

  for (const check of [...input.globalChecks, ...input.routeRules]) {
    const outcome = check(input.url)
    if (outcome.kind !== 'pass') return outcome
  }

  // A guard named by a layout and again by its page runs once, at its first place.
  const names = [...new Set(input.guardNames)] as GuardName[]
  if (names.length === 0) return pass
  const user = await input.loadUser()
  for (const name of names) {
    const outcome = input.guards[name]({ user, url: input.url })
    if (outcome.kind !== 'pass') return outcome
  }
  return pass
}
