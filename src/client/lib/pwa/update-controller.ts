/**
 * When a new build may take over, as a state machine free of browser APIs (update-flow.ts wires
 * it to the service worker, the router and the query client).
 *
 * - A new service worker waits (prompt mode): the user is offered the update.
 * - The user accepts: applied at once, or as soon as no mutation is pending; the page reloads.
 * - The user ignores it: applied at the next navigation, if no mutation is pending then. That
 *   navigation is held (the router does not load the next page's code) and becomes a document
 *   load of the next address once the new worker controls the page.
 * - "Pending" includes paused (offline) mutations: they are persisted under the build's key, so a
 *   new build would not restore them; they must be sent first.
 *
 * Why the document load, and why the page must stay quiet meanwhile (docs/decisions/004): Chromium
 * activates a worker told to skip waiting only once the old worker has no work left. A page that
 * keeps fetching through the old worker (the next route's chunks, its queries) restarts it, and
 * the restarted worker waits out its idle timer (30 s) before it lets go. So nothing is fetched
 * between SKIP_WAITING and the new document; if the new worker has not taken over after a grace
 * period, the page leaves anyway, which lets it go too.
 *
 * A page that was not controlled at load sees a first `controllerchange` when the first worker
 * claims it: that one is not an update. A worker activated by another tab makes this one leave at
 * its next navigation, for the same safety reasons.
 */
export type UpdateStatus = 'none' | 'ready' | 'waiting-for-idle' | 'applying'

export interface UpdateControllerDeps {
  /** Tells the waiting worker to take over (SKIP_WAITING). */
  skipWaiting(): void
  /** Loads `href` as a new document; null reloads the current address. */
  leave(href: string | null): void
  /** True when no mutation is pending, running or paused. */
  isIdle(): boolean
  /** Calls `expired` once after the grace period given to the new worker to take over. */
  startGrace(expired: () => void): void
  onStatus?(status: UpdateStatus): void
}

export interface UpdateController {
  readonly status: UpdateStatus
  /** A new worker is installed and waiting. */
  workerWaiting(): void
  /** The user asked for the update: the current page reloads into it. */
  apply(): void
  /**
   * A navigation to `href` is about to start. True means: do not run it in this page, the
   * controller will load `href` as a new document (the update is being applied).
   */
  navigationStarting(href: string): boolean
  /** The mutation cache changed (a mutation started, settled, paused or resumed). */
  mutationsChanged(): void
  /** navigator.serviceWorker fired `controllerchange`. */
  controllerChanged(): void
}

export function createUpdateController(deps: UpdateControllerDeps, options: { controlledAtStart: boolean }): UpdateController {
  let status: UpdateStatus = 'none'
  let controlled = options.controlledAtStart
  // Where to go once the new worker has taken over (null: this same address).
  let target: string | null = null
  let takenOver = false
  let graceOver = false
  let left = false
  // Another tab activated a new worker: this page runs old code under it.
  let stale = false

  function setStatus(next: UpdateStatus) {
    if (next === status) return
    status = next
    deps.onStatus?.(next)
  }

  function begin(href: string | null) {
    target = href
    setStatus('applying')
    deps.skipWaiting()
    deps.startGrace(() => {
      graceOver = true
      leaveWhenSafe()
    })
  }

  function leaveWhenSafe() {
    if (left || status !== 'applying' || !(takenOver || graceOver) || !deps.isIdle()) return
    left = true
    deps.leave(target)
  }

  return {
    get status() {
      return status
    },
    workerWaiting() {
      if (status === 'none') setStatus('ready')
    },
    apply() {
      if (status === 'none' || status === 'applying') return
      if (!deps.isIdle()) {
        target = null
        setStatus('waiting-for-idle')
        return
      }
      begin(null)
    },
    navigationStarting(href) {
      if (status === 'applying') {
        // Already leaving: go where the user asked last, and keep this page quiet meanwhile.
        target = href
        return true
      }
      if (!deps.isIdle()) return false
      if (stale) {
        left = true
        deps.leave(href)
        return true
      }
      if (status === 'ready') {
        begin(href)
        return true
      }
      return false
    },
    mutationsChanged() {
      if (status === 'waiting-for-idle' && deps.isIdle()) begin(target)
      else if (status === 'applying') leaveWhenSafe()
    },
    controllerChanged() {
      if (status === 'applying') {
        takenOver = true
        leaveWhenSafe()
        return
      }
      if (!controlled) {
        controlled = true
        return
      }
      stale = true
    },
  }
}
