import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { AdminReplacementRow } from '#shared/admin-replacements.ts'
import { makeAdminReplacementRow } from '#tests/unit/support/admin-fixtures.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { ReplacementsScreen as ReplacementsPage } from './replacements-screen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const row = (id: number, overrides: Partial<AdminReplacementRow> = {}) => makeAdminReplacementRow({ id, ...overrides })

const listed = (rows: AdminReplacementRow[], count = rows.length) => ({ status: 200, body: { replacements: rows, count } })
const apiParams = (path: string | undefined) => Object.fromEntries(new URLSearchParams(path?.split('?')[1]))

describe('/dashboard/admin/replacements', () => {
  it('loads the offers with the filters of the address, links each to its page and applications, and passes axe', async () => {
    const sent = stubApi(({ path }) =>
      path.startsWith('/api/admin/replacements?') ? listed([row(1), row(2, { urgency: 'urgent', status: 'filled' })]) : undefined,
    )
    const { container } = renderInDashboard(<ReplacementsPage />, {
      path: '/dashboard/admin/replacements?status=published&department=34&sort=start_date&direction=asc',
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Offres de remplacement' })).toBeTruthy()
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')
    const link = await screen.findByRole('link', { name: 'Offre n° 1' })
    expect(link.getAttribute('href')).toBe('/dashboard/admin/replacements/1')
    expect(screen.getByRole('link', { name: '3 candidature(s) de l’offre n° 2' }).getAttribute('href')).toBe(
      '/dashboard/admin/replacements/interest/2',
    )
    expect(apiParams(sent[0]?.path)).toEqual({
      status: 'published',
      department: '34',
      sort: 'start_date',
      direction: 'asc',
      page: '1',
      perPage: '15',
    })
    expect(screen.getByRole('columnheader', { name: 'Dates' }).getAttribute('aria-sort')).toBe('ascending')
    expect(screen.getByText('2 offre(s)')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })

  it('writes new filters in the address and asks again from page 1', async () => {
    const sent = stubApi(({ path }) => (path.startsWith('/api/admin/replacements?') ? listed([row(1)], 40) : undefined))
    const { router } = renderInDashboard(<ReplacementsPage />, { path: '/dashboard/admin/replacements?page=2' })
    await screen.findByRole('link', { name: 'Offre n° 1' })
    expect(apiParams(sent[0]?.path).page).toBe('2')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Auteur (nom ou e-mail)' }), 'zoé')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Urgence' }), 'immediate')
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(router.state.location.search).toBe('?urgency=immediate&author=zo%C3%A9'))
    await waitFor(() => expect(apiParams(sent.at(-1)?.path)).toMatchObject({ urgency: 'immediate', author: 'zoé', page: '1' }))
  })

  it('sorts by a column header: first ascending, then flipped, in the address', async () => {
    stubApi(({ path }) => (path.startsWith('/api/admin/replacements?') ? listed([row(1)]) : undefined))
    const { router } = renderInDashboard(<ReplacementsPage />, { path: '/dashboard/admin/replacements' })
    await screen.findByRole('link', { name: 'Offre n° 1' })
    await userEvent.click(screen.getByRole('button', { name: 'Commune' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=commune_name&direction=asc'))
    await userEvent.click(screen.getByRole('button', { name: 'Commune' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=commune_name&direction=desc'))
  })

  it('hides a column the admin unticks, and keeps the choice on this device', async () => {
    stubApi(({ path }) => (path.startsWith('/api/admin/replacements?') ? listed([row(1)]) : undefined))
    renderInDashboard(<ReplacementsPage />, { path: '/dashboard/admin/replacements' })
    await screen.findByRole('link', { name: 'Offre n° 1' })
    expect(screen.getByRole('columnheader', { name: 'Auteur' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Colonnes' }))
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Auteur' }))
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Auteur' })).toBeNull())
    cleanup()

    renderInDashboard(<ReplacementsPage />, { path: '/dashboard/admin/replacements' })
    await screen.findByRole('link', { name: 'Offre n° 1' })
    expect(screen.queryByRole('columnheader', { name: 'Auteur' })).toBeNull()
    expect(screen.getByRole('columnheader', { name: 'Commune' })).toBeTruthy()
  })

  it('says when no offer matches and clears the filters', async () => {
    stubApi(({ path }) => (path.startsWith('/api/admin/replacements?') ? listed([]) : undefined))
    const { router } = renderInDashboard(<ReplacementsPage />, { path: '/dashboard/admin/replacements?commune=nulle-part' })
    expect(await screen.findByRole('heading', { name: 'Aucune offre ne correspond à ces filtres' })).toBeTruthy()
    const clear = screen.getAllByRole('button', { name: 'Effacer les filtres' }).at(-1)
    if (!clear) throw new Error('no clear button')
    await userEvent.click(clear)
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('shows a filter the server refused under its field', async () => {
    stubApi(({ path }) =>
      path.startsWith('/api/admin/replacements?')
        ? { status: 422, body: { message: 'Département invalide.', errors: { department: ['Département invalide.'] } } }
        : undefined,
    )
    renderInDashboard(<ReplacementsPage />, { path: '/dashboard/admin/replacements?department=99' })
    expect(await screen.findByText('Un filtre n’est pas valide : corrigez-le ci-dessus.')).toBeTruthy()
    expect(screen.getByText('Département invalide.')).toBeTruthy()
  })
})
