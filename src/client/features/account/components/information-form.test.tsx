import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { User } from '#shared/user.ts'
import {
  makeUser,
  renderInDashboard,
  stubApi,
  toastSpiesForEachTest,
  updatedUser,
} from '#tests/unit/support/dashboard-harness.tsx'
import { InformationForm } from './information-form.tsx'

const toasts = toastSpiesForEachTest()

const user = makeUser({ phone: '+33612345678' })

/** The form as the settings page holds it, with the fresh copy of the user arriving later. */
function Refreshing({ fresh }: { fresh: User }) {
  const [shown, setShown] = useState(user)
  return (
    <>
      <button type="button" onClick={() => setShown(fresh)}>
        Copie du serveur
      </button>
      <InformationForm user={shown} />
    </>
  )
}

describe('InformationForm', () => {
  it('saves the fields it shows and says Succès', async () => {
    const saved = makeUser({ first_name: 'Camille' })
    const sent = stubApi(() => ({ status: 200, body: { message: 'Vos informations ont été enregistrées.', user: saved } }))
    const { port } = renderInDashboard(<InformationForm user={user} />)
    expect(await axeViolations()).toEqual([])
    const input = userEvent.setup({ delay: null })
    await input.clear(screen.getByLabelText(/^Prénom/))
    await input.type(screen.getByLabelText(/^Prénom/), 'Camille')
    await input.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Succès', expect.anything()))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/users/42/update-information',
      body: { first_name: 'Camille', last_name: 'Martin', phone: '+33612345678', bio: '' },
    })
    // The user the server answered becomes the cached one.
    expect(updatedUser(port, user).first_name).toBe('Camille')
  })

  it('shows the server’s 422 errors under their fields, with the failure toast', async () => {
    stubApi(() => ({
      status: 422,
      body: {
        message: 'Le numéro de téléphone n’est pas valide.',
        errors: { phone: ['Le numéro de téléphone n’est pas valide.'] },
      },
    }))
    renderInDashboard(<InformationForm user={user} />)
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Le numéro de téléphone n’est pas valide.')).toBeTruthy()
    expect(screen.getByLabelText(/^Téléphone/).getAttribute('aria-invalid')).toBe('true')
    expect(toasts.destructive).toHaveBeenCalledWith("Une erreur est survenue lors de l'enregistrement", expect.anything())
  })

  it('asks the current password before changing the e-mail address, and says it must be confirmed', async () => {
    const sent = stubApi(() => ({ status: 200, body: { message: 'ok', user } }))
    renderInDashboard(<InformationForm user={user} />)
    const input = userEvent.setup({ delay: null })
    await input.clear(screen.getByLabelText(/^Adresse e-mail/))
    await input.type(screen.getByLabelText(/^Adresse e-mail/), 'camille@example.fr')
    expect(screen.getByText(/Nous enverrons un lien de confirmation à la nouvelle adresse/)).toBeTruthy()
    await input.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy()
    expect(sent).toHaveLength(0)
    await input.type(screen.getByLabelText(/^Mot de passe actuel/), 'un mot de passe')
    await input.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.body).toMatchObject({ email: 'camille@example.fr', current_password: 'un mot de passe' })
  })

  it('takes the server’s fresh copy when it arrives after the device’s, so a save never sends old values back', async () => {
    const sent = stubApi(() => ({ status: 200, body: { message: 'ok', user } }))
    renderInDashboard(<Refreshing fresh={makeUser({ phone: '+33699999999' })} />)
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByRole('button', { name: 'Copie du serveur' }))
    expect((screen.getByLabelText(/^Téléphone/) as HTMLInputElement).value).toBe('+33699999999')
    await input.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.body).toMatchObject({ phone: '+33699999999' })
  })

  it('keeps what the person typed when a fresh copy arrives meanwhile', async () => {
    stubApi()
    renderInDashboard(<Refreshing fresh={makeUser({ phone: '+33699999999', first_name: 'Claire-Marie' })} />)
    const input = userEvent.setup({ delay: null })
    await input.clear(screen.getByLabelText(/^Téléphone/))
    await input.type(screen.getByLabelText(/^Téléphone/), '+33700000000')
    await input.click(screen.getByRole('button', { name: 'Copie du serveur' }))
    expect((screen.getByLabelText(/^Téléphone/) as HTMLInputElement).value).toBe('+33700000000')
    expect((screen.getByLabelText(/^Prénom/) as HTMLInputElement).value).toBe('Claire')
  })
})
