import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { ReplacementContract } from '#shared/replacement-contract.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { ContractScreen } from './contract-screen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

function contract(overrides: Partial<ReplacementContract> = {}): ReplacementContract {
  return {
    application_id: 31,
    replacement_id: 7,
    holder: {
      id: 42,
      first_name: 'Claire',
      last_name: 'Martin',
      email: 'claire@example.fr',
      phone: null,
      street: '12 rue de la République',
      postal_code: '69001',
      commune_name: 'Lyon',
      rpps: '10005173140',
    },
    nurse: {
      id: 8,
      first_name: 'Léa',
      last_name: 'Bernard',
      email: 'lea@example.fr',
      phone: null,
      street: null,
      postal_code: null,
      commune_name: null,
      rpps: null,
      replacement_authorisation_expires_on: '2027-03-10',
    },
    commune: { insee: '69266', name: 'Villeurbanne', postal_code: '69100', department: '69', lat: 45.77, lng: 4.88 },
    days: ['2027-03-09', '2027-03-10', '2027-03-12'],
    periods: [
      { start: '2027-03-09', end: '2027-03-10' },
      { start: '2027-03-12', end: '2027-03-12' },
    ],
    shifts: ['soir', 'matin'],
    care_types: [{ slug: 'pansements', name: 'Pansements' }],
    patients_per_day: 25,
    retrocession_percent: 88,
    housing_offered: true,
    vehicle_required: true,
    software: 'Vega',
    accepted_at: '2027-02-01T10:00:00Z',
    written_contract_required: true,
    days_replaced_for_holder: 3,
    warnings: [
      { code: 'authorisation_expires', message: 'L’autorisation de remplacement de ce remplaçant expire le 10 mars 2027.' },
    ],
    ...overrides,
  }
}

const path = '/dashboard/replacements/contract/31'
// The signing panel's own answers are tested in sign-contract-dialog.test.tsx.
const notSigning = { status: 404, body: { message: 'Ressource introuvable.' } }

describe('ContractScreen', () => {
  it('fills the contract in from the offer and both profiles, leaving blanks for what is missing', async () => {
    stubApi((request) => (request.path === '/api/applications/31/contract' ? { status: 200, body: contract() } : notSigning))
    renderInDashboard(<ContractScreen id={31} />, { path })

    const document = await screen.findByRole('article', { name: 'Contrat de remplacement entre infirmiers libéraux' })
    const text = document.textContent ?? ''
    expect(text).toContain('Claire Martin, infirmier·e libéral·e, numéro RPPS 10005173140')
    expect(text).toContain('12 rue de la République, 69001 Lyon')
    expect(text).toContain('à Villeurbanne (69100) et alentour')
    expect(text).toContain('du 9 mars 2027 au 10 mars 2027')
    expect(text).toContain('le 12 mars 2027')
    expect(text).toContain('soit 3 jours de remplacement, pour les tournées : matin, soir.')
    expect(text).toContain('Le titulaire reverse au remplaçant 88 % des honoraires')
    expect(text).toContain('au moyen du logiciel Vega')
    expect(text).toContain('Le titulaire met un logement à la disposition du remplaçant')
    // Léa gave neither her RPPS nor her address: lines to fill in, read out as such.
    const parties = within(document).getByRole('region', { name: 'Entre les soussignés' })
    expect(within(parties).getAllByRole('img', { name: 'à compléter' })).toHaveLength(2)
    expect(screen.getByRole('list', { name: 'Points de vigilance' }).textContent).toContain('expire le 10 mars 2027')
    expect(await axeViolations()).toEqual([])
  })

  it('says when a written contract is only advised, and when the non-compete clause applies', async () => {
    stubApi((request) =>
      request.path === '/api/applications/31/contract'
        ? {
            status: 200,
            body: contract({ written_contract_required: false, days: ['2027-03-09'], periods: [], days_replaced_for_holder: 95 }),
          }
        : notSigning,
    )
    renderInDashboard(<ContractScreen id={31} />, { path })
    expect(await screen.findByText(/le contrat écrit n’est pas obligatoire mais reste recommandé/)).toBeTruthy()
    const clause = screen.getByRole('region', { name: 'Article 7 — Non-concurrence' })
    expect(clause.textContent).toContain('aura remplacé le titulaire 95 jours au total : cette clause s’applique')
  })

  it('keeps the ticked steps of the checklist on the device', async () => {
    stubApi((request) => (request.path === '/api/applications/31/contract' ? { status: 200, body: contract() } : notSigning))
    const first = renderInDashboard(<ContractScreen id={31} />, { path })
    const step = await screen.findByRole('checkbox', { name: /Envoyer une copie signée au conseil départemental/ })
    fireEvent.click(step)
    expect(await screen.findByText('1 étape faite sur 7, notée sur cet appareil.')).toBeTruthy()
    first.unmount()

    renderInDashboard(<ContractScreen id={31} />, { path })
    const again = await screen.findByRole('checkbox', { name: /Envoyer une copie signée au conseil départemental/ })
    expect((again as HTMLInputElement).checked).toBe(true)
  })

  it('explains why there is no contract yet', async () => {
    stubApi(() => ({ status: 409, body: { message: 'Le contrat se prépare une fois la candidature acceptée.' } }))
    renderInDashboard(<ContractScreen id={31} />, { path })
    expect(await screen.findByText('Pas de contrat à préparer')).toBeTruthy()
    expect(screen.getByText('Le contrat se prépare une fois la candidature acceptée.')).toBeTruthy()
  })
})
