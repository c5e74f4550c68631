import { createBrowserRouter, type HydrationState, matchRoutes } from 'react-router'
import { setPreloadRoutes } from '#client/lib/preload-routes.ts'
import { routes } from './routes.tsx'

// Route properties a lazy module may provide (anything else it exports is not for the router).
const lazyKeys = ['Component', 'ErrorBoundary', 'HydrateFallback', 'loader', 'action', 'shouldRevalidate', 'handle'] as const

/**
 * Hydrating prerendered HTML needs the page's code before the first render, or the router
 * would render its fallback instead of the markup React is hydrating. This loads the lazy
 * modules of the matched routes into the route objects, as the prerender step did.
 */
async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy
      if (typeof lazy !== 'function') return
      const module = (await lazy()) as Record<string, unknown>
      const target = route as Record<string, unknown>
      for (const key of lazyKeys) {
        if (module[key] !== undefined && target[key] === undefined) target[key] = module[key]
      }
      route.lazy = undefined
    }),
  )
}

/**
 * The prerendered pages carry no loader data (the CSP forbids the inline script that would hold
 * it). Marking the routes with middleware or loaders as already loaded lets the router start
 * initialised, so hydration renders the same tree as the prerender.
 */
function emptyHydrationData(pathname: string): HydrationState {
  const loaderData: Record<string, unknown> = {}
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (route.id && (route.loader || route.middleware?.length)) loaderData[route.id] = undefined
  }
  return { loaderData }
}

export async function createAppRouter({ hydrate }: { hydrate: boolean }) {
  setPreloadRoutes(routes)
  if (!hydrate) return createBrowserRouter(routes)
  await resolveLazyRoutes(window.location.pathname)
  return createBrowserRouter(routes, { hydrationData: emptyHydrationData(window.location.pathname) })
}
