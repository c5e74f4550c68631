import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { AdminPlan, AdminSubscription, AdminSubscriptionDetail } from '#shared/subscriptions-api.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { SubscriptionDetailScreen } from './subscription-detail-screen.tsx'
import { SubscriptionsScreen } from './subscriptions-screen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const plans: AdminPlan[] = [
  {
    id: 2,
    slug: 'titulaire',
    name: 'Titulaire',
    description: '',
    features: [],
    price_cents: 4900,
    currency: 'eur',
    interval: 'year',
    trial_days: 0,
    entitlements: ['multiple_offers'],
    vat_rate_bps: 0,
    active: true,
    stripe_price_id: null,
    position: 0,
    subscribers: 1,
  },
]

const row = (id: number, overrides: Partial<AdminSubscription> = {}): AdminSubscription => ({
  id,
  user: { id: 7, email: 'claire@example.fr', name: 'Claire Martin' },
  plan: { id: 2, slug: 'titulaire', name: 'Titulaire' },
  status: 'pending',
  provider: 'manual',
  manual_reference: 'RLV-AB12-CD34',
  current_period_start: null,
  current_period_end: null,
  grace_ends_at: null,
  cancel_at_period_end: false,
  created_at: '2026-11-20T09:00:00.000Z',
  paid_cents: 0,
  ...overrides,
})

const apiParams = (path: string | undefined) => Object.fromEntries(new URLSearchParams(path?.split('?')[1]))
const plansAnswer = { status: 200, body: { plans } }

