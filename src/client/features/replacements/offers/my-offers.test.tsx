import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { Replacement } from '#shared/replacements.ts'
import { newQueryClient, renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { makeOffer, saintMalo } from '#tests/unit/support/replacement-fixtures.ts'
import type { MyOffersTab } from '../offer-links.ts'
import { replacementKeys, replacementMutationKeys } from '../query-keys.ts'
import { MyOffers } from './my-offers.tsx'
import { type CreateDraftVariables, offerDraftMutationDefaults } from './offer-api.ts'

// Registered before the harness's teardown, so it runs after the unmount (afterEach hooks run last registered first).
afterEach(() => {
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})
const toasts = toastSpiesForEachTest()

const draft = makeOffer({ id: 6, status: 'draft', commune: { ...saintMalo, name: 'Dinard', insee: '35093' } })
const published = makeOffer({ id: 8, status: 'published', applications_count: 3, published_at: '2026-11-20T11:00:00Z' })
const filled = makeOffer({ id: 9, status: 'filled', applications_count: 2 })
const cancelled = makeOffer({ id: 10, status: 'cancelled' })
const expired = makeOffer({ id: 11, status: 'expired' })
const mine = [draft, published, filled, cancelled, expired]

function Screen({ start = 'published' }: { start?: MyOffersTab }) {
  const [tab, setTab] = useState<MyOffersTab>(start)
  return <MyOffers tab={tab} onTabChange={setTab} createHref="/dashboard/replacements/create" />
}

function api(
  offers: Replacement[],
  write: (method: string, path: string, body: unknown) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  return stubApi((request) => {
    if (request.method === 'GET' && request.path.startsWith('/api/replacements/me'))
      return { status: 200, body: { replacements: offers, count: offers.length } }
    if (request.method !== 'GET') return write(request.method, request.path, request.body)
    return undefined
  })
}

const user = () => userEvent.setup({ delay: null })

describe('MyOffers (/dashboard/replacements/me)', { timeout: 30_000 }, () => {
  it('groups the offers by status, with their applications and what can be done', async () => {
    api(mine)
    renderInDashboard(<Screen />, { path: '/dashboard/replacements/me' })
    const tabs = await screen.findByRole('tablist', { name: 'Mes offres par statut' })
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Publiées \(1\)/ })).toBeTruthy())
    expect(within(tabs).getByRole('tab', { name: /Brouillons \(1\)/ })).toBeTruthy()
    expect(within(tabs).getByRole('tab', { name: /Annulées ou expirées \(2\)/ })).toBeTruthy()
    const card = screen.getByRole('heading', { name: /Saint-Malo/ }).closest('article') as HTMLElement
    expect(within(card).getByRole('link', { name: '3 candidatures' }).getAttribute('href')).toBe(
      '/dashboard/replacements/detail/8/list',
    )
    expect(
      within(card)
        .getByRole('link', { name: /Modifier l’offre de Saint-Malo/ })
        .getAttribute('href'),
    ).toBe('/dashboard/replacements/create?id=8')
    expect(within(card).getByRole('button', { name: 'Annuler l’offre' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])

    await user().click(within(tabs).getByRole('tab', { name: /Brouillons/ }))
    const draftCard = (await screen.findByRole('heading', { name: /Dinard/ })).closest('article') as HTMLElement
    expect(within(draftCard).getByRole('button', { name: 'Publier' })).toBeTruthy()
    expect(within(draftCard).getByRole('button', { name: 'Supprimer' })).toBeTruthy()
  })

  it('cancels a published offer after a confirmation, with its reason', async () => {
    const sent = api(mine, (method, path) =>
      method === 'POST' && path === '/api/replacements/8/cancel'
        ? { status: 200, body: { message: 'Votre offre est annulée.', replacement: { ...published, status: 'cancelled' } } }
        : undefined,
    )
    renderInDashboard(<Screen />, { path: '/dashboard/replacements/me' })
    await user().click(await screen.findByRole('button', { name: 'Annuler l’offre' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Annuler cette offre ?' })
    expect(
      within(dialog).getByText('Les 3 personnes qui ont postulé seront prévenues. L’offre ne pourra pas être republiée.'),
    ).toBeTruthy()
    await user().type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Congé reporté')
    await user().click(within(dialog).getByRole('button', { name: 'Annuler l’offre' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Offre annulée'))
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/replacements/8/cancel',
      body: { reason: 'Congé reporté' },
    })
    // The list is asked again.
    await waitFor(() =>
      expect(sent.filter((request) => request.path.startsWith('/api/replacements/me')).length).toBeGreaterThan(1),
    )
  })

  it('deletes a draft after a confirmation, and says so when the server refuses', async () => {
    let refuse = true
    const sent = api(mine, (method) =>
      method === 'DELETE'
        ? refuse
          ? { status: 409, body: { message: 'Seul un brouillon peut être supprimé. Annulez plutôt cette offre.' } }
          : { status: 200, body: { message: 'Le brouillon est supprimé.' } }
        : undefined,
    )
    renderInDashboard(<Screen start="drafts" />, { path: '/dashboard/replacements/me' })
    await user().click(await screen.findByRole('button', { name: 'Supprimer' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce brouillon ?' })
    await user().click(within(dialog).getByRole('button', { name: 'Supprimer' }))
    await waitFor(() =>
      expect(toasts.destructive).toHaveBeenCalledWith('Le brouillon n’a pas été supprimé', {
        description: 'Seul un brouillon peut être supprimé. Annulez plutôt cette offre.',
      }),
    )
    refuse = false
    dialog = screen.getByRole('alertdialog', { name: 'Supprimer ce brouillon ?' })
    await user().click(within(dialog).getByRole('button', { name: 'Supprimer' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Brouillon supprimé'))
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/replacements/6',
      '/api/replacements/6',
    ])
  })

  it('shows a draft saved offline at once, as waiting for the network, and lets it be dropped before it leaves', async () => {
    api(mine)
    const client = newQueryClient()
    offerDraftMutationDefaults(client)
    client.setQueryData(replacementKeys.mine(), { pages: [{ replacements: mine, count: mine.length }], pageParams: [1] })
    onlineManager.setOnline(false)
    const variables: CreateDraftVariables = {
      input: { commune_insee: '35288', start_date: '2027-04-05', end_date: '2027-04-09', shifts: ['soir'] },
      idempotencyKey: '3f1c9f0e-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
      communeLabel: 'Cancale (35260)',
    }
    void client.getMutationCache().build(client, { mutationKey: replacementMutationKeys.createDraft }).execute(variables)
    renderInDashboard(<Screen start="drafts" />, { path: '/dashboard/replacements/me', client })
    const card = (await screen.findByRole('heading', { name: 'Cancale (35260)' })).closest('article') as HTMLElement
    expect(within(card).getByText('En attente de réseau')).toBeTruthy()
    expect(await screen.findByRole('tab', { name: /Brouillons \(2\)/ })).toBeTruthy()
    await user().click(within(card).getByRole('button', { name: 'Abandonner ce brouillon' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cancale (35260)' })).toBeNull())
    expect(client.getMutationCache().findAll({ mutationKey: replacementMutationKeys.createDraft })).toEqual([])
  })

  it('offline: shows the offers last fetched with their age, and the actions that need the network wait', async () => {
    stubApi(() => undefined)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const client = newQueryClient()
    client.setQueryData(
      replacementKeys.mine(),
      { pages: [{ replacements: mine, count: mine.length }], pageParams: [1] },
      { updatedAt: Date.parse('2026-11-21T08:15:00Z') },
    )
    renderInDashboard(<Screen start="drafts" />, { path: '/dashboard/replacements/me', client })
    expect(await screen.findByText(/^Hors ligne — données du 21 novembre 2026/)).toBeTruthy()
    const card = screen.getByRole('heading', { name: /Dinard/ }).closest('article') as HTMLElement
    expect(within(card).getByRole('button', { name: 'Publier' }).hasAttribute('disabled')).toBe(true)
    expect(within(card).getByRole('link', { name: /Modifier/ })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })
})
