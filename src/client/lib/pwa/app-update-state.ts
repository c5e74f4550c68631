import type { UpdateStatus } from './update-controller.ts'

/**
 * Where the update flow (update-flow.ts) publishes the state of a new build, free of React: the
 * chunk-error reload and the route preloading read it too, and the static pages' island must not
 * pull React in for that.
 */
export interface AppUpdateState {
  status: UpdateStatus
  /** Applies the waiting update (at once, or once no mutation is pending). */
  apply: () => void
}

export const noAppUpdate: AppUpdateState = { status: 'none', apply: () => {} }
let current = noAppUpdate

export function publishAppUpdate(next: AppUpdateState): void {
  current = next
}

/**
 * True once a new build waits or is being applied: the next navigation loads a document of the new
 * build, so this page has no use for its own build's code any more. Those files may be gone from
 * the server and, once the new worker has activated, from the cache too; and fetching them through
 * the old worker keeps Chromium from activating the new one (docs/decisions/004).
 */
export function appUpdatePending(): boolean {
  return current.status !== 'none'
}

/** The new build is being applied: the update flow is loading the next page itself. */
export function appUpdateApplying(): boolean {
  return current.status === 'applying'
}
