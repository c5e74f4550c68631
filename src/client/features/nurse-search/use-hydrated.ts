import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while prerendering and during hydration, true afterwards. The prerendered page is the
 * empty form: what the address asks for (a commune, a page of results) renders only once
 * hydrated, so that the markup React finds is the markup it renders first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
