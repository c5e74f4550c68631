import type { RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadPath, setPreloadRoutes } from './preload-routes.ts'
import { noAppUpdate, publishAppUpdate } from './pwa/app-update-state.ts'

// The queue remembers what it preloaded (by route id) for the module's life: one id per test.
function routesWith(id: string, load: () => Promise<{ handle: object }>): RouteObject[] {
  return [{ id: 'root', path: '/', children: [{ id, path: 'contact', lazy: load }] }]
}

afterEach(() => publishAppUpdate(noAppUpdate))

describe('route preloading', () => {
  it('fetches the code of the page a link leads to', async () => {
    const load = vi.fn(async () => ({ handle: {} }))
    setPreloadRoutes(routesWith('contact-a', load))
    preloadPath('/contact?from=footer')
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })

  it('fetches nothing once a new build waits: the next page will come from it', async () => {
    const load = vi.fn(async () => ({ handle: {} }))
    setPreloadRoutes(routesWith('contact-b', load))
    publishAppUpdate({ status: 'ready', apply: () => {} })
    preloadPath('/contact')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(load).not.toHaveBeenCalled()
  })
})
