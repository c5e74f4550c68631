import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeUser, renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { NurseProfileForm, type NurseProfileFormProps } from './nurse-profile-form.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const nurse = present(makeUser({ nurse: { id: 9, rpps: null, diploma_year: null, care_types: [], radius_km: 20 } }).nurse)

function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('no nurse')
  return value
}

function renderOnboarding(props: Partial<NurseProfileFormProps> = {}) {
  const onSaved = vi.fn(async () => {})
  renderInDashboard(
    <NurseProfileForm
      nurse={nurse}
      variant="onboarding"
      replacing={false}
      askUrgent={false}
      askPatients
      message={(code) => `«${code}»`}
      onSaved={onSaved}
      {...props}
    />,
  )
  return onSaved
}

/** The settings' own case (toasts, the authorisation notice) is tested with the account's form. */
describe('NurseProfileForm on the welcome screen', { timeout: 15_000 }, () => {
  it('offers the usual radii and sends only what it asked', async () => {
    const sent = stubApi((request) =>
      request.method === 'PUT' ? { status: 200, body: { message: 'Profil enregistré.', nurse: {} } } : undefined,
    )
    const onSaved = renderOnboarding()
    const input = userEvent.setup({ delay: null })
    await input.selectOptions(screen.getByLabelText('Rayon'), '30')
    await input.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ message: 'Profil enregistré.', nurse: {} }))
    const saved = sent.find((request) => request.method === 'PUT')
    expect(saved?.body).toEqual({
      rpps: null,
      diploma_year: null,
      care_types: [],
      zone_commune_insee: null,
      radius_km: 30,
      accepts_new_patients: false,
    })
  })

  it('checks the RPPS number when the field is left, and focuses the server’s field in error', async () => {
    stubApi((request) =>
      request.method === 'PUT'
        ? { status: 422, body: { message: 'x', code: 'validation.failed', errors: { diploma_year: ['Année impossible.'] } } }
        : undefined,
    )
    renderOnboarding()
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByLabelText(/^Numéro RPPS/))
    await input.paste('1000517')
    await input.tab()
    expect(screen.getByText('«rpps.format»')).toBeTruthy()
    await input.clear(screen.getByLabelText(/^Numéro RPPS/))
    await input.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }))
    expect(await screen.findByText('Année impossible.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Année d’obtention du diplôme/))
  })

  it('says above its button that the server did not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    renderOnboarding()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Enregistrer mon profil' }))
    expect(await screen.findByText('Relève ne répond pas. Vérifiez votre connexion et réessayez.')).toBeTruthy()
  })
})
