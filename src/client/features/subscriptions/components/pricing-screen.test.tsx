import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionKeys } from '#client/entities/session/api/current-user.ts'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { User } from '#shared/user.ts'
import { makeUser, newQueryClient, renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest } from '#tests/unit/support/network.ts'
import { remplacantPlan, titulairePlan } from '#tests/unit/support/subscription-fixtures.ts'
import { PricingScreen } from './pricing-screen.tsx'

resetAfterEachTest()

function renderPricing(user: User | null, plans = [remplacantPlan, titulairePlan]) {
  stubApi((request) => (request.path === '/api/plans' ? { status: 200, body: { plans } } : undefined))
  const client = newQueryClient()
  client.setQueryData(sessionKeys.currentUser(), user)
  return renderInDashboard(<PricingScreen />, { path: '/pricing', client })
}

const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('article') as HTMLElement

describe('/pricing', () => {
  it('lists each plan with what it unlocks in plain words, its price TTC, interval and trial', async () => {
    renderPricing(null)
    const titulaire = await card('Titulaire')
    expect(within(titulaire).getByText('49,00 €')).toBeTruthy()
    expect(within(titulaire).getByText('TTC par an')).toBeTruthy()
    expect(within(titulaire).getByText('14 jours d’essai gratuit, sans engagement.')).toBeTruthy()
    const unlocks = within(within(titulaire).getByRole('list', { name: 'Ce que Titulaire débloque' })).getAllByRole('listitem')
    expect(unlocks.map((item) => item.textContent)).toEqual([
      'Publier plusieurs offres de remplacement en même temps',
      'Diffuser une offre urgente aux infirmiers disponibles autour de vous',
      'Publier une annonce de cession de patientèle',
      'Recevoir les alertes de vos recherches dès qu’une annonce correspond',
    ])
    const remplacant = await card('Remplaçant')
    expect(within(remplacant).getByText('25,00 €')).toBeTruthy()
    expect(within(remplacant).queryByText(/essai gratuit/)).toBeNull()
    // The plan's own lines follow the entitlements'.
    expect(within(remplacant).getByText('Support prioritaire')).toBeTruthy()
    // The fixtures' seller charges no VAT: French law wants it said.
    expect(screen.getByText(/TVA non applicable, art\. 293 B du CGI/)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Gratuit, sans abonnement' })).toBeTruthy()
    expect(screen.getByText(/n’achète jamais une meilleure place/)).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('says the VAT rate in the prices when the seller charges VAT', async () => {
    renderPricing(null, [
      { ...remplacantPlan, vat_rate_bps: 2000 },
      { ...titulairePlan, vat_rate_bps: 2000 },
    ])
    expect(await screen.findByText(/TVA à 20 % incluse/)).toBeTruthy()
    expect(screen.queryByText(/293 B/)).toBeNull()
  })

  it('leads a visitor to sign up, a member to take the plan out, a subscriber to her subscription', async () => {
    const { unmount } = renderPricing(null)
    expect(
      within(await card('Titulaire'))
        .getByRole('link', { name: 'Créer mon compte' })
        .getAttribute('href'),
    ).toBe('/register')
    unmount()
    const view = renderPricing(makeUser())
    expect(
      within(await card('Titulaire'))
        .getByRole('link', { name: 'Choisir Titulaire' })
        .getAttribute('href'),
    ).toBe('/dashboard/subscriptions/create?plan=titulaire')
    view.unmount()
    renderPricing(
      makeUser({
        subscription: {
          plan: { id: 2, slug: 'titulaire', name: 'Titulaire' },
          status: 'active',
          current_period_end: '2999-01-01T00:00:00.000Z',
          grace_ends_at: null,
          cancel_at_period_end: false,
          entitlements: ['multiple_offers'],
        },
      }),
    )
    expect(
      within(await card('Remplaçant'))
        .getByRole('link', { name: 'Voir mon abonnement' })
        .getAttribute('href'),
    ).toBe('/dashboard/subscriptions')
  })
})
