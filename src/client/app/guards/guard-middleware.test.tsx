// @vitest-environment node
// Rendered to a string as on the server (the prerender step): no DOM, unlike the other components' tests.
import { I18nProvider } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, isRouteErrorResponse, Outlet, type RouteObject, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '#client/lib/i18n.ts'
import { type User, userSchema } from '#shared/user.ts'
import { RootErrorBoundary } from '../errors/error-page.tsx'
import { createGuardMiddleware, type RouteHandle } from './guard-middleware.ts'

// Parsed, so that fields added later get their defaults.
const nurse: User = userSchema.parse({
  id: 1,
  email: 'claire@example.fr',
  email_verified_at: '2025-01-01T00:00:00Z',
  account_type: 'nurse',
  first_name: 'Claire',
  last_name: null,
  roles: [],
  active_role: null,
  profile: null,
})

function Shell() {
  return <Outlet />
}

function AdminPage() {
  return <p>admin</p>
}

/** A route table shaped like the app's, with an admin area (stand-in screens). */
async function openAs(user: User | null, path: string) {
  const admin: RouteHandle = { guards: ['auth', 'verified', 'admin'] }
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      middleware: [
        createGuardMiddleware(
          () => routes,
          async () => user,
        ),
      ],
      ErrorBoundary: RootErrorBoundary,
      Component: Shell,
      children: [{ path: 'dashboard/admin', handle: admin, Component: AdminPage }],
    },
  ]
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true)
    expect(router.state.navigation.state).toBe('idle')
  })
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  router.dispose()
  return { state: router.state, html }
}

beforeAll(async () => {
  await activateLocale('fr')
})

describe('guard middleware in the router', () => {
  it('answers a non-admin with a 403 shown as the access-denied page', async () => {
    const { state, html } = await openAs(nurse, '/dashboard/admin')
    const error = state.errors?.root
    expect(isRouteErrorResponse(error) && error.status).toBe(403)
    expect(html).toContain('Accès refusé')
    expect(html).toContain('Vous n&#x27;avez pas les permissions pour accéder à cette page.')
    expect(html).toContain('Revenir à l&#x27;accueil')
  })

  it('lets an administrator in', async () => {
    const admin = { ...nurse, account_type: 'administrator', two_factor_enabled: true }
    const { state, html } = await openAs(admin, '/dashboard/admin')
    expect(state.errors).toBeNull()
    expect(html).toContain('<p>admin</p>')
  })

  it('redirects before rendering anything of the guarded page', async () => {
    const { state, html } = await openAs(null, '/dashboard/admin')
    expect(state.location.pathname + state.location.search).toBe('/login?redirect=%2Fdashboard%2Fadmin')
    expect(html).not.toContain('<p>admin</p>')
  })
})
