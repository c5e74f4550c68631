import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { ReplacementContract } from '#shared/replacement-contract.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { makeApplicant, makeApplication, makeOffer } from '#tests/unit/support/replacement-fixtures.ts'
import { ApplicantCard } from './applications/applicants-card.tsx'
import { AppliedScreen } from './applications/applied-screen.tsx'
import { ContractScreen } from './contract/contract-screen.tsx'
import { ReplacementDetail } from './replacement-detail.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const claire = { email: 'claire@example.fr', phone: '+33612345678' }
const lea = { email: 'lea@example.fr', phone: '+33798765432' }
const offer = makeOffer({ status: 'filled', published_at: '2026-11-20T10:00:00Z' })

function contactOf(name: string) {
  return screen.getByRole('region', { name: `Pour joindre ${name}` })
}

describe('the other nurse’s phone and e-mail, once accepted', () => {
  it('shows the holder an accepted applicant’s phone and e-mail, and nothing for a pending one', async () => {
    stubApi()
    const accepted = makeApplication({ status: 'accepted', applicant: makeApplicant({ contact: lea }) })
    const { unmount } = renderInDashboard(<ApplicantCard application={accepted} offer={offer} />, { path: '/x' })
    const box = contactOf('Léa Petit')
    expect(within(box).getByRole('link', { name: '07 98 76 54 32' }).getAttribute('href')).toBe('tel:+33798765432')
    expect(within(box).getByRole('link', { name: 'lea@example.fr' }).getAttribute('href')).toBe('mailto:lea@example.fr')
    expect(await axeViolations()).toEqual([])
    unmount()

    renderInDashboard(<ApplicantCard application={makeApplication({ status: 'pending' })} offer={offer} />, { path: '/x' })
    expect(screen.queryByRole('region', { name: /Pour joindre/ })).toBeNull()
  })

  it('shows the accepted nurse the holder’s phone and e-mail on the offer', async () => {
    stubApi()
    const mine = makeOffer({ ...offer, my_application: { id: 301, status: 'accepted' }, author_contact: claire })
    renderInDashboard(<ReplacementDetail replacement={mine} viewerId={51} />, { path: '/x' })
    const box = contactOf('Claire Martin')
    expect(within(box).getByRole('link', { name: '06 12 34 56 78' })).toBeTruthy()
    expect(within(box).getByRole('link', { name: 'claire@example.fr' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('shows them in Mes candidatures beside the accepted application, and says when no phone is given', async () => {
    const accepted = makeApplication({
      id: 301,
      status: 'accepted',
      replacement: makeOffer({ ...offer, author_contact: { email: 'claire@example.fr', phone: null } }),
    })
    stubApi((request) =>
      request.path.startsWith('/api/applications/me')
        ? { status: 200, body: { applications: [accepted], count: 1 } }
        : { status: 200, body: { care_types: [] } },
    )
    renderInDashboard(<AppliedScreen />, { path: '/dashboard/replacements/applied' })
    const box = await screen.findByRole('region', { name: 'Pour joindre Claire Martin' })
    expect(within(box).getByText('Téléphone non renseigné')).toBeTruthy()
    expect(within(box).getByRole('link', { name: 'claire@example.fr' })).toBeTruthy()
  })

  it('lists both parties’ phone and e-mail with the contract', async () => {
    const contract: ReplacementContract = {
      application_id: 31,
      replacement_id: 7,
      holder: {
        id: 42,
        first_name: 'Claire',
        last_name: 'Martin',
        ...claire,
        street: null,
        postal_code: null,
        commune_name: null,
        rpps: null,
      },
      nurse: {
        id: 8,
        first_name: 'Léa',
        last_name: 'Bernard',
        ...lea,
        street: null,
        postal_code: null,
        commune_name: null,
        rpps: null,
        replacement_authorisation_expires_on: null,
      },
      commune: { insee: '69266', name: 'Villeurbanne', postal_code: '69100', department: '69', lat: 45.77, lng: 4.88 },
      days: ['2027-03-09'],
      periods: [{ start: '2027-03-09', end: '2027-03-09' }],
      shifts: ['matin'],
      care_types: [],
      patients_per_day: null,
      retrocession_percent: 88,
      housing_offered: false,
      vehicle_required: false,
      software: null,
      accepted_at: '2027-02-01T10:00:00Z',
      written_contract_required: false,
      days_replaced_for_holder: 1,
      warnings: [],
    }
    // The signing panel's answers are tested in contract/sign-contract-dialog.test.tsx.
    stubApi((request) =>
      request.path === '/api/applications/31/contract'
        ? { status: 200, body: contract }
        : { status: 404, body: { message: 'Ressource introuvable.' } },
    )
    renderInDashboard(<ContractScreen id={31} />, { path: '/dashboard/replacements/contract/31' })
    const holder = await screen.findByRole('region', { name: 'Pour joindre Claire Martin' })
    expect(within(holder).getByRole('link', { name: '06 12 34 56 78' })).toBeTruthy()
    expect(within(contactOf('Léa Bernard')).getByRole('link', { name: 'lea@example.fr' })).toBeTruthy()
  })
})
