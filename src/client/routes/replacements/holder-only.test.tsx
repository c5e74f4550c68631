import { QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { currentUserQuery } from '#client/entities/session/api/current-user.ts'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import { makeUser, newQueryClient, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { Component as HolderOnly } from './holder-only.tsx'

// Registered before the harness's teardown, so it runs after the unmount (afterEach hooks run last registered first).
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test's cookie
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`
})
const toasts = toastSpiesForEachTest()
beforeEach(() => {
  // Signed in: the session is asked again after the role is added.
  // biome-ignore lint/suspicious/noDocumentCookie: the session hint the server sets at login
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`
})

const replacing = makeUser({ roles: ['remplacant'], active_role: 'remplacant' })

function renderHolderScreen(user = replacing) {
  const client = newQueryClient()
  client.setQueryData(currentUserQuery.queryKey, user)
  const router = createMemoryRouter(
    [{ Component: HolderOnly, children: [{ path: '/dashboard/replacements/create', element: <h1>Nouvelle offre</h1> }] }],
    { initialEntries: ['/dashboard/replacements/create'] },
  )
  renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('the holder’s screens', () => {
  it('open for a member holding the titulaire role', () => {
    stubApi()
    renderHolderScreen(makeUser({ roles: ['remplacant', 'titulaire'], active_role: 'remplacant' }))
    expect(screen.getByRole('heading', { name: 'Nouvelle offre' })).toBeTruthy()
  })

  it('tell a replacement nurse before any form that offers are the holders’, and open once the role is added', async () => {
    let roles = ['remplacant']
    const sent = stubApi((request) => {
      if (request.method === 'POST' && request.path === '/api/user/roles') {
        roles = ['remplacant', 'titulaire']
        return { status: 200, body: { message: 'Le rôle est ajouté à votre compte.', roles, active_role: 'remplacant' } }
      }
      if (request.path === '/api/user') return { status: 200, body: { ...replacing, roles } }
      return undefined
    })
    renderHolderScreen()
    expect(screen.getByRole('heading', { name: 'Les offres de remplacement sont publiées par les titulaires' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Nouvelle offre' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Trouver un remplacement' }).getAttribute('href')).toBe('/dashboard/replacements')
    expect(await axeViolations()).toEqual([])

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Ajouter le rôle Titulaire' }))
    expect(await screen.findByRole('heading', { name: 'Nouvelle offre' })).toBeTruthy()
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ role: 'titulaire' })
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rôle ajouté', expect.anything()))
  })
})
