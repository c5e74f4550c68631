import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { loginRedirect } from '../guards/guards.ts'

/**
 * The session of this tab ended on the server while a signed-in screen was open (logged out
 * elsewhere, revoked from another device, expired, the account suspended): the realtime stream is
 * the first to know (docs/architecture.md#realtime-events). A DOM event carries the news from the
 * stream, which loads on its own, to whichever signed-in layout is on screen.
 */
const SESSION_ENDED_EVENT = 'releve:session-ended'

export function announceSessionEnded(): void {
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT))
}

/**
 * Sends the member to the login form, which brings them back to this page, with a sentence that
 * says why; what the device holds stays until someone signs in (the cache's owner decides then,
 * load-current-user.ts), so a member who signs in again finds their pending messages.
 */
export function useSessionEndedRedirect(): void {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const { i18n } = useLingui()
  useEffect(() => {
    const ended = () => {
      const notice = i18n._(msg`Votre session a pris fin. Reconnectez-vous pour continuer.`)
      const here = new URL(`${pathname}${search}`, window.location.origin)
      void navigate(loginRedirect(here), { replace: true, state: { notice } })
    }
    window.addEventListener(SESSION_ENDED_EVENT, ended)
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended)
  }, [navigate, pathname, search, i18n])
}