describe('/dashboard/admin/subscriptions', { timeout: 20_000 }, () => {
  it('loads the list with the filters of the address, the CSV carrying them, and passes axe', async () => {
    const sent = stubApi(({ path }) => {
      if (path === '/api/admin/plans') return plansAnswer
      if (path.startsWith('/api/admin/subscriptions?'))
        return { status: 200, body: { subscriptions: [row(1), row(2, { status: 'active', provider: 'stripe' })], count: 2 } }
      return undefined
    })
    const { container } = renderInDashboard(<SubscriptionsScreen />, {
      path: '/dashboard/admin/subscriptions?status=pending&provider=manual&page=2',
    })
    const link = await screen.findByRole('link', { name: 'Abonnement n° 1' })
    expect(link.getAttribute('href')).toBe('/dashboard/admin/subscriptions/1')
    const list = sent.find((request) => request.path.startsWith('/api/admin/subscriptions?'))
    expect(apiParams(list?.path)).toEqual({ status: 'pending', provider: 'manual', page: '2', perPage: '15' })
    const first = link.closest('tr') as HTMLElement
    expect(first.textContent).toContain('En attente de paiement')
    expect(first.textContent).toContain('Virement')
    expect(first.textContent).toContain('RLV-AB12-CD34')
    expect((screen.getByRole('link', { name: 'Abonnement n° 2' }).closest('tr') as HTMLElement).textContent).toContain(
      'Carte (Stripe)',
    )
    expect(screen.getByRole('link', { name: 'Exporter (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/subscriptions/export.csv?status=pending&provider=manual',
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it('writes the filters in the address, back to page 1, and the CSV follows', async () => {
    const sent = stubApi(({ path }) => {
      if (path === '/api/admin/plans') return plansAnswer
      if (path.startsWith('/api/admin/subscriptions?')) return { status: 200, body: { subscriptions: [row(1)], count: 40 } }
      return undefined
    })
    const { router } = renderInDashboard(<SubscriptionsScreen />, { path: '/dashboard/admin/subscriptions?page=3' })
    await screen.findByRole('link', { name: 'Abonnement n° 1' })
    await screen.findByRole('option', { name: 'Titulaire' })
    const user = userEvent.setup({ delay: null })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'active')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Formule' }), '2')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paiement' }), 'manual')
    await user.type(screen.getByRole('searchbox', { name: 'Nom, e-mail ou référence' }), 'martin')
    await user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=active&plan_id=2&provider=manual&q=martin'))
    await waitFor(() =>
      expect(apiParams(sent.at(-1)?.path)).toEqual({
        status: 'active',
        plan_id: '2',
        provider: 'manual',
        q: 'martin',
        page: '1',
        perPage: '15',
      }),
    )
    expect(screen.getByRole('link', { name: 'Exporter (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/subscriptions/export.csv?status=active&plan_id=2&provider=manual&q=martin',
    )
  })
})

const detail = (overrides: Partial<AdminSubscription> = {}): AdminSubscriptionDetail => ({
  subscription: row(5, overrides),
  payments: [],
})

function renderDetail() {
  return renderInDashboard(
    <Routes>
      <Route path="/dashboard/admin/subscriptions/:id" element={<SubscriptionDetailScreen />} />
    </Routes>,
    { path: '/dashboard/admin/subscriptions/5' },
  )
}

describe('/dashboard/admin/subscriptions/:id', { timeout: 20_000 }, () => {
  it('marks a transfer received after a confirmation, then shows the period and the invoice', async () => {
    let paid = false
    const sent = stubApi(({ method, path }) => {
      if (path === '/api/admin/plans') return plansAnswer
      if (method === 'GET' && path === '/api/admin/subscriptions/5')
        return {
          status: 200,
          body: paid
            ? {
                subscription: row(5, {
                  status: 'active',
                  current_period_start: '2026-11-20T11:00:00.000Z',
                  current_period_end: '2027-11-20T11:00:00.000Z',
                  paid_cents: 4900,
                }),
                payments: [
                  {
                    id: 1,
                    amount_cents: 4900,
                    vat_cents: 0,
                    currency: 'eur',
                    paid_at: '2026-11-20T11:00:00.000Z',
                    provider: 'manual',
                    provider_payment_id: 'VIR-2026-118',
                    period_start: '2026-11-20T11:00:00.000Z',
                    period_end: '2027-11-20T11:00:00.000Z',
                    recorded_by: 1,
                    invoice: { id: 3, number: '2026-000003' },
                  },
                ],
              }
            : detail(),
        }
      if (method === 'POST' && path === '/api/admin/subscriptions/5/payments') {
        paid = true
        return {
          status: 201,
          body: {
            message: 'Le paiement est enregistré et la facture n° 2026-000003 est émise.',
            invoice: { id: 3, number: '2026-000003' },
          },
        }
      }
      return undefined
    })
    renderDetail()
    await screen.findByRole('heading', { level: 1, name: 'Abonnement n° 5 — Claire Martin (claire@example.fr)' })
    expect(screen.getByText('Aucun paiement pour l’instant.')).toBeTruthy()
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Marquer un paiement reçu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Marquer un paiement reçu' })
    expect(within(dialog).getByText(/RLV-AB12-CD34/)).toBeTruthy()
    const amount = within(dialog).getByRole('textbox', { name: /^Montant reçu/ }) as HTMLInputElement
    await waitFor(() => expect(amount.value).toBe('49,00'))
    fireEvent.change(within(dialog).getByLabelText(/^Date de réception/), { target: { value: '2026-11-20' } })
    await user.type(within(dialog).getByRole('textbox', { name: /^Référence du virement/ }), 'VIR-2026-118')
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }))

    // The confirmation says what will happen; nothing is sent before it.
    expect(await within(dialog).findByText(/La période de l’abonnement commence ou est prolongée/)).toBeTruthy()
    expect(within(dialog).getByText(/49,00/)).toBeTruthy()
    expect(sent.some((request) => request.method === 'POST')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le paiement' }))

    await waitFor(() => expect(sent.find((request) => request.method === 'POST')).toBeDefined())
    const post = sent.find((request) => request.method === 'POST')
    expect(post?.body).toEqual({ amount_cents: 4900, paid_on: '2026-11-20', reference: 'VIR-2026-118' })
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/)
    expect(
      await screen.findByText(/Le paiement est enregistré et la facture n° 2026-000003 est émise\. La période court jusqu’au/),
    ).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Facture n° 2026-000003' })).toBeTruthy()
    expect(screen.getByTestId('admin-subscription-status').textContent).toBe('Actif')
  })

  it('refused by the server, the dialog goes back to the fields as typed, the sentence under its field', async () => {
    stubApi(({ method, path }) => {
      if (path === '/api/admin/plans') return plansAnswer
      if (method === 'GET' && path === '/api/admin/subscriptions/5') return { status: 200, body: detail() }
      if (method === 'POST')
        return {
          status: 422,
          body: {
            message: 'Les données sont invalides.',
            code: 'validation.failed',
            errors: { paid_on: ['La date de réception ne peut pas être dans le futur.'] },
          },
        }
      return undefined
    })
    renderDetail()
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Marquer un paiement reçu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Marquer un paiement reçu' })
    const amount = within(dialog).getByRole('textbox', { name: /^Montant reçu/ })
    await user.clear(amount)
    await user.type(amount, '25,5')
    await user.type(within(dialog).getByRole('textbox', { name: /^Référence du virement/ }), 'VIR-9')
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Confirmer le paiement' }))
    expect(await within(dialog).findByText('La date de réception ne peut pas être dans le futur.')).toBeTruthy()
    expect((within(dialog).getByRole('textbox', { name: /^Montant reçu/ }) as HTMLInputElement).value).toBe('25,5')
    expect((within(dialog).getByRole('textbox', { name: /^Référence du virement/ }) as HTMLInputElement).value).toBe('VIR-9')
  })

  it('offers no transfer to mark on a card subscription', async () => {
    stubApi(({ path }) => {
      if (path === '/api/admin/plans') return plansAnswer
      if (path === '/api/admin/subscriptions/5')
        return { status: 200, body: detail({ provider: 'stripe', status: 'active', manual_reference: null }) }
      return undefined
    })
    renderDetail()
    await screen.findByRole('heading', { level: 1, name: /^Abonnement n° 5/ })
    expect(screen.queryByRole('button', { name: 'Marquer un paiement reçu' })).toBeNull()
  })
})
