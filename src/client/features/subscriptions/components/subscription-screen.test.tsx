import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MemberSubscription } from '#shared/subscriptions-api.ts'
import { renderInDashboard, type SentRequest, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest, setNetwork } from '#tests/unit/support/network.ts'
import { invoice, makeSubscription, remplacantPlan, titulairePlan } from '#tests/unit/support/subscription-fixtures.ts'
import { leavePage } from './create-subscription-screen.tsx'
import { SubscriptionScreen } from './subscription-screen.tsx'

resetAfterEachTest()
afterEach(() => vi.restoreAllMocks())

function fakeServer(initial: MemberSubscription | null) {
  let subscription = initial
  return stubApi((request: SentRequest) => {
    if (request.path === '/api/subscription') return { status: 200, body: { subscription } }
    if (request.path === '/api/plans') return { status: 200, body: { plans: [remplacantPlan, titulairePlan] } }
    if (request.path === '/api/invoices') return { status: 200, body: { invoices: [invoice] } }
    if (request.path === '/api/user') return { status: 401, body: { message: 'Unauthenticated.' } }
    if (request.method === 'POST' && request.path === '/api/subscription/cancel') {
      subscription = makeSubscription({ ...subscription, cancel_at_period_end: true })
      return { status: 200, body: { message: 'Votre abonnement ne sera pas renouvelé.', subscription } }
    }
    if (request.method === 'POST' && request.path === '/api/subscription/portal')
      return { status: 200, body: { url: 'https://billing.stripe.test/session/abc' } }
    return undefined
  })
}

const status = async () => (await screen.findByTestId('subscription-status')).textContent

describe('/dashboard/subscriptions', () => {
  it('an active card subscription: next payment, the card, the invoices, cancelling after a confirmation', async () => {
    const sent = fakeServer(makeSubscription())
    renderInDashboard(<SubscriptionScreen />, { path: '/dashboard/subscriptions' })
    expect(await status()).toBe('Actif')
    expect(screen.getByText('Prochain paiement le 1er mars 2027.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: /Formule Titulaire — 49,00\s€ TTC par an/ })).toBeTruthy()
    const pdf = await screen.findByRole('link', { name: 'Télécharger la facture 2026-000007 (PDF)' })
    expect(pdf.getAttribute('href')).toBe('/api/invoices/31/pdf')

    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {})
    await userEvent.click(screen.getByRole('button', { name: 'Gérer ma carte' }))
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://billing.stripe.test/session/abc'))

    await userEvent.click(screen.getByRole('button', { name: 'Annuler mon abonnement' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(sent.some((request) => request.path === '/api/subscription/cancel')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }))
    expect(await screen.findByText('Votre abonnement ne sera pas renouvelé.')).toBeTruthy()
    const cancel = sent.find((request) => request.path === '/api/subscription/cancel')
    expect(cancel?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(await status()).toBe('Annulé en fin de période')
    expect(screen.getByText('Votre abonnement ne sera pas renouvelé : il reste actif jusqu’au 1er mars 2027.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reprendre mon abonnement' })).toBeTruthy()
  })

  it('names each status in French: trial, overdue with the grace’s end', async () => {
    fakeServer(makeSubscription({ status: 'trialing', current_period_end: '2026-03-15T00:00:00.000Z' }))
    const view = renderInDashboard(<SubscriptionScreen />, { path: '/dashboard/subscriptions' })
    expect(await status()).toBe('Essai')
    expect(screen.getByText('Essai gratuit jusqu’au 15 mars 2026, puis premier paiement.')).toBeTruthy()
    view.unmount()
    fakeServer(makeSubscription({ status: 'past_due', grace_ends_at: '2027-03-15T00:00:00.000Z' }))
    renderInDashboard(<SubscriptionScreen />, { path: '/dashboard/subscriptions' })
    expect(await status()).toBe('Paiement en retard')
    expect(screen.getByText(/le service continue jusqu’au 15 mars 2027/)).toBeTruthy()
  })

  it('a subscription paid by transfer shows the transfer to make and offers no card', async () => {
    fakeServer(
      makeSubscription({
        status: 'pending',
        provider: 'manual',
        current_period_end: null,
        transfer: {
          reference: 'RLV-AB12-CD34',
          amount_cents: 4900,
          currency: 'eur',
          beneficiary: 'Relève SAS',
          iban: 'FR76 3000 6000 0112 3456 7890 189',
          bic: 'AGRIFRPP',
        },
      }),
    )
    renderInDashboard(<SubscriptionScreen />, { path: '/dashboard/subscriptions' })
    expect(await status()).toBe('En attente de paiement')
    expect(screen.getByTestId('transfer-reference').textContent).toBe('RLV-AB12-CD34')
    expect(screen.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Gérer ma carte' })).toBeNull()
  })

  it('says a change needs the network instead of sending it offline', async () => {
    const sent = fakeServer(makeSubscription())
    renderInDashboard(<SubscriptionScreen />, { path: '/dashboard/subscriptions' })
    await status()
    setNetwork(false)
    await userEvent.click(await screen.findByRole('button', { name: /Passer à Remplaçant/ }))
    expect(await screen.findByText('Vous êtes hors ligne : reconnectez-vous pour modifier votre abonnement.')).toBeTruthy()
    expect(sent.some((request) => request.path === '/api/subscription/plan')).toBe(false)
  })

  it('back from the payment page, says the subscription is active', async () => {
    fakeServer(makeSubscription())
    renderInDashboard(<SubscriptionScreen />, { path: '/dashboard/subscriptions?checkout=success' })
    expect(await screen.findByText('Paiement confirmé : votre abonnement est actif.')).toBeTruthy()
  })
})
