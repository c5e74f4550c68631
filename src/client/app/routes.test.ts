import { createMemoryRouter, isRouteErrorResponse, matchRoutes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { queryClient } from '#client/lib/query-client.ts'
import { signalCacheRestored } from '#client/lib/query-persistence.ts'
import { formPageModules } from '#client/prerender/form-pages.ts'
import { guestOnlyPages } from '#client/prerender/needs-app.ts'
import { prerenderedPaths } from '#shared/paths.ts'
import type { RouteHandle } from './guards/guard-middleware.ts'
import { routes } from './routes.tsx'

beforeAll(() => {
  // No IndexedDB here: behave as if the persisted cache had been restored empty.
  signalCacheRestored()
})

afterEach(() => {
  vi.unstubAllGlobals()
  queryClient.clear()
})

// The first navigation imports route modules, which a loaded machine transforms slowly: the
// 1 s default of waitFor made this flaky on shared CI runners.
async function settle(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true)
      expect(router.state.navigation.state).toBe('idle')
    },
    { timeout: 10_000 },
  )
}

describe('route table', () => {
  it('has a lazily loaded page for every prerendered public path', () => {
    for (const path of prerenderedPaths) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route
      expect(leaf?.id, path).not.toBe('not-found')
      expect(typeof leaf?.lazy, path).toBe('function')
    }
  })

  it('knows, on a prerendered page, which pages are for guests only, as the route table does', () => {
    const guestPages = prerenderedPaths.filter((path) =>
      matchRoutes(routes, path)?.some((match) => (match.route.handle as RouteHandle | undefined)?.guards?.includes('guest')),
    )
    expect([...guestOnlyPages].sort()).toEqual([...guestPages].sort())
  })

  it('has a form page load, early, the very code its route loads', async () => {
    for (const [path, load] of Object.entries(formPageModules)) {
      const lazy = matchRoutes(routes, path)?.at(-1)?.route.lazy
      expect(typeof lazy, path).toBe('function')
      expect(await (lazy as () => Promise<unknown>)(), path).toBe(await load())
    }
  })

  it('answers an unknown path with a 404 "Page not found: {path}"', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/nowhere?x=1'] })
    await settle(router)
    const error = router.state.errors?.root
    expect(isRouteErrorResponse(error)).toBe(true)
    expect(error).toMatchObject({ status: 404, data: 'Page not found: /nowhere?x=1' })
    router.dispose()
  })

  it('sends a visitor from /dashboard to /login with the way back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Unauthenticated.' }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    )
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] })
    await settle(router)
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?redirect=%2Fdashboard')
    router.dispose()
  })
})
