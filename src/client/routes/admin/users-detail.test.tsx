import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminUserDetail } from '#shared/admin-users.ts'
import { adminUserDetailOf, makeAdminUserRow } from '#tests/unit/support/admin-fixtures.ts'
import { renderWithRouter } from '#tests/unit/support/render-with-router.tsx'
import { stubApi } from '#tests/unit/support/stub-api.ts'
import { Component as UserDetail } from './users-detail.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const nurse: AdminUserDetail = {
  ...adminUserDetailOf(makeAdminUserRow({ id: 7, nurse_id: 3 })),
  nurse: {
    id: 3,
    rpps: null,
    rpps_valid: false,
    rpps_shared_with: [],
    diploma_year: 2015,
    zone_commune_name: null,
    radius_km: 20,
    replacement_authorisation_expires_on: null,
    accepts_new_patients: false,
    validated_at: null,
  },
}
const admin: AdminUserDetail = {
  ...adminUserDetailOf(makeAdminUserRow({ id: 7, account_type: 'administrator', roles: [] })),
  active_role: null,
}

function render(user: AdminUserDetail) {
  const sent = stubApi(({ path }) => {
    if (path === '/api/users/7') return { status: 200, body: user }
    if (path === '/api/admin/users/7/documents') return { status: 200, body: { documents: [] } }
    return undefined
  })
  renderWithRouter(<UserDetail />, { path: '/dashboard/admin/users/:id', initial: '/dashboard/admin/users/7' })
  return sent
}

// The screen is the admin-users feature's; the route hands it the documents feature's card.
describe('admin user route', () => {
  it('shows a nurse’s verification documents', async () => {
    const sent = render(nurse)
    expect(await screen.findByRole('heading', { name: 'Justificatifs' })).toBeTruthy()
    expect(await screen.findByText('Aucun justificatif envoyé.')).toBeTruthy()
    expect(sent.map((request) => request.path)).toContain('/api/admin/users/7/documents')
  })

  it('shows no documents card for an account without a nurse profile, and asks for none', async () => {
    const sent = render(admin)
    expect(await screen.findByRole('heading', { name: 'Compte' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Justificatifs' })).toBeNull()
    expect(sent.map((request) => request.path)).not.toContain('/api/admin/users/7/documents')
  })
})
