import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { AdminUserRow } from '#shared/admin-users.ts'
import { adminUserDetailOf, makeAdminUserRow } from '#tests/unit/support/admin-fixtures.ts'
import { renderInDashboard, spyOnToasts, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { UsersScreen as UsersPage } from './users-screen.tsx'

let toasts: ReturnType<typeof spyOnToasts> | undefined
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toasts?.restore()
  localStorage.clear()
})

function row(id: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return makeAdminUserRow({
    id,
    email: `user${id}@example.fr`,
    last_name: `Nurse${id}`,
    status: 'pending',
    email_verified_at: '2026-01-02T10:00:00.000Z',
    nurse_id: id + 100,
    rpps: '10005173140',
    commune_name: 'Lyon',
    postal_code: '69001',
    ...overrides,
  })
}

describe('/dashboard/admin/users', () => {
  it('shows a loading table, then the users of GET /api/users with the page’s filters, and passes axe', async () => {
    const sent = stubApi(({ path }) =>
      path.startsWith('/api/users?')
        ? { status: 200, body: { users: [row(1), row(2, { validated_at: '2026-02-01T10:00:00.000Z' })], count: 2 } }
        : undefined,
    )
    const { container } = renderInDashboard(<UsersPage />, { path: '/dashboard/admin/users?role=titulaire&page=1' })
    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeTruthy()
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true')

    const link = await screen.findByRole('link', { name: 'Camille Nurse1' })
    expect(link.getAttribute('href')).toBe('/dashboard/admin/users/1')
    const query = new URLSearchParams(sent[0]?.path.split('?')[1])
    expect(Object.fromEntries(query)).toEqual({
      role: 'titulaire',
      sort: 'created_at',
      direction: 'desc',
      page: '1',
      perPage: '15',
    })
    expect(screen.getByText('2 compte(s)')).toBeTruthy()
    expect(screen.getByText('À valider')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })

  it('writes the filters in the address and asks the API again from page 1', async () => {
    const sent = stubApi(({ path }) =>
      path.startsWith('/api/users?') ? { status: 200, body: { users: [row(1)], count: 1 } } : undefined,
    )
    const { router } = renderInDashboard(<UsersPage />, { path: '/dashboard/admin/users?page=3' })
    await screen.findByRole('link', { name: 'Camille Nurse1' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Nom ou e-mail' }), 'zoé')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'pending')
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(router.state.location.search).toBe('?q=zo%C3%A9&status=pending'))
    await waitFor(() => expect(sent.at(-1)?.path).toContain('q=zo%C3%A9'))
    expect(sent.at(-1)?.path).toContain('page=1')
  })

  it('sorts by a column header and says so to assistive technology', async () => {
    stubApi(({ path }) => (path.startsWith('/api/users?') ? { status: 200, body: { users: [row(1)], count: 1 } } : undefined))
    const { router } = renderInDashboard(<UsersPage />, { path: '/dashboard/admin/users' })
    await screen.findByRole('link', { name: 'Camille Nurse1' })
    await userEvent.click(screen.getByRole('button', { name: 'Nom' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=last_name&direction=asc'))
    expect(screen.getByRole('columnheader', { name: /Nom/ }).getAttribute('aria-sort')).toBe('ascending')
  })

  it('names the sorted column in the table’s caption', async () => {
    stubApi(({ path }) => (path.startsWith('/api/users?') ? { status: 200, body: { users: [row(1)], count: 1 } } : undefined))
    renderInDashboard(<UsersPage />, { path: '/dashboard/admin/users?page=2' })
    await screen.findByRole('link', { name: 'Camille Nurse1' })
    expect(screen.getByRole('table', { name: 'Page 2 — triée par date d’inscription (décroissant)' })).toBeTruthy()
  })

  it('folds the filters under one “Filtres” button that counts those applied', async () => {
    stubApi(({ path }) => (path.startsWith('/api/users?') ? { status: 200, body: { users: [row(1)], count: 1 } } : undefined))
    renderInDashboard(<UsersPage />, { path: '/dashboard/admin/users?role=titulaire&status=active' })
    await screen.findByRole('link', { name: 'Camille Nurse1' })
    const toggle = screen.getByText('Filtres', { selector: 'summary' })
    expect(toggle.textContent).toContain('2 actifs')
    const disclosure = toggle.closest('details') as HTMLDetailsElement
    expect(disclosure.open).toBe(false)
    expect(within(disclosure).getByRole('form', { name: 'Filtrer les utilisateurs' })).toBeTruthy()
    await userEvent.click(toggle)
    expect(disclosure.open).toBe(true)
  })

  it('filters by a commune picked by its name, and shows the one the address names', async () => {
    const sent = stubApi(({ path }) => {
      if (path.startsWith('/api/users?')) return { status: 200, body: { users: [row(1)], count: 1 } }
      if (path === '/api/communes/69123')
        return {
          status: 200,
          body: { commune: { insee: '69123', name: 'Lyon', postal_codes: ['69001'], department: '69', lat: 45.76, lng: 4.84 } },
        }
      if (path.startsWith('/api/communes?'))
        return {
          status: 200,
          body: { communes: [{ insee: '35288', name: 'Saint-Malo', postal_code: '35400', department: '35' }] },
        }
      return undefined
    })
    const { router } = renderInDashboard(<UsersPage />, { path: '/dashboard/admin/users?commune=69123' })
    await screen.findByRole('link', { name: 'Camille Nurse1' })
    const field = screen.getByRole('combobox', { name: /^Commune/ })
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Lyon (69001)'))
    await userEvent.clear(field)
    await userEvent.type(field, 'saint-m')
    await userEvent.click(await screen.findByRole('option', { name: 'Saint-Malo (35400)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(router.state.location.search).toBe('?commune=35288'))
    await waitFor(() => expect(sent.at(-1)?.path).toContain('commune=35288'))
  })

  it('marks an account whose RPPS number another account holds, and filters on it', async () => {
    const sent = stubApi(({ path }) =>
      path.startsWith('/api/users?')
        ? { status: 200, body: { users: [row(1, { rpps_shared: true }), row(2)], count: 2 } }
        : undefined,
    )
    const { router } = renderInDashboard(<UsersPage />, { path: '/dashboard/admin/users' })
    await screen.findByRole('link', { name: 'Camille Nurse1' })
    const [first, second] = screen.getAllByRole('row').slice(1)
    expect(within(first as HTMLElement).getByText('RPPS en double')).toBeTruthy()
    expect(within(second as HTMLElement).queryByText('RPPS en double')).toBeNull()

    await userEvent.click(screen.getByText('Filtres', { selector: 'summary' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'RPPS en double' }), 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(router.state.location.search).toBe('?rpps_shared=true'))
    await waitFor(() => expect(sent.at(-1)?.path).toContain('rpps_shared=true'))
  })

  it('says so when no account matches, with a way to clear the filters', async () => {
    stubApi(({ path }) => (path.startsWith('/api/users?') ? { status: 200, body: { users: [], count: 0 } } : undefined))
    renderInDashboard(<UsersPage />, { path: '/dashboard/admin/users?q=personne' })
    expect(await screen.findByRole('heading', { name: 'Aucun compte ne correspond à ces filtres' })).toBeTruthy()
  })

  it('validates the selected nurses with its fixed toast', async () => {
    toasts = spyOnToasts()
    const sent = stubApi(({ method, path }) => {
      if (path.startsWith('/api/users?')) return { status: 200, body: { users: [row(1), row(2)], count: 2 } }
      if (method === 'PUT' && /\/api\/users\/\d+\/validate$/.test(path)) {
        const id = Number(path.split('/')[3])
        return { status: 200, body: { user: { ...adminUserDetailOf(row(id)), validated_at: '2026-03-02T09:00:00.000Z' } } }
      }
      return undefined
    })
    renderInDashboard(<UsersPage />, { path: '/dashboard/admin/users' })
    await screen.findByRole('link', { name: 'Camille Nurse1' })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' }))
    await userEvent.click(screen.getByRole('button', { name: 'Valider la sélection (2)' }))
    await waitFor(() => expect(toasts?.success).toHaveBeenCalledWith('Validation réussie.'))
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual(['/api/users/1/validate', '/api/users/2/validate'])
  })

  it('exports the selection, or the filtered list when nothing is selected', async () => {
    stubApi(({ path }) =>
      path.startsWith('/api/users?') ? { status: 200, body: { users: [row(1), row(2)], count: 2 } } : undefined,
    )
    renderInDashboard(<UsersPage />, { path: '/dashboard/admin/users?role=remplacant' })
    await screen.findByRole('link', { name: 'Camille Nurse1' })
    const exportList = screen.getByRole('link', { name: 'Exporter la liste (CSV)' })
    expect(exportList.getAttribute('href')).toBe('/api/users/export.csv?role=remplacant')
    const rowOf2 = screen.getByRole('link', { name: 'Camille Nurse2' }).closest('tr') as HTMLElement
    await userEvent.click(within(rowOf2).getByRole('checkbox'))
    expect(screen.getByRole('link', { name: 'Exporter la sélection (CSV)' }).getAttribute('href')).toBe(
      '/api/users/export.csv?ids=2',
    )
  })
})
