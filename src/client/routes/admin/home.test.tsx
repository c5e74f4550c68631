import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { Component as AdminHome } from './home.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The route gives the entry page the admin screens of the dashboard's nav; the figures are the
// screen's (features/admin/components/admin-home-screen.test.tsx).
describe('admin home route', () => {
  it('links every admin screen, the way a phone reaches them', () => {
    stubApi()
    renderInDashboard(<AdminHome />, { path: '/dashboard/admin' })
    const nav = screen.getByRole('navigation', { name: 'Écrans d’administration' })
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toContainEqual(['Utilisateurs', '/dashboard/admin/users'])
    expect(links).toContainEqual(['Demandes de patients', '/dashboard/admin/patients'])
    expect(links).toContainEqual(['E-mails', '/dashboard/admin/mails'])
    expect(links).toContainEqual(['Annonces (admin)', '/dashboard/admin/partner-listings'])
    expect(links).toContainEqual(['Abonnements (admin)', '/dashboard/admin/subscriptions'])
    expect(links).toContainEqual(['Formules', '/dashboard/admin/plans'])
    // The reported messages and the documents to review are linked apart, with their counts.
    expect(links.map(([, href]) => href)).not.toContain('/dashboard/admin/documents')
    expect(links).toHaveLength(10)
  })
})
