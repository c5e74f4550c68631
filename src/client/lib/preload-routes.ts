import { matchRoutes, type RouteObject } from 'react-router'
import { createPreloadQueue } from './preload-queue.ts'
import { appUpdatePending } from './pwa/app-update-state.ts'

/**
 * Route code preloading (docs/product.md#constants). The app registers its route table here at start; links ask
 * for a path and the lazy modules of the routes it matches are fetched through the queue.
 */
let routeTable: RouteObject[] = []
const queue = createPreloadQueue()

export function setPreloadRoutes(routes: RouteObject[]): void {
  routeTable = routes
}

/** A lazy loader may carry the raw import, so preloading never triggers the chunk-error reload. */
export type PreloadableLazy = (() => Promise<unknown>) & { preload?: () => Promise<unknown> }

export function preloadPath(path: string): void {
  // The next page will be a document of the new build (see appUpdatePending).
  if (appUpdatePending()) return
  const pathname = path.split(/[?#]/)[0] ?? path
  for (const match of matchRoutes(routeTable, pathname) ?? []) {
    const lazy = match.route.lazy
    if (typeof lazy !== 'function') continue
    const load = (lazy as PreloadableLazy).preload ?? lazy
    queue.enqueue(match.route.id ?? `${match.pathnameBase}|${match.route.path ?? 'index'}`, load)
  }
}
