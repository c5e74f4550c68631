import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { AppProviders } from '#client/app/providers.tsx'
import { routes } from '#client/app/routes.tsx'
import { activateLocale } from '#client/lib/i18n.ts'
import { prerenderLocale } from './hydration.ts'

/**
 * Renders one path of the app to HTML at build time (built for Node by vite-plugin.ts).
 *
 * The static handler resolves the lazy route modules of the path and runs its loaders before the
 * render; react-dom/static's `prerender` waits for every Suspense boundary, so the HTML is
 * complete. `hydrate={false}`: the router's hydration data would be an inline <script>, which the
 * CSP forbids; the public pages have no loader data to carry anyway.
 */
export async function render(path: string): Promise<{ html: string; status: number }> {
  await activateLocale(prerenderLocale)
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')))
  if (context instanceof Response) {
    throw new Error(`Prerendering ${path} redirected (${context.status} ${context.headers.get('Location') ?? ''})`)
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const { prelude } = await prerender(
    <StrictMode>
      {/* The providers main.tsx uses, minus the IndexedDB persister: the same markup to hydrate. */}
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
  return { html: await new Response(prelude).text(), status: context.statusCode }
}
