import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import {
  makeUser,
  renderInDashboard,
  stubApi,
  toastSpiesForEachTest,
  updatedUser,
} from '#tests/unit/support/dashboard-harness.tsx'
import { RoleSwitcher } from './role-switcher.tsx'
import { RolesPanel } from './roles-panel.tsx'

const toasts = toastSpiesForEachTest()

const bothRoles = { roles: ['titulaire', 'remplacant'], active_role: 'titulaire' }

function roleApi() {
  return stubApi((request) => {
    if (request.path === '/api/user/roles') return { status: 200, body: bothRoles }
    if (request.path === '/api/user/switch-role') {
      const { role } = request.body as { role: string }
      return { status: 200, body: { message: 'Votre rôle actif a changé.', roles: bothRoles.roles, active_role: role } }
    }
    return undefined
  })
}

describe('RolesPanel', () => {
  it('switches the active role, updates the user, says Succès and opens /dashboard', async () => {
    const sent = roleApi()
    const { router, port } = renderInDashboard(<RolesPanel />)
    const button = await screen.findByRole('button', { name: 'Passer en Remplaçant·e' })
    expect(screen.getByText('Rôle actif')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await userEvent.setup({ delay: null }).click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({ path: '/api/user/switch-role', body: { role: 'remplacant' } })
    expect(updatedUser(port, makeUser(bothRoles)).active_role).toBe('remplacant')
    expect(port.refresh).toHaveBeenCalled()
    expect(toasts.success).toHaveBeenCalledWith('Succès', expect.anything())
  })

  it('stays on the page with the failure toast when the server refuses', async () => {
    stubApi((request) =>
      request.path === '/api/user/roles'
        ? { status: 200, body: bothRoles }
        : { status: 422, body: { message: 'Vous n’avez pas ce rôle.', errors: { role: ['Vous n’avez pas ce rôle.'] } } },
    )
    const { router } = renderInDashboard(<RolesPanel />)
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Passer en Remplaçant·e' }))
    await waitFor(() =>
      expect(toasts.destructive).toHaveBeenCalledWith("Une erreur est survenue lors de l'enregistrement", expect.anything()),
    )
    expect(router.state.location.pathname).toBe('/dashboard/settings')
  })
})

describe('RolesPanel, for a role not held yet', () => {
  it('offers to add it, adds it, updates the user and stays on the page', async () => {
    let held = { roles: ['remplacant'], active_role: 'remplacant' }
    const sent = stubApi((request) => {
      if (request.path === '/api/user/roles' && request.method === 'GET') return { status: 200, body: held }
      if (request.path === '/api/user/roles' && request.method === 'POST') {
        held = { roles: ['remplacant', 'titulaire'], active_role: 'remplacant' }
        return { status: 200, body: { message: 'Le rôle est ajouté à votre compte.', ...held } }
      }
      return undefined
    })
    const { router, port } = renderInDashboard(<RolesPanel />)
    expect(await screen.findByRole('heading', { name: 'Ajouter un rôle' })).toBeTruthy()
    expect(screen.getByText('Vous publiez des offres de remplacement pour votre cabinet.')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Ajouter le rôle Titulaire' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rôle ajouté', expect.anything()))
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({ path: '/api/user/roles', body: { role: 'titulaire' } })
    expect(updatedUser(port, makeUser({ roles: ['remplacant'], active_role: 'remplacant' })).roles).toEqual([
      'remplacant',
      'titulaire',
    ])
    expect(port.refresh).toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/dashboard/settings')
    // Both held now: the role can be switched to, and there is nothing left to add.
    expect(await screen.findByRole('button', { name: 'Passer en Titulaire' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Ajouter un rôle' })).toBeNull()
  })
})

describe('RoleSwitcher', () => {
  it('is absent for a member with one role', () => {
    stubApi()
    renderInDashboard(<RoleSwitcher user={makeUser()} />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('offers the other role from the header and opens /dashboard after the switch', async () => {
    const sent = roleApi()
    const { router } = renderInDashboard(<RoleSwitcher user={makeUser(bothRoles)} />)
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByRole('button', { name: 'Rôle actif : Titulaire. Changer de rôle' }))
    await input.click(await screen.findByRole('menuitemradio', { name: 'Remplaçant·e' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ role: 'remplacant' })
  })
})
