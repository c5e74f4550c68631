import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminUserRow, CrmBoard as Board } from '#shared/admin-users.ts'
import { makeAdminUserRow } from '#tests/unit/support/admin-fixtures.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { CrmBoard } from './crm-board.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function user(id: number): AdminUserRow {
  return makeAdminUserRow({ id, email: `prenom.nom${id}@cabinet-infirmier.example.fr`, last_name: `Nurse${id}` })
}

// The API gives each stage's first 50 accounts and its count: here 171 new accounts.
const board: Board = {
  columns: [
    { stage: 'new', count: 171, users: Array.from({ length: 50 }, (_, index) => user(index + 1)) },
    { stage: 'to_contact', count: 0, users: [] },
    { stage: 'contacted', count: 0, users: [] },
    { stage: 'followed_up', count: 0, users: [] },
    { stage: 'subscribed', count: 0, users: [] },
    { stage: 'lost', count: 0, users: [] },
  ],
}

function column(name: string): HTMLElement {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) })
}

describe('CrmBoard', () => {
  it('shows twenty cards a column, twenty more on demand, then sends the rest to the users list', async () => {
    stubApi()
    renderInDashboard(<CrmBoard board={board} detailPath={(id) => `/u/${id}`} stagePath={(stage) => `/list?stage=${stage}`} />, {
      path: '/dashboard/admin/users/crm',
    })
    const fresh = column('Nouveau')
    expect(within(fresh).getAllByRole('listitem')).toHaveLength(20)
    await userEvent.click(within(fresh).getByRole('button', { name: 'Voir 20 de plus dans « Nouveau »' }))
    expect(within(fresh).getAllByRole('listitem')).toHaveLength(40)
    await userEvent.click(within(fresh).getByRole('button', { name: 'Voir 10 de plus dans « Nouveau »' }))
    expect(within(fresh).getAllByRole('listitem')).toHaveLength(50)
    expect(within(fresh).queryByRole('button', { name: /de plus/ })).toBeNull()
    const rest = within(fresh).getByRole('link', { name: 'Voir les 171 comptes « Nouveau » dans la liste' })
    expect(rest.getAttribute('href')).toBe('/list?stage=new')
    expect(within(column('À contacter')).queryByRole('button', { name: /de plus/ })).toBeNull()
  })

  it('lets an e-mail address break after its @ and before its dots, not inside a word', () => {
    stubApi()
    renderInDashboard(<CrmBoard board={board} detailPath={(id) => `/u/${id}`} stagePath={() => '/list'} />, {
      path: '/dashboard/admin/users/crm',
    })
    const address = screen.getByText(
      (_, element) => element?.textContent === 'prenom.nom1@cabinet-infirmier.example.fr' && element.tagName === 'P',
    )
    expect(address.innerHTML).toBe('prenom.nom1@<wbr>cabinet-infirmier<wbr>.example<wbr>.fr')
  })
})
