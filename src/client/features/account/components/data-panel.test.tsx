import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearPersonalData } from '#client/lib/clear-personal-data.ts'
import { makeUser, renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { DataPanel } from './data-panel.tsx'

// IndexedDB and Cache Storage are not in jsdom: what matters here is that the wipe is asked for.
vi.mock('#client/lib/clear-personal-data.ts', () => ({ clearPersonalData: vi.fn(async () => {}) }))

const toasts = toastSpiesForEachTest()
let downloads: { name: string; href: string }[]
let click: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  downloads = []
  URL.createObjectURL = vi.fn(() => 'blob:export')
  URL.revokeObjectURL = vi.fn()
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href })
  })
})

afterEach(() => {
  click.mockRestore()
  vi.mocked(clearPersonalData).mockClear()
})

describe('DataPanel', { timeout: 15_000 }, () => {
  it('downloads the RGPD export as a JSON file', async () => {
    const sent = stubApi(() => ({ status: 200, body: { user: { email: 'claire@example.fr' } } }))
    renderInDashboard(<DataPanel user={makeUser()} />)
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Télécharger mes données' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/user/export' })
    expect(downloads[0]?.name).toMatch(/^releve-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/)
    expect(downloads[0]?.href).toBe('blob:export')
  })

  it('closes the account after the password, wipes this device and goes to the home page', async () => {
    const sent = stubApi(() => ({ status: 200, body: { message: 'Suppression réussie.' } }))
    const { router } = renderInDashboard(<DataPanel user={makeUser()} />)
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByRole('button', { name: 'Supprimer mon compte' }))
    const dialog = await screen.findByRole('alertdialog')
    await input.type(within(dialog).getByLabelText(/^Mot de passe/), 'mon mot de passe')
    await input.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: '/api/users/42/soft-delete', body: { password: 'mon mot de passe' } })
    expect(clearPersonalData).toHaveBeenCalled()
    expect(toasts.success).toHaveBeenCalledWith('Suppression réussie.', expect.anything())
  })

  it('keeps everything when the password is wrong', async () => {
    stubApi(() => ({ status: 422, body: { message: 'x', errors: { password: ['Le mot de passe est incorrect.'] } } }))
    const { router } = renderInDashboard(<DataPanel user={makeUser()} />)
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByRole('button', { name: 'Supprimer mon compte' }))
    const dialog = await screen.findByRole('alertdialog')
    await input.type(within(dialog).getByLabelText(/^Mot de passe/), 'faux')
    await input.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }))
    expect(await within(dialog).findByText('Le mot de passe est incorrect.')).toBeTruthy()
    expect(clearPersonalData).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/dashboard/settings')
  })
})
