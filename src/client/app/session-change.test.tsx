import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoginScreen } from '#client/features/auth/components/login-screen.tsx'
import { renderUi } from '#client/ui/test-utils.tsx'
import { makeUser, newQueryClient, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { followSessionChange } from './session-change.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const member = makeUser({ id: 7 })

function openAt(path: string) {
  stubApi(() => ({ status: 404, body: {} }))
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Accueil</h1> },
      { path: '/dashboard/chat/:id', handle: { guards: ['auth', 'verified'] }, element: <h1>Messagerie</h1> },
      { path: '/login', handle: { guards: ['guest'] }, element: <LoginScreen /> },
    ],
    { initialEntries: [path] },
  )
  renderUi(
    <QueryClientProvider client={newQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('when the server says the session of this page changed', () => {
  it('sends a member whose session ended to the login form, saying why, with the way back', async () => {
    const router = openAt('/dashboard/chat/12?from=bell')
    expect(await screen.findByRole('heading', { name: 'Messagerie' })).toBeTruthy()
    act(() => followSessionChange(router, member, null))
    expect(await screen.findByText('Votre session a pris fin. Reconnectez-vous pour continuer.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/login')
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard/chat/12?from=bell')
  })

  it('leaves a public page where it is', async () => {
    const router = openAt('/')
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeTruthy()
    act(() => followSessionChange(router, member, null))
    await act(async () => {})
    expect(router.state.location.pathname).toBe('/')
    expect(screen.queryByText(/Votre session a pris fin/)).toBeNull()
  })

  it('does nothing when the same member is confirmed', async () => {
    const router = openAt('/dashboard/chat/12')
    await screen.findByRole('heading', { name: 'Messagerie' })
    const navigate = vi.spyOn(router, 'navigate')
    followSessionChange(router, member, makeUser({ id: 7, first_name: 'Claire' }))
    expect(navigate).not.toHaveBeenCalled()
  })
})
