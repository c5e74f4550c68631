import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminUserDetailOf, makeAdminUserRow } from '#tests/unit/support/admin-fixtures.ts'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { UserActions } from './user-actions.tsx'

const toasts = toastSpiesForEachTest()

const member = adminUserDetailOf(makeAdminUserRow({ email_verified_at: '2026-01-02T10:00:00.000Z' }))
const name = `${member.first_name} ${member.last_name}`

describe('"Écrire dans la messagerie" on a member’s page', () => {
  it('opens the team’s conversation with the member, then shows its thread', async () => {
    const sent = stubApi(({ method }) => (method === 'POST' ? { status: 201, body: { conversation: { id: 42 } } } : undefined))
    const { router } = renderInDashboard(<UserActions user={member} self={false} />, {
      path: `/dashboard/admin/users/${member.id}`,
    })
    await userEvent.click(screen.getByRole('button', { name: `Écrire à ${name} dans la messagerie` }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/chat/42'))
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: '/api/conversations', body: { user_id: member.id } })])
  })

  it('stays on the page and says why when the server refuses', async () => {
    stubApi(({ method }) =>
      method === 'POST'
        ? { status: 422, body: { message: 'Ce membre n’existe pas ou son compte a été supprimé.', errors: {} } }
        : undefined,
    )
    const { router } = renderInDashboard(<UserActions user={member} self={false} />, {
      path: `/dashboard/admin/users/${member.id}`,
    })
    await userEvent.click(screen.getByRole('button', { name: `Écrire à ${name} dans la messagerie` }))
    await waitFor(() =>
      expect(toasts.destructive).toHaveBeenCalledWith('La conversation n’a pas pu être ouverte.', {
        description: 'Ce membre n’existe pas ou son compte a été supprimé.',
      }),
    )
    expect(router.state.location.pathname).toBe(`/dashboard/admin/users/${member.id}`)
  })

  it('is not offered on the admin’s own page nor on a deleted account', () => {
    stubApi()
    const { unmount } = renderInDashboard(<UserActions user={member} self />, { path: '/dashboard/admin/users/1' })
    expect(screen.queryByRole('button', { name: /dans la messagerie/ })).toBeNull()
    unmount()
    renderInDashboard(<UserActions user={{ ...member, deleted_at: '2026-11-01T10:00:00.000Z' }} self={false} />, {
      path: '/dashboard/admin/users/1',
    })
    expect(screen.queryByRole('button', { name: /dans la messagerie/ })).toBeNull()
  })
})
