import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { renderInDashboard } from '#tests/unit/support/dashboard-harness.tsx'
import { RppsSharedNotice } from './rpps-shared-notice.tsx'

afterEach(cleanup)

describe('RppsSharedNotice', () => {
  it('names the other accounts holding the number, each linked to its page, and passes axe', async () => {
    const { container } = renderInDashboard(
      <RppsSharedNotice
        holders={[
          { id: 7, name: 'Paule Infirmière', email: 'paule@example.fr' },
          { id: 9, name: 'Quentin Infirmier', email: 'quentin@example.fr' },
        ]}
      />,
      { path: '/dashboard/admin/users/3' },
    )
    const note = screen.getByRole('note')
    expect(note.textContent).toContain(
      'Ce numéro RPPS est aussi celui de 2 autres comptes : vérifiez auquel il appartient avant de valider.',
    )
    expect(within(note).getByRole('link', { name: 'Paule Infirmière' }).getAttribute('href')).toBe('/dashboard/admin/users/7')
    expect(within(note).getByRole('link', { name: 'Quentin Infirmier' }).getAttribute('href')).toBe('/dashboard/admin/users/9')
    expect(within(note).getByText('quentin@example.fr')).toBeTruthy()
    expect(await axeViolations(container)).toEqual([])
  })

  it('says “un autre compte” for one, and shows nothing when the number is the account’s alone', () => {
    const { unmount } = renderInDashboard(
      <RppsSharedNotice holders={[{ id: 7, name: 'Paule Infirmière', email: 'paule@example.fr' }]} />,
      { path: '/dashboard/admin/users/3' },
    )
    expect(screen.getByRole('note').textContent).toContain('Ce numéro RPPS est aussi celui d’un autre compte')
    unmount()
    renderInDashboard(<RppsSharedNotice holders={[]} />, { path: '/dashboard/admin/users/3' })
    expect(screen.queryByRole('note')).toBeNull()
  })
})
