import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminPatientRequestDetail, AdminPatientRequestRow } from '#shared/admin-patient-requests.ts'
import { renderInDashboard, spyOnToasts, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { PatientsScreen as PatientsPage } from './patients-screen.tsx'

let toasts: ReturnType<typeof spyOnToasts> | undefined
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toasts?.restore()
})

function row(id: number, overrides: Partial<AdminPatientRequestRow> = {}): AdminPatientRequestRow {
  return {
    id,
    status: 'nouveau',
    name: `Jeanne Petit ${id}`,
    phone: '+33612345678',
    email: null,
    commune_insee: '69383',
    commune_name: 'Lyon 3e Arrondissement',
    department: '69',
    care_type: 'pansements',
    nurse: { nurse_id: 3, user_id: 9, first_name: 'Nadia', last_name: 'Bernard', email: 'nadia@example.fr' },
    notes_count: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    purged_at: null,
    ...overrides,
  }
}

function detail(overrides: Partial<AdminPatientRequestDetail> = {}): AdminPatientRequestDetail {
  return { ...row(5), message: 'Passage le matin.', locale: 'fr', notes: [], audit: [], ...overrides }
}

const params = (path: string | undefined) => Object.fromEntries(new URLSearchParams(path?.split('?')[1]))

describe('/dashboard/admin/patients', () => {
  it('loads the requests with the address’s filters, and shows purged ones as such', async () => {
    const sent = stubApi(({ path }) =>
      path.startsWith('/api/admin/patient-requests?')
        ? {
            status: 200,
            body: {
              patient_requests: [row(5), row(4, { name: null, phone: null, purged_at: '2026-03-01T00:00:00.000Z' })],
              count: 2,
            },
          }
        : undefined,
    )
    renderInDashboard(<PatientsPage />, { path: '/dashboard/admin/patients?status=nouveau&department=69' })
    expect(await screen.findByRole('button', { name: 'Jeanne Petit 5' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Demande n° 4 (données supprimées)' })).toBeTruthy()
    expect(screen.getAllByText('Nadia Bernard')).toHaveLength(2)
    expect(params(sent.find((r) => r.path.startsWith('/api/admin/patient-requests?'))?.path)).toEqual({
      status: 'nouveau',
      department: '69',
      sort: 'created_at',
      direction: 'desc',
      page: '1',
      perPage: '15',
    })
  })

  it('sorts by a column header: the status in follow-up order, then flipped, in the address', async () => {
    stubApi(({ path }) =>
      path.startsWith('/api/admin/patient-requests?')
        ? { status: 200, body: { patient_requests: [row(5)], count: 1 } }
        : undefined,
    )
    const { router } = renderInDashboard(<PatientsPage />, { path: '/dashboard/admin/patients' })
    await screen.findByRole('button', { name: 'Jeanne Petit 5' })
    await userEvent.click(screen.getByRole('button', { name: 'Statut' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=status&direction=asc'))
    expect(screen.getByRole('columnheader', { name: 'Statut' }).getAttribute('aria-sort')).toBe('ascending')
    await userEvent.click(screen.getByRole('button', { name: 'Statut' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=status&direction=desc'))
  })

  it('writes the filters in the address from page 1', async () => {
    stubApi(({ path }) =>
      path.startsWith('/api/admin/patient-requests?')
        ? { status: 200, body: { patient_requests: [row(5)], count: 1 } }
        : undefined,
    )
    const { router } = renderInDashboard(<PatientsPage />, { path: '/dashboard/admin/patients?page=3' })
    await screen.findByRole('button', { name: 'Jeanne Petit 5' })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'clos')
    await userEvent.type(screen.getByRole('textbox', { name: /Département/ }), '2A')
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=clos&department=2A'))
  })

  it('opens a request in the drawer (its id in the address), changes its status and adds a note with toasts', async () => {
    toasts = spyOnToasts()
    let current = detail()
    const sent = stubApi(({ method, path, body }) => {
      if (path.startsWith('/api/admin/patient-requests?')) return { status: 200, body: { patient_requests: [row(5)], count: 1 } }
      if (method === 'GET' && path === '/api/admin/patient-requests/5') return { status: 200, body: current }
      if (method === 'PUT' && path === '/api/admin/patient-requests/5') {
        current = { ...current, status: (body as { status: 'transmis' }).status }
        return { status: 200, body: { message: 'ok', patient_request: current } }
      }
      if (method === 'POST' && path === '/api/admin/patient-requests/5/notes') {
        current = {
          ...current,
          notes: [
            {
              id: 1,
              body: (body as { body: string }).body,
              author: { id: 1, name: 'Alice Admin' },
              created_at: '2026-03-02T10:00:00.000Z',
            },
          ],
        }
        return { status: 201, body: { message: 'ok', patient_request: current } }
      }
      return undefined
    })
    const { router } = renderInDashboard(<PatientsPage />, { path: '/dashboard/admin/patients' })
    await userEvent.click(await screen.findByRole('button', { name: 'Jeanne Petit 5' }))
    await waitFor(() => expect(router.state.location.search).toBe('?request=5'))
    const drawer = await screen.findByRole('dialog', { name: 'Demande n° 5' })
    expect(await within(drawer).findByText('Passage le matin.')).toBeTruthy()

    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: 'Statut du suivi' }), 'transmis')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Enregistrer le statut' }))
    await waitFor(() => expect(toasts?.success).toHaveBeenCalledWith('Succès'))
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'transmis' })

    await userEvent.type(within(drawer).getByRole('textbox', { name: /Nouvelle note/ }), 'Rappelée jeudi.')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Ajouter la note' }))
    expect(await within(drawer).findByText('Rappelée jeudi.')).toBeTruthy()
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ body: 'Rappelée jeudi.' })
  })

  it('says when saving failed, with the fixed words', async () => {
    toasts = spyOnToasts()
    stubApi(({ method, path }) => {
      if (path.startsWith('/api/admin/patient-requests?')) return { status: 200, body: { patient_requests: [row(5)], count: 1 } }
      if (method === 'GET' && path === '/api/admin/patient-requests/5') return { status: 200, body: detail() }
      if (method === 'PUT') return { status: 409, body: { message: 'La demande a changé.', code: 'conflict' } }
      return undefined
    })
    renderInDashboard(<PatientsPage />, { path: '/dashboard/admin/patients?request=5' })
    const drawer = await screen.findByRole('dialog', { name: 'Demande n° 5' })
    await userEvent.selectOptions(await within(drawer).findByRole('combobox', { name: 'Statut du suivi' }), 'clos')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Enregistrer le statut' }))
    await waitFor(() =>
      expect(toasts?.destructive).toHaveBeenCalledWith("Une erreur est survenue lors de l'enregistrement", expect.anything()),
    )
  })
})
