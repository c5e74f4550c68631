/**
 * When a new build may take over, as a state machine free of browser APIs (register-sw.ts wires
 * it to workbox-window, the router and the query client).
 *
 * - A new service worker waits (prompt mode): the user is offered the update.
 * - The user accepts: applied at once, or as soon as no mutation is pending.
 * - The user ignores it: applied at the next navigation, if no mutation is pending then.
 * - "Pending" includes paused (offline) mutations: they are persisted under the build's key, so a
 *   new build would not restore them; they must be sent first.
 * - Once the new worker controls the page, the page reloads to run the new code. A page that was
 *   not controlled at load sees a first `controllerchange` when the first worker claims it: that
 *   one is not an update. A worker activated by another tab reloads this one at its next navigation.
 */
export type UpdateStatus = 'none' | 'ready' | 'waiting-for-idle' | 'applying'

export interface UpdateControllerDeps {
  /** Tells the waiting worker to take over (workbox-window's messageSkipWaiting). */
  skipWaiting(): void
  reload(): void
  /** True when no mutation is pending, running or paused. */
  isIdle(): boolean
  onStatus?(status: UpdateStatus): void
}

export interface UpdateController {
  readonly status: UpdateStatus
  /** A new worker is installed and waiting. */
  workerWaiting(): void
  /** The user asked for the update. */
  apply(): void
  /** The router committed a navigation to a new location. */
  navigated(): void
  /** The mutation cache changed (a mutation started, settled, paused or resumed). */
  mutationsChanged(): void
  /** navigator.serviceWorker fired `controllerchange`. */
  controllerChanged(): void
}

export function createUpdateController(deps: UpdateControllerDeps, options: { controlledAtStart: boolean }): UpdateController {
  let status: UpdateStatus = 'none'
  let requested = false
  let controlled = options.controlledAtStart
  let reloadAtNextNavigation = false

  function setStatus(next: UpdateStatus) {
    if (next === status) return
    status = next
    deps.onStatus?.(next)
  }

  function apply() {
    if (status === 'none' || status === 'applying') return
    if (!deps.isIdle()) {
      setStatus('waiting-for-idle')
      return
    }
    requested = true
    setStatus('applying')
    deps.skipWaiting()
  }

  return {
    get status() {
      return status
    },
    workerWaiting() {
      if (status === 'none') setStatus('ready')
    },
    apply,
    navigated() {
      if (!deps.isIdle()) return
      if (reloadAtNextNavigation) deps.reload()
      else if (status === 'ready') apply()
    },
    mutationsChanged() {
      if (status === 'waiting-for-idle' && deps.isIdle()) apply()
    },
    controllerChanged() {
      if (requested) {
        deps.reload()
        return
      }
      if (!controlled) {
        controlled = true
        return
      }
      reloadAtNextNavigation = true
    },
  }
}
