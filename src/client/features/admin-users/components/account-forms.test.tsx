import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminUserDetail } from '#shared/admin-users.ts'
import { adminUserDetailOf, makeAdminUserRow } from '#tests/unit/support/admin-fixtures.ts'
import { renderInDashboard, spyOnToasts, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { CreateUserForm } from './create-user-form.tsx'
import { EditUserDialog } from './edit-user-dialog.tsx'

const toasts = spyOnToasts()

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toasts.success.mockClear()
  toasts.destructive.mockClear()
})

const user: AdminUserDetail = adminUserDetailOf(
  makeAdminUserRow({ email_verified_at: '2026-01-02T10:00:00.000Z', nurse_id: 107 }),
)

describe('CreateUserForm', () => {
  it('checks the values with the shared schema before sending, and focuses the first field to fix', async () => {
    const sent = stubApi()
    renderInDashboard(<CreateUserForm onCreated={vi.fn()} />, { path: '/dashboard/admin/users/create' })
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'camille@example.fr')
    await userEvent.click(screen.getByRole('button', { name: 'Créer et inviter' }))
    expect(await screen.findByText('Indiquez votre prénom.')).toBeTruthy()
    expect(screen.getByText('Indiquez votre nom.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Prénom/ }))
    expect(sent.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('sends what was typed, and puts the server’s 422 under its field with the failure toast', async () => {
    const sent = stubApi(({ method }) =>
      method === 'POST'
        ? { status: 422, body: { message: 'Données invalides.', errors: { email: ['Cette adresse est déjà utilisée.'] } } }
        : undefined,
    )
    renderInDashboard(<CreateUserForm onCreated={vi.fn()} />, { path: '/dashboard/admin/users/create' })
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'camille@example.fr')
    await userEvent.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Camille')
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remplaçant' }))
    await userEvent.click(screen.getByRole('button', { name: 'Créer et inviter' }))
    expect(await screen.findByText('Cette adresse est déjà utilisée.')).toBeTruthy()
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'camille@example.fr',
      first_name: 'Camille',
      last_name: 'Martin',
      phone: null,
      locale: 'fr',
      roles: ['remplacant'],
    })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /E-mail/ })))
    expect(toasts.destructive).toHaveBeenCalledWith("Une erreur est survenue lors de l'enregistrement", {
      description: 'Données invalides.',
    })
  })
})

describe('EditUserDialog', () => {
  it('opens on the account as it is, again after a change given up', async () => {
    stubApi()
    renderInDashboard(<EditUserDialog user={user} />, { path: '/dashboard/admin/users/7' })
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }))
    const first = await screen.findByRole('textbox', { name: /Prénom/ })
    await userEvent.clear(first)
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Indiquez votre prénom.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }))
    expect(((await screen.findByRole('textbox', { name: /Prénom/ })) as HTMLInputElement).value).toBe('Camille')
    expect(screen.queryByText('Indiquez votre prénom.')).toBeNull()
  })
})
