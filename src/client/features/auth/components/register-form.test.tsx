import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { renderWithRouter } from '#tests/unit/support/render-with-router.tsx'
import { stubApi } from '#tests/unit/support/stub-api.ts'
import { RegisterForm } from './register-form.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderForm() {
  const onRegistered = vi.fn()
  renderWithRouter(<RegisterForm onRegistered={onRegistered} />, { path: '/register' })
  return onRegistered
}

const passwordInput = () => screen.getByLabelText(/^Mot de passe/, { selector: 'input' }) as HTMLInputElement
const confirmationInput = () => screen.getByLabelText(/^Confirmation du mot de passe/, { selector: 'input' }) as HTMLInputElement

describe('RegisterForm', () => {
  it('is accessible', async () => {
    renderForm()
    await screen.findByRole('button', { name: 'Créer mon compte' })
    expect(await axeViolations()).toEqual([])
  })

  it('"Générer" fills both fields with a 12-character password and shows it', async () => {
    renderForm()
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Générer un mot de passe' }))
    expect(passwordInput().value).toHaveLength(12)
    expect(confirmationInput().value).toBe(passwordInput().value)
    expect(passwordInput().type).toBe('text')
    expect(screen.getByRole('status').textContent).toMatch(/Mot de passe généré/)
  })

  it('shows the rules live as the password is typed', async () => {
    renderForm()
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByLabelText(/^Prénom/), 'Camille')
    await user.type(passwordInput(), 'camille1')
    const rules = document.getElementById(passwordInput().getAttribute('aria-describedby')?.split(' ')[0] ?? '')
    expect(rules?.textContent).toContain('8 caractères au moins(respecté)')
    expect(rules?.textContent).toContain('Ni votre nom, ni votre adresse e-mail, ni le nom du site(pas encore respecté)')
  })

  it('sends the registration and reports the server’s field errors where they belong', async () => {
    const sent = stubApi([
      {
        status: 422,
        body: {
          message: 'Ce mot de passe est trop courant',
          code: 'validation.failed',
          errors: { password: ['Ce mot de passe est trop courant : choisissez-en un autre.'] },
        },
      },
    ])
    const onRegistered = renderForm()
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByLabelText(/^Prénom/), 'Camille')
    await user.type(screen.getByLabelText(/^Nom/), 'Durand')
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'Camille.Durand@Example.fr ')
    await user.type(screen.getByLabelText(/^Téléphone/), '06 12 34 56 78')
    await user.type(passwordInput(), 'motdepasse123')
    await user.type(confirmationInput(), 'motdepasse123')
    await user.click(screen.getByText('Infirmier·e remplaçant·e'))
    await user.click(screen.getByText(/J’accepte les/))
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }))
    expect(await screen.findByText('Ce mot de passe est trop courant : choisissez-en un autre.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(passwordInput()))
    expect(sent[0]?.body).toEqual({
      first_name: 'Camille',
      last_name: 'Durand',
      email: 'camille.durand@example.fr',
      phone: '+33612345678',
      password: 'motdepasse123',
      password_confirmation: 'motdepasse123',
      roles: ['remplacant'],
      terms: true,
    })
    expect(onRegistered).not.toHaveBeenCalled()
  }, 20_000)

  it('asks for a role and the terms before sending anything', async () => {
    const sent = stubApi([])
    renderForm()
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Créer mon compte' }))
    expect(await screen.findByText('Choisissez au moins un rôle : titulaire ou remplaçant.')).toBeTruthy()
    expect(screen.getByText('Vous devez accepter les conditions d’utilisation.')).toBeTruthy()
    expect(sent).toEqual([])
  })
})
