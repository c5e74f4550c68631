import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { makeUser, renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { AddressForm } from './address-form.tsx'

const toasts = toastSpiesForEachTest()

const saintMalo = { insee: '35288', name: 'Saint-Malo', postal_code: '35400', department: '35', lat: 48.6, lng: -2 }

function communesApi(saved: object = { message: 'ok', user: makeUser() }) {
  return stubApi((request) => {
    if (request.path.startsWith('/api/communes')) return { status: 200, body: { communes: [saintMalo] } }
    if (request.method === 'PUT') return { status: 200, body: saved }
    return undefined
  })
}

describe('AddressForm', { timeout: 15_000 }, () => {
  it('finds the commune as the user types (debounced), shows "Nom (code postal)" and saves its code and postal code', async () => {
    const sent = communesApi()
    renderInDashboard(<AddressForm user={makeUser()} />)
    const input = userEvent.setup({ delay: null })
    await input.type(screen.getByLabelText(/^Numéro et rue/), '3 rue de la Pie')
    await input.type(screen.getByRole('combobox', { name: /Commune/ }), 'st mal')
    const option = await screen.findByRole('option', { name: 'Saint-Malo (35400)' })
    // One search for the whole word, not one per letter.
    expect(sent.filter((r) => r.path.startsWith('/api/communes'))).toHaveLength(1)
    expect(sent[0]?.path).toBe('/api/communes?q=st+mal&limit=10')
    expect(await axeViolations()).toEqual([])
    await input.click(option)
    await input.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Succès', expect.anything()))
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/users/42/update-address',
      body: { street: '3 rue de la Pie', postal_code: '35400', commune_insee: '35288' },
    })
  })

  it('says to wait, not to check the connection, when the communes answer 429', async () => {
    const message = 'Trop de recherches en peu de temps. Patientez un instant, puis réessayez.'
    stubApi((request) =>
      request.path.startsWith('/api/communes') ? { status: 429, body: { message, code: 'rate_limit.search' } } : undefined,
    )
    renderInDashboard(<AddressForm user={makeUser()} />)
    await userEvent.setup({ delay: null }).type(screen.getByRole('combobox', { name: /Commune/ }), 'st mal')
    expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.queryByText(/Vérifiez votre connexion/)).toBeNull()
  })

  it('asks for a postal code when the whole city is picked, before sending', async () => {
    const lyon = { insee: '69123', name: 'Lyon', postal_code: '', department: '69', lat: 45.76, lng: 4.84 }
    const sent = stubApi((request) =>
      request.path.startsWith('/api/communes') ? { status: 200, body: { communes: [lyon] } } : undefined,
    )
    renderInDashboard(<AddressForm user={makeUser()} />)
    const input = userEvent.setup({ delay: null })
    await input.type(screen.getByRole('combobox', { name: /Commune/ }), 'lyon')
    await input.click(await screen.findByRole('option', { name: 'Lyon' }))
    await input.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(
      await screen.findByText('Pour une adresse, il faut le code postal : tapez-le, ou choisissez l’arrondissement.'),
    ).toBeTruthy()
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([])
  })

  it('asks for a commune of the list before sending', async () => {
    const sent = communesApi()
    renderInDashboard(<AddressForm user={makeUser()} />)
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Indiquez votre commune.')).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('shows the server’s error on the commune', async () => {
    stubApi(() => ({
      status: 422,
      body: { message: 'x', errors: { postal_code: ['Ce code postal n’est pas celui de la commune.'] } },
    }))
    renderInDashboard(
      <AddressForm user={makeUser({ commune_insee: '35288', commune_name: 'Saint-Malo', postal_code: '35400' })} />,
    )
    expect((screen.getByRole('combobox', { name: /Commune/ }) as HTMLInputElement).value).toBe('Saint-Malo (35400)')
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Ce code postal n’est pas celui de la commune.')).toBeTruthy()
    expect(toasts.destructive).toHaveBeenCalled()
  })
})
