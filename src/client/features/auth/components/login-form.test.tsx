import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { keptOnDevice } from '#tests/unit/support/kept-on-device.ts'
import { renderWithRouter } from '#tests/unit/support/render-with-router.tsx'
import { stubApi } from '#tests/unit/support/stub-api.ts'
import { challengeStorageKey, clearChallenge } from '../two-factor-challenge.ts'
import { LoginForm } from './login-form.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  clearChallenge()
  sessionStorage.clear()
})

async function fillAndSend(email = 'lou@example.fr', password = 'Tournée du matin') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/^Adresse e-mail/), email)
  await user.type(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }), password)
  await user.click(screen.getByRole('button', { name: 'Se connecter' }))
  return user
}

function renderLogin(onSignedIn = vi.fn(async () => {})) {
  const rendered = renderWithRouter(<LoginForm redirect="/dashboard/settings" onSignedIn={onSignedIn} />, { path: '/login' })
  return { ...rendered, onSignedIn }
}

describe('LoginForm', () => {
  it('is accessible', async () => {
    renderLogin()
    await screen.findByRole('button', { name: 'Se connecter' })
    expect(await axeViolations()).toEqual([])
  })

  it('signs in with a token: the route refreshes the user and moves on', async () => {
    const sent = stubApi([{ status: 200, body: { token: 'tok' } }])
    const { onSignedIn } = renderLogin()
    await fillAndSend()
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/login',
        body: { email: 'lou@example.fr', password: 'Tournée du matin' },
        headers: expect.any(Headers),
      },
    ])
  })

  it('goes from the e-mail to the password with Tab, and Enter there signs in (the "forgot" link comes after)', async () => {
    const sent = stubApi([{ status: 200, body: { token: 'tok' } }])
    const { router, onSignedIn } = renderLogin()
    const user = userEvent.setup()
    await user.click(await screen.findByLabelText(/^Adresse e-mail/))
    await user.keyboard('lou@example.fr')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }))
    await user.keyboard('Tournée du matin{Enter}')
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(router.state.location.pathname).toBe('/login')
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/login',
        body: { email: 'lou@example.fr', password: 'Tournée du matin' },
        headers: expect.any(Headers),
      },
    ])
    // Past the password and its "Afficher" button, Tab reaches the link.
    await user.click(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }))
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mot de passe oublié\u202f?' }))
  })

  it('keeps no token: neither the query client nor the browser’s storage holds the answer’s token', async () => {
    const token = '42|session-token-for-api-clients'
    stubApi([{ status: 200, body: { token } }])
    const { onSignedIn, client } = renderLogin()
    await fillAndSend()
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    // Still on the form: its mutation is alive, with whatever it was answered.
    const mutations = client.getMutationCache().getAll()
    expect(mutations).toHaveLength(1)
    expect(mutations[0]?.state.status).toBe('success')
    expect(keptOnDevice(client)).not.toContain(token)
  })

  it('on a hash, keeps only the hash (never the password) and opens the two-factor step', async () => {
    stubApi([{ status: 200, body: { hash: 'h4sh' } }])
    const { router, onSignedIn } = renderLogin()
    await fillAndSend()
    await waitFor(() => expect(router.state.location.pathname).toBe('/2fa-challenge'))
    const kept = sessionStorage.getItem(challengeStorageKey) ?? ''
    expect(JSON.parse(kept)).toMatchObject({ hash: 'h4sh', redirect: '/dashboard/settings' })
    expect(kept).not.toContain('Tournée')
    expect(JSON.stringify({ ...localStorage })).not.toContain('Tournée')
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('says "Identifiant ou mot de passe incorrect" for bad credentials, and empties the password', async () => {
    stubApi([
      { status: 422, body: { message: 'Identifiant ou mot de passe incorrect', code: 'auth.failed', errors: { email: ['x'] } } },
    ])
    renderLogin()
    await fillAndSend()
    expect((await screen.findByRole('alert')).textContent).toBe('Identifiant ou mot de passe incorrect')
    const password = screen.getByLabelText(/^Mot de passe/, { selector: 'input' }) as HTMLInputElement
    expect(password.value).toBe('')
    expect(document.activeElement).toBe(password)
  })

  it('shows the server’s wait after too many attempts', async () => {
    stubApi([{ status: 429, body: { message: 'Trop de tentatives. Réessayez dans 12 min.', code: 'rate_limit.exceeded' } }])
    renderLogin()
    await fillAndSend()
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de tentatives. Réessayez dans 12 min.')
  })

  it('falls back to "Une erreur est survenue." when the server says nothing useful', async () => {
    stubApi([{ status: 502, body: 'Bad Gateway' }])
    renderLogin()
    await fillAndSend()
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue.')
  })

  it('offline, says that logging in needs the network and sends nothing', async () => {
    const sent = stubApi([])
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderLogin()
    await fillAndSend()
    expect((await screen.findAllByText('Connexion impossible sans réseau.')).length).toBeGreaterThan(0)
    expect(sent).toEqual([])
  })

  it('checks the fields before sending anything', async () => {
    const sent = stubApi([])
    renderLogin()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByText('Indiquez votre adresse e-mail.')).toBeTruthy()
    expect(screen.getByText('Indiquez votre mot de passe.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Adresse e-mail/))
    expect(sent).toEqual([])
  })
})
