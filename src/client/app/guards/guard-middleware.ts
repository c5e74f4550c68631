import { data, type MiddlewareFunction, matchRoutes, type RouteObject, redirect } from 'react-router'
import type { User } from '#shared/user.ts'
import { runNavigationChecks } from './guard-runner.ts'
import { type GuardName, guards } from './guards.ts'
import { globalChecks, routeRules } from './navigation-checks.ts'

/** What a route may say about itself in `handle`. */
export interface RouteHandle {
  guards?: GuardName[]
}

export function guardNamesOf(routes: RouteObject[], pathname: string): string[] {
  const matches = matchRoutes(routes, pathname) ?? []
  return matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.guards ?? [])
}

/**
 * The root route's middleware: runs the navigation checks for every navigation, before any
 * loader or lazy page code. Guards are declared statically on the route table, so the matches
 * are computed from it (middleware arguments carry no matches).
 */
export function createGuardMiddleware(getRoutes: () => RouteObject[], loadUser: () => Promise<User | null>): MiddlewareFunction {
  return async ({ request }) => {
    const url = new URL(request.url)
    const outcome = await runNavigationChecks({
      url,
      guardNames: guardNamesOf(getRoutes(), url.pathname),
      loadUser,
      globalChecks,
      routeRules,
      guards,
    })
    if (outcome.kind === 'redirect') throw redirect(outcome.to)
    if (outcome.kind === 'forbidden') throw data('Forbidden', { status: 403, statusText: 'Forbidden' })
  }
}
