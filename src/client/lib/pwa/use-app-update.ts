import { useSyncExternalStore } from 'react'
import { type AppUpdateState, currentAppUpdate, noAppUpdate, subscribeToAppUpdate } from './app-update-state.ts'

/** `const { status, apply } = useAppUpdate()`: 'ready' when a new version waits. */
export function useAppUpdate(): AppUpdateState {
  return useSyncExternalStore(subscribeToAppUpdate, currentAppUpdate, () => noAppUpdate)
}
