import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while prerendering and during hydration, true afterwards: what depends on the session
 * renders only in the browser, so that a prerendered public page hydrates without a mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
