import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { AdminPartnerListingDetail, AdminPartnerListingRow } from '#shared/partner-listings.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { PartnerListingDetailScreen } from './partner-listing-detail-screen.tsx'
import { PartnerListingsScreen } from './partner-listings-screen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const row = (id: number, overrides: Partial<AdminPartnerListingRow> = {}): AdminPartnerListingRow => ({
  id,
  kind: 'collaboration',
  status: 'published',
  commune_name: 'Montpellier',
  postal_code: '34000',
  department: '34',
  start_date: '2026-05-01',
  published_at: '2026-03-02T09:00:00.000Z',
  expires_at: '2026-05-31T09:00:00.000Z',
  created_at: '2026-03-02T09:00:00.000Z',
  responses_count: 2,
  author: { id: 7, first_name: 'Claire', last_name: 'Dubois', email: 'claire@example.fr' },
  ...overrides,
})

const detail: AdminPartnerListingDetail = {
  ...row(3),
  fields: { redevance_percent: 20, days_per_week: 4, premises: 'shared', vehicle_required: false, parking: true },
  withdrawn_reason: null,
  history: [
    {
      action: 'created',
      note: null,
      at: '2026-03-02T09:00:00.000Z',
      actor: { id: 7, first_name: 'Claire', last_name: 'Dubois' },
    },
    {
      action: 'published',
      note: null,
      at: '2026-03-02T09:00:00.000Z',
      actor: { id: 7, first_name: 'Claire', last_name: 'Dubois' },
    },
  ],
}

const listed = (rows: AdminPartnerListingRow[], count = rows.length) => ({
  status: 200,
  body: { partner_listings: rows, count },
})
const apiParams = (path: string | undefined) => Object.fromEntries(new URLSearchParams(path?.split('?')[1]))

describe('/dashboard/admin/partner-listings', { timeout: 15_000 }, () => {
  it('loads the listings with the filters of the address, links each to its page, and passes axe', async () => {
    const sent = stubApi(({ path }) =>
      path.startsWith('/api/admin/partner-listings?')
        ? listed([row(1), row(2, { kind: 'cession', status: 'withdrawn' })])
        : undefined,
    )
    const { container } = renderInDashboard(<PartnerListingsScreen />, {
      path: '/dashboard/admin/partner-listings?status=published&kind=collaboration&department=34',
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Annonces de partenariat' })).toBeTruthy()
    const link = await screen.findByRole('link', { name: 'Annonce n° 1' })
    expect(link.getAttribute('href')).toBe('/dashboard/admin/partner-listings/1')
    expect(apiParams(sent[0]?.path)).toEqual({
      status: 'published',
      kind: 'collaboration',
      department: '34',
      page: '1',
      perPage: '15',
    })
    const second = screen.getByRole('link', { name: 'Annonce n° 2' }).closest('tr') as HTMLElement
    expect(second.textContent).toContain('Cession de patientèle')
    expect(second.textContent).toContain('Retirée')
    expect(second.textContent).toContain('claire@example.fr')
    expect(screen.getByText('2 annonce(s)')).toBeTruthy()
    expect((screen.getByRole('combobox', { name: 'Statut' }) as HTMLSelectElement).value).toBe('published')
    expect(await axeViolations(container)).toEqual([])
  })

  it('writes new filters in the address and asks again from page 1', async () => {
    const sent = stubApi(({ path }) => (path.startsWith('/api/admin/partner-listings?') ? listed([row(1)], 40) : undefined))
    const { router } = renderInDashboard(<PartnerListingsScreen />, { path: '/dashboard/admin/partner-listings?page=2' })
    await screen.findByRole('link', { name: 'Annonce n° 1' })
    expect(apiParams(sent[0]?.path).page).toBe('2')
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('searchbox', { name: 'Auteur (nom ou e-mail)' }), 'dubois')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type d’annonce' }), 'cession')
    await user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(router.state.location.search).toBe('?kind=cession&author=dubois'))
    await waitFor(() => expect(apiParams(sent.at(-1)?.path)).toMatchObject({ kind: 'cession', author: 'dubois', page: '1' }))
  })

  it('shows a refused filter under its field', async () => {
    stubApi(({ path }) =>
      path.startsWith('/api/admin/partner-listings?')
        ? {
            status: 422,
            body: {
              message: 'Les données sont invalides.',
              code: 'validation.failed',
              errors: { department: ['Département inconnu.'] },
            },
          }
        : undefined,
    )
    renderInDashboard(<PartnerListingsScreen />, { path: '/dashboard/admin/partner-listings?department=99' })
    expect(await screen.findByText('Département inconnu.')).toBeTruthy()
  })
})

describe('/dashboard/admin/partner-listings/:id', { timeout: 15_000 }, () => {
  it('shows the listing with its history, and unpublishes it with a reason', async () => {
    const sent = stubApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/admin/partner-listings/3') return { status: 200, body: detail }
      if (method === 'POST' && path === '/api/admin/partner-listings/3/unpublish')
        return {
          status: 200,
          body: {
            message: 'Annonce retirée.',
            partner_listing: {
              ...detail,
              status: 'withdrawn',
              withdrawn_reason: (body as { reason: string }).reason,
              history: [
                ...detail.history,
                { action: 'unpublished', note: (body as { reason: string }).reason, at: '2026-03-03T09:00:00.000Z', actor: null },
              ],
            },
          },
        }
      return undefined
    })
    // The screen reads the id from its route.
    renderInDashboard(
      <Routes>
        <Route path="/dashboard/admin/partner-listings/:id" element={<PartnerListingDetailScreen />} />
      </Routes>,
      { path: '/dashboard/admin/partner-listings/3' },
    )
    await screen.findByRole('heading', { level: 1, name: 'Annonce n° 3 — Collaboration, Montpellier' })
    expect(screen.getByText('Redevance').nextElementSibling?.textContent).toBe('20 %')
    expect(screen.getByRole('link', { name: 'Claire Dubois (claire@example.fr)' }).getAttribute('href')).toBe(
      '/dashboard/admin/users/7',
    )
    const history = screen.getByRole('heading', { name: 'Historique' }).closest('section') as HTMLElement
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Créée (Claire Dubois)'), expect.stringContaining('Publiée (Claire Dubois)')])

    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Retirer l’annonce' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer cette annonce ?' })
    await user.click(within(dialog).getByRole('button', { name: 'Retirer l’annonce' }))
    // Too short: refused on the spot, nothing sent.
    expect(sent.some((request) => request.method === 'POST')).toBe(false)
    const reason = 'L’annonce cite le nom d’un patient.'
    await user.type(within(dialog).getByRole('textbox', { name: /Raison/ }), reason)
    await user.click(within(dialog).getByRole('button', { name: 'Retirer l’annonce' }))
    await waitFor(() => expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ reason }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retirer l’annonce' })).toBeNull())
    expect(screen.getByText('Raison du retrait').nextElementSibling?.textContent).toBe(reason)
  })
})
