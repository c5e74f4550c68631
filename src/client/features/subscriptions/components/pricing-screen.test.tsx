import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { sessionKeys } from '#client/entities/session/api/current-user.ts'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import { renderPricingPlansHtml } from '#shared/pricing-html.ts'
import { pricingTextsFr } from '#shared/pricing-texts-fr.ts'
import { entitlements } from '#shared/subscriptions.ts'
import type { User } from '#shared/user.ts'
import { makeUser, newQueryClient, renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest } from '#tests/unit/support/network.ts'
import { remplacantPlan, titulairePlan } from '#tests/unit/support/subscription-fixtures.ts'
import { resetPricingDocumentRead, usePricingTexts } from './pricing-plans.tsx'
import { PricingScreen } from './pricing-screen.tsx'

resetAfterEachTest()

let planRequests = 0
beforeEach(() => {
  resetPricingDocumentRead()
  planRequests = 0
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

function renderPricing(user: User | null, plans = [remplacantPlan, titulairePlan]) {
  stubApi((request) => {
    if (request.path !== '/api/plans') return undefined
    planRequests++
    return { status: 200, body: { plans } }
  })
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

/** The page as the server sent it: prerendered for /pricing, the plans written in (a guest's buttons). */
function servedPage(plansHtml: string) {
  window.history.replaceState(null, '', '/pricing')
  const root = document.createElement('div')
  root.id = 'root'
  root.dataset.prerendered = '/pricing'
  root.innerHTML = `<div data-pricing-plans="">${plansHtml}</div>`
  document.body.append(root)
}

describe('/pricing served with its plans (prerendered, docs/decisions/010)', () => {
  it('keeps the plans the server wrote into the page, without asking the API', async () => {
    servedPage(renderPricingPlansHtml([{ ...titulairePlan, name: 'Écrite par le serveur' }], pricingTextsFr))
    const view = renderPricing(null)
    const written = (await within(view.container).findByRole('heading', { name: 'Écrite par le serveur' })).closest('article')
    if (!written) throw new Error('no card')
    expect(within(written).getByRole('link', { name: 'Créer mon compte' }).getAttribute('href')).toBe('/register')
    expect(planRequests).toBe(0)
  })

  it('gives a member the buttons to take a plan out, from the plans asked once hydrated', async () => {
    servedPage(renderPricingPlansHtml([titulairePlan], pricingTextsFr))
    const view = renderPricing(makeUser())
    const link = await within(view.container).findByRole('link', { name: 'Choisir Titulaire' })
    expect(link.getAttribute('href')).toBe('/dashboard/subscriptions/create?plan=titulaire')
    expect(planRequests).toBe(1)
  })

  it('follows a plan’s link inside the app', async () => {
    stubApi((request) => (request.path === '/api/plans' ? { status: 200, body: { plans: [titulairePlan] } } : undefined))
    const client = newQueryClient()
    client.setQueryData(sessionKeys.currentUser(), null)
    const router = createMemoryRouter(
      [
        { path: '/pricing', element: <PricingScreen /> },
        { path: '/register', element: <h1>Inscription</h1> },
      ],
      { initialEntries: ['/pricing'] },
    )
    renderUi(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    await userEvent.click(within(await card('Titulaire')).getByRole('link', { name: 'Créer mon compte' }))
    expect(await screen.findByRole('heading', { name: 'Inscription' })).toBeTruthy()
  })
})

describe('the server’s French texts of the plans', () => {
  it('are the client’s French word for word (the page hydrates the server’s markup)', () => {
    const { result } = renderHook(() => usePricingTexts(), {
      wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    })
    const plans = [
      { ...titulairePlan, entitlements: [...entitlements], interval: 'month' as const, vat_rate_bps: 2000 },
      { ...remplacantPlan, trial_days: 30 },
    ]
    for (const viewer of ['guest', 'member', 'subscribed'] as const) {
      expect(renderPricingPlansHtml(plans, result.current, viewer)).toBe(renderPricingPlansHtml(plans, pricingTextsFr, viewer))
    }
    expect(renderPricingPlansHtml([], result.current)).toBe(renderPricingPlansHtml([], pricingTextsFr))
  })
})
