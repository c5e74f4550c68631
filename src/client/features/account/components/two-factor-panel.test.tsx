import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { User } from '#shared/user.ts'
import {
  fakePort,
  makeUser,
  renderInDashboard,
  stubApi,
  toastSpiesForEachTest,
  type UserChange,
} from '#tests/unit/support/dashboard-harness.tsx'
import { TwoFactorPanel } from './two-factor-panel.tsx'

const toasts = toastSpiesForEachTest()

const setup = {
  enabled: false,
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Rel%C3%A8ve:claire@example.fr?secret=JBSWY3DPEHPK3PXP',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
}
/** The panel under the session's cached user, changed as the dashboard's port changes it. */
function WithCachedUser({ port }: { port: ReturnType<typeof fakePort> }) {
  const [user, setUser] = useState<User>(() => makeUser({ has_password: false }))
  port.update.mockImplementation((change: UserChange) => setUser(change))
  return <TwoFactorPanel user={user} />
}

const codes = Array.from({ length: 10 }, (_, i) => `ABCDE${String(i).padStart(5, '0')}`)

describe('TwoFactorPanel', { timeout: 15_000 }, () => {
  it('enables two-factor: password, QR code and key, a code of the app, then the recovery codes once', async () => {
    const sent = stubApi((request) => {
      if (request.path === '/api/users/2fa/toggle') return { status: 200, body: setup }
      const { code } = request.body as { code: string }
      return code === '123456'
        ? { status: 200, body: { enabled: true, recovery_codes: codes, message: 'ok' } }
        : { status: 422, body: { message: 'Ce code n’est pas valide.', errors: { code: ['Ce code n’est pas valide.'] } } }
    })
    const { port } = renderInDashboard(<TwoFactorPanel user={makeUser()} />)
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByRole('button', { name: 'Activer la double authentification' }))
    const dialog = await screen.findByRole('alertdialog')
    await input.type(within(dialog).getByLabelText(/^Mot de passe/), 'mon mot de passe')
    await input.click(within(dialog).getByRole('button', { name: 'Continuer' }))

    const qr = await screen.findByRole('img', { name: 'QR code à scanner avec votre application d’authentification' })
    expect(qr.getAttribute('src')).toBe(setup.qr_code)
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy()
    expect(sent[0]).toMatchObject({ path: '/api/users/2fa/toggle', body: { password: 'mon mot de passe' } })

    await input.click(screen.getByLabelText('pin input 1 of 6'))
    await input.paste('654321')
    expect(await screen.findByText('Ce code n’est pas valide.')).toBeTruthy()
    await input.click(screen.getByLabelText('pin input 1 of 6'))
    await input.paste('123456')
    const list = await screen.findByRole('list', { name: 'Codes de secours' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes)
    expect(sent.at(-1)).toMatchObject({ path: '/api/users/2fa/verify', body: { code: '123456' } })
    expect(port.refresh).not.toHaveBeenCalled()

    await input.click(screen.getByRole('button', { name: 'J’ai mis mes codes en lieu sûr' }))
    await waitFor(() => expect(port.refresh).toHaveBeenCalled())
    expect(screen.queryByRole('list', { name: 'Codes de secours' })).toBeNull()
  })

  it('on a phone: opens the key in the authenticator app (otpauth link) or copies it, with a word that it was copied', async () => {
    stubApi(() => ({ status: 200, body: setup }))
    renderInDashboard(<TwoFactorPanel user={makeUser({ has_password: false })} />)
    const input = userEvent.setup({ delay: null })
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await input.click(screen.getByRole('button', { name: 'Activer la double authentification' }))

    const open = await screen.findByRole('link', { name: 'Ouvrir dans l’application' })
    expect(open.getAttribute('href')).toBe(setup.otpauth_url)
    await input.click(screen.getByRole('button', { name: 'Copier la clé' }))
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP')
    expect(toasts.success).toHaveBeenCalledWith('Clé copiée', expect.anything())

    writeText.mockRejectedValueOnce(new Error('denied'))
    await input.click(screen.getByRole('button', { name: 'Copier la clé' }))
    await waitFor(() =>
      expect(toasts.destructive).toHaveBeenCalledWith('La copie n’a pas fonctionné : saisissez la clé à la main.'),
    )
  })

  it('says "Activée" as soon as the code is accepted, while the recovery codes are still shown', async () => {
    stubApi((request) =>
      request.path === '/api/users/2fa/toggle'
        ? { status: 200, body: setup }
        : { status: 200, body: { enabled: true, recovery_codes: codes, message: 'ok' } },
    )
    const port = fakePort()
    renderInDashboard(<WithCachedUser port={port} />, { port })
    const input = userEvent.setup({ delay: null })
    expect(screen.getByText('Désactivée')).toBeTruthy()
    await input.click(screen.getByRole('button', { name: 'Activer la double authentification' }))
    await input.click(await screen.findByLabelText('pin input 1 of 6'))
    await input.paste('123456')
    await screen.findByRole('list', { name: 'Codes de secours' })
    expect(screen.getByText('Activée')).toBeTruthy()
    expect(screen.queryByText('Désactivée')).toBeNull()
    expect(port.refresh).not.toHaveBeenCalled()
  })

  it('shows a wrong password under the field of the dialog', async () => {
    stubApi(() => ({
      status: 422,
      body: { message: 'Le mot de passe est incorrect.', errors: { password: ['Le mot de passe est incorrect.'] } },
    }))
    renderInDashboard(<TwoFactorPanel user={makeUser()} />)
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByRole('button', { name: 'Activer la double authentification' }))
    const dialog = await screen.findByRole('alertdialog')
    await input.type(within(dialog).getByLabelText(/^Mot de passe/), 'faux')
    await input.click(within(dialog).getByRole('button', { name: 'Continuer' }))
    expect(await within(dialog).findByText('Le mot de passe est incorrect.')).toBeTruthy()
    expect(toasts.destructive).not.toHaveBeenCalled()
  })

  it('tells an admin without two-factor why it is required, and offers no way to turn it off once on', () => {
    stubApi()
    const { unmount } = renderInDashboard(
      <TwoFactorPanel user={makeUser({ account_type: 'administrator', roles: [], active_role: null })} />,
    )
    expect(screen.getByText(/la double authentification est obligatoire pour ouvrir l’administration/)).toBeTruthy()
    unmount()
    renderInDashboard(<TwoFactorPanel user={makeUser({ account_type: 'administrator', two_factor_enabled: true })} />)
    expect(screen.queryByRole('button', { name: 'Désactiver la double authentification' })).toBeNull()
    expect(screen.getByText('Un compte administrateur doit garder la double authentification.')).toBeTruthy()
  })

  it('disables it with the password', async () => {
    const sent = stubApi(() => ({ status: 200, body: { enabled: false, message: 'La double authentification est désactivée.' } }))
    const { port } = renderInDashboard(<TwoFactorPanel user={makeUser({ two_factor_enabled: true })} />)
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByRole('button', { name: 'Désactiver la double authentification' }))
    const dialog = await screen.findByRole('alertdialog')
    await input.type(within(dialog).getByLabelText(/^Mot de passe/), 'mon mot de passe')
    await input.click(within(dialog).getByRole('button', { name: 'Désactiver' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Succès', expect.anything()))
    expect(sent[0]).toMatchObject({ path: '/api/users/2fa/toggle', body: { password: 'mon mot de passe' } })
    expect(port.refresh).toHaveBeenCalled()
  })

  it('regenerates the recovery codes with the password and a code of the app, then shows them once', async () => {
    const sent = stubApi((request) => {
      const { code, password } = request.body as { code: string; password: string }
      if (password !== 'mon mot de passe')
        return {
          status: 422,
          body: { message: 'Le mot de passe est incorrect.', errors: { password: ['Le mot de passe est incorrect.'] } },
        }
      return code === '123456'
        ? { status: 200, body: { enabled: true, recovery_codes: codes, message: 'ok' } }
        : { status: 422, body: { message: 'Ce code n’est pas valide.', errors: { code: ['Ce code n’est pas valide.'] } } }
    })
    const { port } = renderInDashboard(
      <TwoFactorPanel user={makeUser({ account_type: 'administrator', two_factor_enabled: true })} />,
    )
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByRole('button', { name: 'Générer de nouveaux codes de secours' }))
    const dialog = await screen.findByRole('alertdialog')
    // Both are required before anything is sent.
    await input.click(within(dialog).getByRole('button', { name: 'Générer les codes' }))
    expect(within(dialog).getByText('Saisissez votre mot de passe.')).toBeTruthy()
    expect(within(dialog).getByText('Saisissez les 6 chiffres affichés par votre application.')).toBeTruthy()
    expect(sent).toHaveLength(0)

    await input.type(within(dialog).getByLabelText(/^Mot de passe/), 'faux')
    await input.type(within(dialog).getByLabelText('pin input 1 of 6'), '123456')
    await input.click(within(dialog).getByRole('button', { name: 'Générer les codes' }))
    expect(await within(dialog).findByText('Le mot de passe est incorrect.')).toBeTruthy()

    await input.clear(within(dialog).getByLabelText(/^Mot de passe/))
    await input.type(within(dialog).getByLabelText(/^Mot de passe/), 'mon mot de passe')
    await input.type(within(dialog).getByLabelText('pin input 1 of 6'), '123456')
    await input.click(within(dialog).getByRole('button', { name: 'Générer les codes' }))
    const list = await screen.findByRole('list', { name: 'Codes de secours' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes)
    expect(sent.at(-1)).toMatchObject({ path: '/api/users/2fa/verify', body: { code: '123456', password: 'mon mot de passe' } })
    expect(screen.getByText('Vos anciens codes de secours ne fonctionnent plus.')).toBeTruthy()
    expect(toasts.success).toHaveBeenCalledWith('Succès', expect.anything())

    await input.click(screen.getByRole('button', { name: 'J’ai mis mes codes en lieu sûr' }))
    await waitFor(() => expect(port.refresh).toHaveBeenCalled())
  })
})
