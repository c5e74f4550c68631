import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { AdminPlan } from '#shared/subscriptions-api.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { PlansScreen } from './plans-screen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const plan = (id: number, overrides: Partial<AdminPlan> = {}): AdminPlan => ({
  id,
  slug: 'titulaire',
  name: 'Titulaire',
  description: '',
  features: [],
  price_cents: 4900,
  currency: 'eur',
  interval: 'year',
  trial_days: 0,
  entitlements: ['multiple_offers', 'instant_alerts'],
  vat_rate_bps: 0,
  active: true,
  stripe_price_id: null,
  position: 0,
  subscribers: 3,
  ...overrides,
})

const path = '/dashboard/admin/plans'

describe('/dashboard/admin/plans', { timeout: 20_000 }, () => {
  it('lists the plans, retired ones too, and passes axe', async () => {
    stubApi(({ path: sent }) =>
      sent === '/api/admin/plans'
        ? {
            status: 200,
            body: {
              plans: [
                plan(1, { stripe_price_id: 'price_abc' }),
                plan(2, { slug: 'ancien', name: 'Ancien', active: false, interval: 'month', price_cents: 500 }),
              ],
            },
          }
        : undefined,
    )
    const { container } = renderInDashboard(<PlansScreen />, { path })
    const first = (await screen.findByText('Titulaire')).closest('tr') as HTMLElement
    expect(first.textContent).toContain('49,00')
    expect(first.textContent).toContain('par an')
    expect(first.textContent).toContain('price_abc')
    expect(first.textContent).toContain('Active')
    const second = screen.getByText('Ancien').closest('tr') as HTMLElement
    expect(second.textContent).toContain('Désactivée')
    expect(second.textContent).toContain('par mois')
    expect(await axeViolations(container)).toEqual([])
  })

  it('creates a plan: euros with a comma become cents, the ticked entitlements go in the list’s order', async () => {
    const sent = stubApi(({ method, path: sent, body }) => {
      if (method === 'GET' && sent === '/api/admin/plans') return { status: 200, body: { plans: [] } }
      if (method === 'POST' && sent === '/api/admin/plans')
        return { status: 201, body: plan(9, { ...(body as Partial<AdminPlan>), subscribers: 0 }) }
      return undefined
    })
    renderInDashboard(<PlansScreen />, { path })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Nouvelle formule' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle formule' })
    await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Cabinet groupé')
    expect((within(dialog).getByRole('textbox', { name: /^Identifiant/ }) as HTMLInputElement).value).toBe('cabinet-groupe')
    await user.type(within(dialog).getByRole('textbox', { name: /^Prix TTC/ }), '59,90')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Périodicité/ }), 'month')
    await user.clear(within(dialog).getByRole('textbox', { name: /^Jours d’essai/ }))
    await user.type(within(dialog).getByRole('textbox', { name: /^Jours d’essai/ }), '14')
    await user.click(within(dialog).getByRole('checkbox', { name: /alertes de vos recherches/ }))
    await user.click(within(dialog).getByRole('checkbox', { name: /plusieurs offres/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Créer la formule' }))

    await waitFor(() => expect(sent.find((request) => request.method === 'POST')).toBeDefined())
    const post = sent.find((request) => request.method === 'POST')
    expect(post?.body).toEqual({
      slug: 'cabinet-groupe',
      name: 'Cabinet groupé',
      description: '',
      price_cents: 5990,
      interval: 'month',
      trial_days: 14,
      entitlements: ['multiple_offers', 'instant_alerts'],
      stripe_price_id: null,
      active: true,
    })
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouvelle formule' })).toBeNull())
  })

  it('refuses a plan without entitlement or with a bad price in the browser, nothing sent', async () => {
    const sent = stubApi(({ path: sent }) => (sent === '/api/admin/plans' ? { status: 200, body: { plans: [] } } : undefined))
    renderInDashboard(<PlansScreen />, { path })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Nouvelle formule' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle formule' })
    await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Essai')
    await user.type(within(dialog).getByRole('textbox', { name: /^Prix TTC/ }), '12,345')
    await user.click(within(dialog).getByRole('button', { name: 'Créer la formule' }))
    expect(await within(dialog).findByText(/Indiquez le prix TTC en euros/)).toBeTruthy()
    expect(within(dialog).getByText('Une formule débloque au moins un avantage.')).toBeTruthy()
    expect(sent.some((request) => request.method === 'POST')).toBe(false)
  })

  it('shows the server’s refusal under its field and keeps everything typed', async () => {
    stubApi(({ method, path: sent }) => {
      if (method === 'GET' && sent === '/api/admin/plans') return { status: 200, body: { plans: [plan(1)] } }
      if (method === 'POST')
        return {
          status: 422,
          body: {
            message: 'Les données sont invalides.',
            code: 'validation.failed',
            errors: { slug: ['Une formule porte déjà cet identifiant.'] },
          },
        }
      return undefined
    })
    renderInDashboard(<PlansScreen />, { path })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Nouvelle formule' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle formule' })
    await user.type(within(dialog).getByRole('textbox', { name: /^Nom/ }), 'Titulaire')
    await user.type(within(dialog).getByRole('textbox', { name: /^Prix TTC/ }), '49')
    await user.type(within(dialog).getByRole('textbox', { name: /^Prix Stripe/ }), 'price_123')
    await user.click(within(dialog).getByRole('checkbox', { name: /cession/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Créer la formule' }))
    expect(await within(dialog).findByText('Une formule porte déjà cet identifiant.')).toBeTruthy()
    expect((within(dialog).getByRole('textbox', { name: /^Nom/ }) as HTMLInputElement).value).toBe('Titulaire')
    expect((within(dialog).getByRole('textbox', { name: /^Prix TTC/ }) as HTMLInputElement).value).toBe('49')
    expect((within(dialog).getByRole('textbox', { name: /^Prix Stripe/ }) as HTMLInputElement).value).toBe('price_123')
    expect((within(dialog).getByRole('checkbox', { name: /cession/ }) as HTMLInputElement).checked).toBe(true)
  })

  it('edits a plan: its fields as they are, then a PATCH without the identifier nor the periodicity', async () => {
    const sent = stubApi(({ method, path: sent, body }) => {
      if (method === 'GET' && sent === '/api/admin/plans') return { status: 200, body: { plans: [plan(1)] } }
      if (method === 'PATCH' && sent === '/api/admin/plans/1') return { status: 200, body: plan(1, body as Partial<AdminPlan>) }
      return undefined
    })
    renderInDashboard(<PlansScreen />, { path })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Modifier la formule Titulaire' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la formule Titulaire' })
    const price = within(dialog).getByRole('textbox', { name: /^Prix TTC/ }) as HTMLInputElement
    expect(price.value).toBe('49,00')
    expect((within(dialog).getByRole('checkbox', { name: /plusieurs offres/ }) as HTMLInputElement).checked).toBe(true)
    expect(within(dialog).queryByRole('textbox', { name: /^Identifiant/ })).toBeNull()
    await user.clear(price)
    await user.type(price, '39,5')
    await user.click(within(dialog).getByRole('checkbox', { name: /plusieurs offres/ }))
    await user.click(within(dialog).getByRole('checkbox', { name: /En vente/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(sent.find((request) => request.method === 'PATCH')).toBeDefined())
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Titulaire',
      description: '',
      price_cents: 3950,
      trial_days: 0,
      entitlements: ['instant_alerts'],
      stripe_price_id: null,
      active: false,
    })
  })
})
