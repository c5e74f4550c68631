import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CurrentUserPortProvider } from '#client/entities/session/current-user-port.tsx'
import { DataPanel } from '#client/features/account/components/data-panel.tsx'
import { RouteNoticeBanner } from '#client/features/account/components/route-notice-banner.tsx'
import { renderUi } from '#client/ui/test-utils.tsx'
import { fakePort, makeUser, newQueryClient, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { Component as HomePage } from './home.tsx'

// IndexedDB and Cache Storage are not in jsdom: the wipe itself is tested with the data panel.
vi.mock('#client/lib/clear-personal-data.ts', () => ({ clearPersonalData: vi.fn(async () => {}) }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function render(initial: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <RouteNoticeBanner /> },
      { path: '/home', element: <HomePage /> },
      { path: '/dashboard/settings', element: <DataPanel user={makeUser()} /> },
    ],
    { initialEntries: [initial] },
  )
  renderUi(
    <QueryClientProvider client={newQueryClient()}>
      <CurrentUserPortProvider value={fakePort()}>
        <RouterProvider router={router} />
      </CurrentUserPortProvider>
    </QueryClientProvider>,
  )
  return router
}

describe('RouteNoticeBanner', () => {
  it('says on the home page that the account was deleted, once the deletion lands there', async () => {
    stubApi(() => ({ status: 200, body: { message: 'Suppression réussie.' } }))
    const router = render('/dashboard/settings')
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByRole('button', { name: 'Supprimer mon compte' }))
    const dialog = await screen.findByRole('alertdialog')
    await input.type(within(dialog).getByLabelText(/^Mot de passe/), 'mon mot de passe')
    await input.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Votre compte est supprimé. Vous êtes déconnecté de tous vos appareils et plus rien de ce compte ne reste sur celui-ci.',
    )
  })

  it('is on the home page', async () => {
    stubApi()
    render({ pathname: '/home', state: { notice: 'Votre compte est supprimé.' } })
    expect((await screen.findByRole('status')).textContent).toBe('Votre compte est supprimé.')
  })

  it('shows nothing on a plain visit, or with a state that is not a sentence', () => {
    render('/')
    expect(screen.queryByRole('status')).toBeNull()
    cleanup()
    render({ pathname: '/', state: { notice: 42 } })
    expect(screen.queryByRole('status')).toBeNull()
  })
})
