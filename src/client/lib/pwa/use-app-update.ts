import { useSyncExternalStore } from 'react'
import type { UpdateStatus } from './update-controller.ts'

/** Where register-sw.ts publishes the update's state, for any screen that wants to show it. */
export interface AppUpdateState {
  status: UpdateStatus
  /** Applies the waiting update (at once, or once no mutation is pending). */
  apply: () => void
}

const initial: AppUpdateState = { status: 'none', apply: () => {} }
let current = initial
const listeners = new Set<() => void>()

export function publishAppUpdate(next: AppUpdateState): void {
  current = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** `const { status, apply } = useAppUpdate()`: 'ready' when a new version waits. */
export function useAppUpdate(): AppUpdateState {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => initial,
  )
}
