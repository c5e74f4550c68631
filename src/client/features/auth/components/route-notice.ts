import { useLocation } from 'react-router'

/**
 * A sentence one screen leaves for the next (`navigate(to, { state: { notice } })`): "your
 * password is saved, log in", "the verification expired". History state, so that it shows
 * once and never sits in a URL that could be shared.
 */
export function useRouteNotice(): string | null {
  const state: unknown = useLocation().state
  if (state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string') return state.notice
  return null
}

/** The account's address a screen hands to the login form (a password just set), in history state too. */
export function useRouteEmail(): string | null {
  const state: unknown = useLocation().state
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') return state.email
  return null
}
