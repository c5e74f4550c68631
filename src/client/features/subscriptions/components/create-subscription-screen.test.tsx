import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionKeys } from '#client/entities/session/api/current-user.ts'
import { setBrowserCookie } from '#client/lib/cookies.ts'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import type { StartSubscriptionResponse } from '#shared/subscriptions-api.ts'
import { makeUser, newQueryClient, renderInDashboard, type SentRequest, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest, setNetwork } from '#tests/unit/support/network.ts'
import { makeSubscription, remplacantPlan, titulairePlan } from '#tests/unit/support/subscription-fixtures.ts'
import { confirmationPolling } from './checkout-return.tsx'
import { CreateSubscriptionScreen, leavePage } from './create-subscription-screen.tsx'

resetAfterEachTest()
afterEach(() => vi.restoreAllMocks())

function fakeServer(start: StartSubscriptionResponse) {
  return stubApi((request: SentRequest) => {
    if (request.path === '/api/subscription') return { status: 200, body: { subscription: null } }
    if (request.path === '/api/plans') return { status: 200, body: { plans: [remplacantPlan, titulairePlan] } }
    if (request.method === 'POST' && request.path === '/api/subscriptions')
      return { status: start.kind === 'redirect' ? 200 : 201, body: start }
    return undefined
  })
}

function renderCreate(path = '/dashboard/subscriptions/create?plan=titulaire') {
  const client = newQueryClient()
  client.setQueryData(sessionKeys.currentUser(), makeUser())
  return renderInDashboard(<CreateSubscriptionScreen />, { path, client })
}

const transfer = {
  reference: 'RLV-AB12-CD34',
  amount_cents: 4900,
  currency: 'eur',
  beneficiary: 'Relève SAS',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
}

describe('/dashboard/subscriptions/create', () => {
  it('sends the member to the provider’s page with the chosen plan and an Idempotency-Key', async () => {
    const sent = fakeServer({ kind: 'redirect', url: 'https://checkout.stripe.test/c/pay/cs_1', message: 'Redirection…' })
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {})
    renderCreate()
    const card = (await screen.findByRole('heading', { name: 'Titulaire' })).closest('article') as HTMLElement
    await userEvent.click(within(card).getByRole('button', { name: 'S’abonner à Titulaire' }))
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'))
    const post = sent.find((request) => request.method === 'POST')
    expect(post?.body).toEqual({ plan_id: 2 })
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('without card payments, shows the transfer to make, clearly labelled', async () => {
    fakeServer({
      kind: 'manual',
      message: 'Votre abonnement démarrera à réception de votre virement.',
      subscription: makeSubscription({ status: 'pending', provider: 'manual', current_period_end: null, transfer }),
    })
    renderCreate()
    await userEvent.click(await screen.findByRole('button', { name: 'S’abonner à Remplaçant' }))
    expect(await screen.findByText('Votre abonnement démarrera à réception de votre virement.')).toBeTruthy()
    expect(screen.getByTestId('transfer-reference').textContent).toBe('RLV-AB12-CD34')
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Référence à indiquer',
      'Montant',
      'Bénéficiaire',
      'IBAN',
      'BIC',
    ])
    expect(screen.queryByLabelText(/carte/i)).toBeNull()
  })

  it('says paying needs the network, and sends nothing offline', async () => {
    const sent = fakeServer({ kind: 'redirect', url: 'https://checkout.stripe.test/x', message: '' })
    renderCreate()
    const button = await screen.findByRole('button', { name: 'S’abonner à Titulaire' })
    setNetwork(false)
    await userEvent.click(button)
    expect(await screen.findByText('Le paiement demande une connexion : reconnectez-vous pour vous abonner.')).toBeTruthy()
    expect(sent.some((request) => request.method === 'POST')).toBe(false)
  })

  it('back from a cancelled payment, says nothing was charged', async () => {
    fakeServer({ kind: 'redirect', url: 'https://checkout.stripe.test/x', message: '' })
    renderCreate('/dashboard/subscriptions/create?checkout=cancelled')
    expect(await screen.findByText(/Paiement annulé : aucun montant n’a été débité/)).toBeTruthy()
  })

  it('back from a paid checkout before the webhook, says the payment is being confirmed', async () => {
    fakeServer({ kind: 'redirect', url: 'https://checkout.stripe.test/x', message: '' })
    renderCreate('/dashboard/subscriptions/create?checkout=success')
    expect(await screen.findByText('Paiement en cours de confirmation…')).toBeTruthy()
  })
})

describe('back from a paid checkout', () => {
  it('asks the user again until the webhook made her subscribed, then opens her subscription', async () => {
    let calls = 0
    stubApi((request: SentRequest) => {
      if (request.path === '/api/subscription') return { status: 200, body: { subscription: null } }
      if (request.path === '/api/plans') return { status: 200, body: { plans: [titulairePlan] } }
      if (request.path === '/api/user') {
        calls++
        // The webhook lands between the first and the second question.
        const subscription =
          calls < 2
            ? null
            : {
                plan: { id: 2, slug: 'titulaire', name: 'Titulaire' },
                status: 'active',
                current_period_end: '2999-01-01T00:00:00.000Z',
                grace_ends_at: null,
                cancel_at_period_end: false,
                entitlements: ['multiple_offers'],
              }
        return { status: 200, body: makeUser({ subscription }) }
      }
      return undefined
    })
    const everyMs = confirmationPolling.everyMs
    confirmationPolling.everyMs = 20
    // GET /api/user is asked only with the signed-in hint (a visitor is known without a request).
    setBrowserCookie(SESSION_HINT_COOKIE, '1', { maxAgeSeconds: 60 })
    const view = renderCreate('/dashboard/subscriptions/create?checkout=success')
    expect(await screen.findByText('Paiement en cours de confirmation…')).toBeTruthy()
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/subscriptions'))
    expect(view.router.state.location.search).toBe('?checkout=success')
    expect(calls).toBeGreaterThanOrEqual(2)
    confirmationPolling.everyMs = everyMs
    setBrowserCookie(SESSION_HINT_COOKIE, '', { maxAgeSeconds: 0 })
  })
})
