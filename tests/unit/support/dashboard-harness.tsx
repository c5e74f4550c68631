// Test helpers for the dashboard's features (account, roles, settings): a user built through the
// schema, the fake API (stub-api.ts), and a render with the query client, a memory router and
// the current-user port (a fake recording what the feature asks of the session).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, vi } from 'vitest'
import { CurrentUserPortProvider } from '#client/entities/session/current-user-port.tsx'
import { renderUi } from '#client/ui/test-utils.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { User } from '#shared/user.ts'
import { makeUser } from './users.ts'

export { type Responder, type SentRequest, stubApi } from './stub-api.ts'
export { makeUser }

export type UserChange = (user: User) => User

/** The session's side of the features, recording what they ask. */
export function fakePort() {
  return {
    update: vi.fn<(change: UserChange) => void>(),
    refresh: vi.fn<() => Promise<void>>(async () => {}),
  }
}
export type FakePort = ReturnType<typeof fakePort>

/** The user as the feature's last update left it. */
export function updatedUser(port: FakePort, user: User): User {
  const change = port.update.mock.calls.at(-1)?.[0]
  if (!change) throw new Error('The feature did not update the user')
  return change(user)
}

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0, networkMode: 'online' } } })
}

/** Renders `ui` at `path` (anything but /dashboard, which shows "Tableau de bord"). */
export function renderInDashboard(
  ui: ReactElement,
  {
    path = '/dashboard/settings',
    client = newQueryClient(),
    port = fakePort(),
  }: { path?: string; client?: QueryClient; port?: FakePort } = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <p>Tableau de bord</p> },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  )
  const view = renderUi(
    <QueryClientProvider client={client}>
      <CurrentUserPortProvider value={port}>
        <RouterProvider router={router} />
      </CurrentUserPortProvider>
    </QueryClientProvider>,
  )
  return { ...view, router, client, port }
}

/**
 * Spies on the toasts (and only on them: restoring every mock would also undo the setup's
 * console.error guard). Call `restore()` after each test.
 */
export function spyOnToasts() {
  const success = vi.spyOn(toast, 'success')
  const destructive = vi.spyOn(toast, 'destructive')
  return {
    success,
    destructive,
    restore: () => {
      success.mockRestore()
      destructive.mockRestore()
    },
  }
}

/**
 * The set-up of a dashboard screen's tests: fresh toast spies before each test; after it, the
 * spies restored, the screen unmounted and the stubbed fetch and globals dropped. Call it once at
 * the top of the test file; `toasts.success` and `toasts.destructive` are the current test's spies.
 * Vitest runs afterEach hooks last registered first: a file's own teardown registered after this
 * call runs before the unmount.
 */
export function toastSpiesForEachTest() {
  let spies: ReturnType<typeof spyOnToasts>
  beforeEach(() => {
    spies = spyOnToasts()
  })
  afterEach(() => {
    spies.restore()
    cleanup()
    vi.unstubAllGlobals()
  })
  return {
    get success() {
      return spies.success
    },
    get destructive() {
      return spies.destructive
    },
  }
}
