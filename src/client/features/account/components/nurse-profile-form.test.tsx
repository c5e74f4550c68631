import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  makeUser,
  type Responder,
  renderInDashboard,
  stubApi,
  toastSpiesForEachTest,
} from '#tests/unit/support/dashboard-harness.tsx'
import { NurseProfileForm } from './nurse-profile-form.tsx'

const toasts = toastSpiesForEachTest()

/** One paste instead of a keystroke each: the form is large, and CPUs are shared. */
async function fill(input: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await input.click(field)
  await input.paste(text)
}

const careTypes = [
  { id: 1, slug: 'pansements', name: 'Pansements', category: 'technique', description: null, position: 1 },
  { id: 2, slug: 'plaies-chroniques', name: 'Plaies chroniques', category: 'technique', description: null, position: 2 },
]
/** The form asks GET /api/care-types for its choices; the tests look at what it sends. */
const withCareTypes =
  (answer?: Responder): Responder =>
  (request) =>
    request.path === '/api/care-types' ? { status: 200, body: { care_types: careTypes } } : answer?.(request)
const changes = (sent: Array<{ method: string }>) => sent.filter((request) => request.method !== 'GET')

const nurse = { id: 9, rpps: null, diploma_year: null, care_types: [], radius_km: 20 }

describe('NurseProfileForm', { timeout: 15_000 }, () => {
  it('refuses an RPPS number whose check digit is wrong before sending anything', async () => {
    const sent = stubApi(withCareTypes())
    renderInDashboard(<NurseProfileForm user={makeUser({ nurse })} />)
    const input = userEvent.setup({ delay: null })
    await fill(input, screen.getByLabelText(/^Numéro RPPS/), '10005173141')
    await input.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Ce numéro RPPS n’est pas valide : vérifiez-le sur votre carte CPS.')).toBeTruthy()
    await input.clear(screen.getByLabelText(/^Numéro RPPS/))
    await fill(input, screen.getByLabelText(/^Numéro RPPS/), '1000517')
    await input.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Le numéro RPPS compte 11 chiffres.')).toBeTruthy()
    expect(changes(sent)).toEqual([])
  })

  it('saves a valid profile to PUT /api/nurses/{id} and refreshes the user', async () => {
    const sent = stubApi(
      withCareTypes(() => ({ status: 200, body: { message: 'Votre profil infirmier est enregistré.', nurse: {} } })),
    )
    const { port } = renderInDashboard(<NurseProfileForm user={makeUser({ nurse })} />)
    const input = userEvent.setup({ delay: null })
    // A care type the admins added is offered under its name once the list is known.
    await input.click(await screen.findByRole('checkbox', { name: 'Plaies chroniques' }))
    await fill(input, screen.getByLabelText(/^Numéro RPPS/), '1000 5173 140')
    await fill(input, screen.getByLabelText(/^Année du diplôme/), '2015')
    await input.click(screen.getByRole('checkbox', { name: 'Pansements' }))
    await input.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Succès', expect.anything()))
    const [saved] = changes(sent) as typeof sent
    expect(saved).toMatchObject({ method: 'PUT', path: '/api/nurses/9' })
    expect(saved?.body).toMatchObject({
      rpps: '1000 5173 140',
      diploma_year: 2015,
      care_types: ['plaies-chroniques', 'pansements'],
      radius_km: 20,
    })
    expect(port.refresh).toHaveBeenCalled()
  })

  it('asks replacement nurses for their authorisation and warns when it ends within 60 days', async () => {
    stubApi(withCareTypes())
    const soon = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    const replacement = makeUser({
      roles: ['remplacant'],
      active_role: 'remplacant',
      nurse: { ...nurse, replacement_authorisation_expires_on: soon },
    })
    renderInDashboard(<NurseProfileForm user={replacement} />)
    expect(screen.getByLabelText(/^Fin de validité de votre autorisation de remplacement/)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toMatch(/expire dans (19|20) jours/)
  })

  it('shows the server’s field errors', async () => {
    stubApi(
      withCareTypes(() => ({
        status: 422,
        body: { message: 'x', errors: { radius_km: ['Le rayon d’intervention doit être compris entre 1 et 200 km.'] } },
      })),
    )
    renderInDashboard(<NurseProfileForm user={makeUser({ nurse })} />)
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Le rayon d’intervention doit être compris entre 1 et 200 km.')).toBeTruthy()
  })
})
