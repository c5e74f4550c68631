import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentUserQuery } from '#client/entities/session/api/current-user.ts'
import { setBrowserCookie } from '#client/lib/cookies.ts'
import { renderUi } from '#client/ui/test-utils.tsx'
import { CHARTER_VERSION } from '#shared/auth.ts'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import { makeUser, newQueryClient, type Responder, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { challengeStorageKey, clearChallenge } from '../two-factor-challenge.ts'
import { LoginScreen as LoginPage } from './login-screen.tsx'
import { NewPasswordScreen as NewPasswordPage } from './new-password-screen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearChallenge()
  setBrowserCookie(SESSION_HINT_COOKIE, '', { maxAgeSeconds: 0 })
})

const PASSWORD = 'Tournée-du-matin-2026'
const saved = { status: 200, body: { message: 'Votre mot de passe est enregistré. Vous pouvez vous connecter.' } }
const member = makeUser({ email: 'urgent@example.fr', charter_version: CHARTER_VERSION, has_password: true })

/** The mailed link's page, with the immediate registration's user still cached on the device. */
function openLink(respond: Responder) {
  const sent = stubApi(respond)
  const client = newQueryClient()
  client.setQueryData(currentUserQuery.queryKey, makeUser({ email: 'urgent@example.fr', has_password: false }))
  const router = createMemoryRouter(
    [
      { path: '/password/new-password', element: <NewPasswordPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: ['/password/new-password?token=t0k3n&email=urgent%40example.fr'] },
  )
  renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { sent, router, client }
}

async function choosePassword() {
  const user = userEvent.setup({ delay: null })
  await user.type(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }), PASSWORD)
  await user.type(screen.getByLabelText(/^Confirmation du mot de passe/, { selector: 'input' }), PASSWORD)
  await user.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }))
}

describe('/password/new-password (the first password of an immediate registration)', () => {
  it('signs the user in with the password just chosen and opens the dashboard', async () => {
    let signedIn = false
    const { sent, router, client } = openLink((request) => {
      if (request.path === '/api/reset-password') return saved
      if (request.path === '/api/login') {
        signedIn = true
        // The session cookie's readable companion, as the server sets it with the session.
        setBrowserCookie(SESSION_HINT_COOKIE, '1', { maxAgeSeconds: 3600 })
        return { status: 200, body: { token: 'tok' } }
      }
      if (request.path === '/api/user') return signedIn ? { status: 200, body: member } : { status: 401, body: {} }
      return undefined
    })
    await choosePassword()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/reset-password',
      'POST /api/login',
      'GET /api/user',
    ])
    expect(sent[1]?.body).toEqual({ email: 'urgent@example.fr', password: PASSWORD })
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({ has_password: true })
  })

  it('opens the two-factor step when the account has it on (setting a password never bypasses it)', async () => {
    const { router } = openLink((request) => {
      if (request.path === '/api/reset-password') return saved
      if (request.path === '/api/login') return { status: 200, body: { hash: 'h4sh' } }
      if (request.path === '/api/user') return { status: 401, body: {} }
      return undefined
    })
    await choosePassword()
    await waitFor(() => expect(router.state.location.pathname).toBe('/2fa-challenge'))
    expect(JSON.parse(sessionStorage.getItem(challengeStorageKey) ?? '{}')).toMatchObject({ hash: 'h4sh' })
  })

  it('when logging in does not go through, lands on the login form with the address filled in and says why', async () => {
    const { router } = openLink((request) => {
      if (request.path === '/api/reset-password') return saved
      if (request.path === '/api/login')
        return { status: 429, body: { message: 'Trop de tentatives. Réessayez dans 1 min.', code: 'rate_limit.exceeded' } }
      if (request.path === '/api/user') return { status: 401, body: {} }
      return undefined
    })
    await choosePassword()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(
      await screen.findByText(
        'Votre mot de passe est enregistré. Vous pouvez vous connecter. La connexion automatique n’a pas abouti : saisissez le mot de passe que vous venez de choisir.',
      ),
    ).toBeTruthy()
    expect((screen.getByLabelText(/^Adresse e-mail/) as HTMLInputElement).value).toBe('urgent@example.fr')
  })
})
