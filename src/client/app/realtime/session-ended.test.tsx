import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoginScreen } from '#client/features/auth/components/login-screen.tsx'
import { renderUi } from '#client/ui/test-utils.tsx'
import { newQueryClient, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { announceSessionEnded, useSessionEndedRedirect } from './session-ended.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function SignedInPage() {
  useSessionEndedRedirect()
  return <h1>Messagerie</h1>
}

describe('a session that ends while a signed-in screen is open', () => {
  it('sends the member to the login form, saying why, with the way back to the page', async () => {
    stubApi(() => ({ status: 404, body: {} }))
    const router = createMemoryRouter(
      [
        { path: '/dashboard/chat/:id', element: <SignedInPage /> },
        { path: '/login', element: <LoginScreen /> },
      ],
      { initialEntries: ['/dashboard/chat/12?from=bell'] },
    )
    renderUi(
      <QueryClientProvider client={newQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Messagerie' })).toBeTruthy()
    act(() => announceSessionEnded())
    expect(await screen.findByText('Votre session a pris fin. Reconnectez-vous pour continuer.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/login')
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard/chat/12?from=bell')
  })
})
