import { t } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { DataRouter } from 'react-router'
import { Workbox } from 'workbox-window'
import { toast } from '#client/ui/toaster.ts'
import { createUpdateController, type UpdateStatus } from './update-controller.ts'
import { publishAppUpdate } from './use-app-update.ts'

export interface RegisterServiceWorkerOptions {
  queryClient: QueryClient
  router: Pick<DataRouter, 'state' | 'subscribe'>
  /** The worker vite-plugin-pwa generates. */
  scriptUrl?: string
}

const updateToastId = 'app-update'
// How long a told-to-skip-waiting worker gets to take over before the page reloads to let it.
const activationGraceMs = 3000
// An installed app can stay open for days: look for a new build when it comes back to the
// foreground, at most this often (an event, not a timer: nothing runs while it is hidden).
const foregroundCheckMs = 30 * 60 * 1000

/**
 * Registers the service worker and handles new builds (docs/decisions/004-service-worker-updates.md):
 * workbox-window's `waiting` event offers the update in a toast; accepted, or at the next
 * navigation otherwise, it is applied — never while a mutation is pending — and the page reloads
 * once the new worker controls it.
 */
export function registerServiceWorker({ queryClient, router, scriptUrl = '/sw.js' }: RegisterServiceWorkerOptions): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  if (import.meta.env.VITE_PWA_KILL_SWITCH === '1') {
    void removeServiceWorkers()
    return
  }

  // updateViaCache 'none': the browser always asks the server for sw.js, never its HTTP cache.
  const workbox = new Workbox(scriptUrl, { scope: '/', updateViaCache: 'none' })
  const controller = createUpdateController(
    {
      skipWaiting: () => {
        workbox.messageSkipWaiting()
        // Chromium may hold the waiting worker's activation while this page is still in use by
        // the old one (seen after client-side navigations): leaving the page releases it.
        setTimeout(() => {
          if (controller.status === 'applying') window.location.reload()
        }, activationGraceMs)
      },
      reload: () => window.location.reload(),
      // Pending includes paused mutations (queued offline): they must be sent before the new
      // build, which restores only caches written by itself, takes over.
      isIdle: () => queryClient.isMutating() === 0,
      onStatus: (status) => {
        publishAppUpdate({ status, apply: () => controller.apply() })
        announce(status, () => controller.apply())
      },
    },
    { controlledAtStart: navigator.serviceWorker.controller !== null },
  )

  workbox.addEventListener('waiting', () => controller.workerWaiting())
  // Our own listener: workbox-window does not reload a page that was not controlled at load.
  navigator.serviceWorker.addEventListener('controllerchange', () => controller.controllerChanged())
  queryClient.getMutationCache().subscribe(() => controller.mutationsChanged())

  let locationKey = router.state.location.key
  router.subscribe((state) => {
    if (state.location.key === locationKey) return
    locationKey = state.location.key
    controller.navigated()
  })

  let lastCheck = Date.now()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < foregroundCheckMs) return
    lastCheck = Date.now()
    workbox.update().catch((error: unknown) => console.warn('Service worker update check failed', error))
  })

  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error))
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

function announce(status: UpdateStatus, apply: () => void) {
  if (status === 'ready') {
    toast.success(t`Une nouvelle version de Relève est disponible.`, {
      id: updateToastId,
      description: t`Elle s’installera à votre prochain changement de page, ou tout de suite si vous le souhaitez.`,
      duration: Number.POSITIVE_INFINITY,
      action: { label: t`Mettre à jour`, onClick: apply },
    })
  } else if (status === 'waiting-for-idle') {
    toast.success(t`La mise à jour se fera dès que vos modifications en attente seront envoyées.`, { id: updateToastId })
  }
}
