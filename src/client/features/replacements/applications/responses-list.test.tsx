import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { makeApplicant, makeApplication, makeOffer, saintMalo } from '#tests/unit/support/replacement-fixtures.ts'
import { type ResponsesFilters, ResponsesList } from './responses-list.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const malo = makeOffer({ id: 7, status: 'published', applications_count: 2 })
const dinard = makeOffer({
  id: 9,
  status: 'published',
  applications_count: 1,
  commune: { ...saintMalo, insee: '35093', name: 'Dinard' },
})
const newest = makeApplication({ id: 310, replacement_id: 9, replacement: dinard, created_at: '2026-11-21T15:00:00Z' })
const older = makeApplication({
  id: 301,
  replacement_id: 7,
  replacement: malo,
  status: 'accepted',
  created_at: '2026-11-20T09:00:00Z',
  applicant: makeApplicant({ id: 52, first_name: 'Marc', last_name: 'Durand' }),
})

function Screen() {
  const [filters, setFilters] = useState<ResponsesFilters>({ offer: null, status: null })
  return <ResponsesList filters={filters} onFiltersChange={setFilters} />
}

describe('ResponsesList (/dashboard/replacements/responses)', { timeout: 30_000 }, () => {
  it('lists the applications received in the server’s order (newest first), each leading to its offer’s applicants', async () => {
    stubApi((request) => {
      if (request.path.startsWith('/api/replacements/me'))
        return { status: 200, body: { replacements: [malo, dinard], count: 2 } }
      if (request.path.startsWith('/api/applications/received'))
        return { status: 200, body: { applications: [newest, older], count: 2 } }
      return undefined
    })
    renderInDashboard(<Screen />, { path: '/dashboard/replacements/responses' })
    const list = await screen.findByRole('list', { name: 'Candidatures reçues' })
    const names = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent)
    expect(names).toEqual(['Léa Petit', 'Marc Durand'])
    expect(within(list).getByText('Offre à Dinard')).toBeTruthy()
    expect(
      within(list)
        .getAllByRole('link', { name: /Comparer les candidats de l’offre à Dinard/ })[0]
        ?.getAttribute('href'),
    ).toBe('/dashboard/replacements/detail/9/list')
    expect(await axeViolations()).toEqual([])
  })

  it('asks the server for one offer or one status', async () => {
    const sent = stubApi((request) => {
      if (request.path.startsWith('/api/replacements/me'))
        return { status: 200, body: { replacements: [malo, dinard], count: 2 } }
      if (request.path.startsWith('/api/applications/received')) {
        const accepted = request.path.includes('status=accepted')
        return { status: 200, body: { applications: accepted ? [older] : [newest, older], count: accepted ? 1 : 2 } }
      }
      return undefined
    })
    renderInDashboard(<Screen />, { path: '/dashboard/replacements/responses' })
    await screen.findByRole('list', { name: 'Candidatures reçues' })
    const user = userEvent.setup({ delay: null })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'accepted')
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Léa Petit' })).toBeNull())
    expect(screen.getByRole('heading', { name: 'Marc Durand' })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('option', { name: /^Dinard — / })).toBeTruthy())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Offre' }), '9')
    await waitFor(() =>
      expect(sent.map((request) => request.path)).toContain(
        '/api/applications/received?replacement_id=9&status=accepted&page=1&perPage=50',
      ),
    )
  })
})
