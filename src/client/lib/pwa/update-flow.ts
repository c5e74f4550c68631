import { t } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { type DataRouter, NavigationType } from 'react-router'
import { toast } from '#client/ui/toaster.ts'
import { publishAppUpdate } from './app-update-state.ts'
import type { ServiceWorkerHandle } from './register-sw.ts'
import { createUpdateController, type UpdateStatus } from './update-controller.ts'

export interface UpdateFlowOptions {
  queryClient: QueryClient
  router: Pick<DataRouter, 'getBlocker' | 'createHref'>
}

const updateToastId = 'app-update'
// How long a told-to-skip-waiting worker gets to take over before the page leaves anyway.
const activationGraceMs = 3000

/**
 * The app's side of new builds (docs/decisions/004-service-worker-updates.md): the worker found
 * waiting by register-sw.ts is offered in a toast; accepted, or at the next navigation otherwise,
 * it is applied — never while a mutation is pending — and the page becomes a document of the new
 * build (see update-controller.ts for why the navigation is held meanwhile).
 */
export function startUpdateFlow(worker: ServiceWorkerHandle, { queryClient, router }: UpdateFlowOptions): void {
  const controller = createUpdateController(
    {
      skipWaiting: () => worker.skipWaiting(),
      leave: (href) => {
        if (href === null) window.location.reload()
        else window.location.assign(href)
      },
      // Pending includes paused mutations (queued offline): they must be sent before the new
      // build, which restores only caches written by itself, takes over.
      isIdle: () => queryClient.isMutating() === 0,
      startGrace: (expired) => {
        setTimeout(expired, activationGraceMs)
      },
      onStatus: (status) => {
        publishAppUpdate({ status, apply: () => controller.apply() })
        announce(status, () => controller.apply())
      },
    },
    // Read now, not at page load: on a static page the app may start after the first worker claimed it.
    { controlledAtStart: navigator.serviceWorker.controller !== null },
  )

  worker.onWaiting(() => controller.workerWaiting())
  // Our own listener: workbox-window does not reload a page that was not controlled at load.
  navigator.serviceWorker.addEventListener('controllerchange', () => controller.controllerChanged())
  queryClient.getMutationCache().subscribe(() => controller.mutationsChanged())

  // A blocked navigation loads nothing in this page: the controller loads it as a document. Back
  // and forward are left alone (the history entry is already taken); the next link applies it.
  router.getBlocker('app-update', ({ nextLocation, historyAction }) => {
    if (historyAction === NavigationType.Pop) return false
    return controller.navigationStarting(router.createHref(nextLocation))
  })
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
