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
