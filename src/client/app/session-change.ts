import { msg } from '@lingui/core/macro'
import type { RouteObject } from 'react-router'
import { i18n } from '#client/lib/i18n.ts'
import type { User } from '#shared/user.ts'
import { guardNamesOf } from './guards/guard-middleware.ts'
import { loginRedirect } from './guards/guards.ts'

/** What this needs of the app's router (a memory router in tests). */
interface SessionRouter {
  readonly routes: RouteObject[]
  readonly state: { location: { pathname: string; search: string; hash: string } }
  navigate(to: string, options: { replace: boolean; state?: unknown }): Promise<void>
}

/**
 * The server's answer about the session changed who is signed in on this page (load-current-user.ts:
 * at start, once the network is back after an offline start, or when the realtime stream finds its
 * session gone): the page runs its guards again. A member whose session ended on a page that needs
 * one (logged out elsewhere, revoked from another device, expired, suspended) goes straight to the
 * login form, which brings them back here, with a sentence saying why.
 */
export function followSessionChange(router: SessionRouter, shown: User | null, confirmed: User | null): void {
  if (shown?.id === confirmed?.id) return
  const { pathname, search, hash } = router.state.location
  const needsSession = guardNamesOf(router.routes, pathname).some((name) => name !== 'guest')
  if (shown && !confirmed && needsSession) {
    const notice = i18n._(msg`Votre session a pris fin. Reconnectez-vous pour continuer.`)
    const here = new URL(`${pathname}${search}`, window.location.origin)
    void router.navigate(loginRedirect(here), { replace: true, state: { notice } })
    return
  }
  void router.navigate(`${pathname}${search}${hash}`, { replace: true })
}
