import { Workbox } from 'workbox-window'

/**
 * The registered service worker, as the rest of the app sees it: whether a new build waits, and
 * a way to tell it to take over. Static pages register it long before the app (if ever) starts,
 * so the app's update flow (update-flow.ts) attaches to this handle later.
 */
export interface ServiceWorkerHandle {
  /** True once a new worker is installed and waiting (it may have been found before anyone listened). */
  readonly waiting: boolean
  /** Calls `listener` when a new worker waits, at once if one already does. */
  onWaiting(listener: () => void): void
  /** Posts SKIP_WAITING to the waiting worker (the generated sw.js calls self.skipWaiting() on it). */
  skipWaiting(): void
}

// An installed app can stay open for days: look for a new build when it comes back to the
// foreground, at most this often (an event, not a timer: nothing runs while it is hidden).
const foregroundCheckMs = 30 * 60 * 1000

let current: ServiceWorkerHandle | null | undefined

/**
 * Registers the service worker once per page (docs/decisions/004-service-worker-updates.md), with
 * workbox-window and `updateViaCache: 'none'`. Call it after the page has loaded: installing a
 * worker precaches the whole build, which must not compete with the first paint.
 */
export function registerServiceWorker(scriptUrl = '/sw.js'): ServiceWorkerHandle | null {
  if (current !== undefined) return current
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) {
    current = null
    return current
  }
  if (import.meta.env.VITE_PWA_KILL_SWITCH === '1') {
    void removeServiceWorkers()
    current = null
    return current
  }

  const workbox = new Workbox(scriptUrl, { scope: '/', updateViaCache: 'none' })
  const listeners = new Set<() => void>()
  let waiting = false
  workbox.addEventListener('waiting', () => {
    waiting = true
    for (const listener of listeners) listener()
  })

  let lastCheck = Date.now()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < foregroundCheckMs) return
    lastCheck = Date.now()
    workbox.update().catch((error: unknown) => console.warn('Service worker update check failed', error))
  })

  // `immediate`: the caller already waited for the page to load.
  workbox.register({ immediate: true }).catch((error: unknown) => console.warn('Service worker registration failed', error))

  current = {
    get waiting() {
      return waiting
    },
    onWaiting(listener) {
      listeners.add(listener)
      if (waiting) listener()
    },
    skipWaiting() {
      workbox.messageSkipWaiting()
    },
  }
  return current
}

/** The kill switch's client side: no worker, no cache left behind (they hold only public files). */
async function removeServiceWorkers() {
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(registrations.map((registration) => registration.unregister()))
  if ('caches' in window) {
    const names = await caches.keys()
    await Promise.all(names.filter((name) => name.startsWith('workbox-')).map((name) => caches.delete(name)))
  }
}
