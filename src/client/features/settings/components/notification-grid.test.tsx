import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import {
  makeUser,
  renderInDashboard,
  stubApi,
  toastSpiesForEachTest,
  updatedUser,
} from '#tests/unit/support/dashboard-harness.tsx'
import { NotificationGrid } from './notification-grid.tsx'

// Registered before the harness's teardown, so it runs after the unmount (afterEach hooks run last registered first).
afterEach(() => {
  onlineManager.setOnline(true)
})
const toasts = toastSpiesForEachTest()

const newsByEmail = () => screen.getByRole('switch', { name: 'E-mail — Nouveautés de Relève' }) as HTMLInputElement

describe('NotificationGrid', { timeout: 15_000 }, () => {
  it('shows every event with one named switch per channel, from the defaults', async () => {
    stubApi()
    renderInDashboard(<NotificationGrid user={makeUser()} />)
    expect(screen.getAllByRole('switch')).toHaveLength(45)
    expect(
      (screen.getByRole('switch', { name: 'E-mail — Signature d’un contrat de remplacement' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(newsByEmail().checked).toBe(false)
    // The signed contract is mailed whatever that switch says, and the grid says so beside it.
    const contract = screen.getByRole('group', { name: 'Signature d’un contrat de remplacement' })
    expect(contract.getAttribute('aria-describedby')).toBe('notification-contract_signature-hint')
    expect(document.getElementById('notification-contract_signature-hint')?.textContent).toContain(
      'Le contrat signé par les deux parties vous est toujours envoyé par e-mail avec son PDF',
    )
    expect(screen.getByRole('group', { name: 'Nouveautés de Relève' }).getAttribute('aria-describedby')).toBeNull()
    expect(
      (screen.getByRole('switch', { name: 'E-mail — Nouvelle candidature à une de vos offres' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(await axeViolations()).toEqual([])
  })

  it('saves a flipped switch with an Idempotency-Key and keeps what the server answered', async () => {
    const kept = { product_news: { email: true, in_app: true, push: false } }
    const sent = stubApi(() => ({ status: 200, body: { message: 'ok', notification_preferences: kept } }))
    const { port } = renderInDashboard(<NotificationGrid user={makeUser()} />)
    await userEvent.setup({ delay: null }).click(newsByEmail())
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Succès', expect.anything()))
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/users/settings/notification',
      body: { product_news: { email: true } },
    })
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(updatedUser(port, makeUser()).notification_preferences).toEqual(kept)
  })

  it('offline: shows the change at once, says it waits for the network, and sends it when the network returns', async () => {
    const sent = stubApi(() => ({ status: 200, body: { message: 'ok', notification_preferences: {} } }))
    renderInDashboard(<NotificationGrid user={makeUser()} />)
    onlineManager.setOnline(false)
    await userEvent.setup({ delay: null }).click(newsByEmail())
    expect(await screen.findByText('En attente du réseau')).toBeTruthy()
    expect(newsByEmail().checked).toBe(true)
    expect(sent).toEqual([])
    onlineManager.setOnline(true)
    await waitFor(() => expect(sent).toHaveLength(1))
    await waitFor(() => expect(screen.queryByText('En attente du réseau')).toBeNull())
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('puts the switch back and says so when the server refuses', async () => {
    stubApi(() => ({ status: 422, body: { message: 'Chaque notification est activée ou désactivée (vrai ou faux).' } }))
    renderInDashboard(<NotificationGrid user={makeUser()} />)
    await userEvent.setup({ delay: null }).click(newsByEmail())
    await waitFor(() =>
      expect(toasts.destructive).toHaveBeenCalledWith("Une erreur est survenue lors de l'enregistrement", expect.anything()),
    )
    await waitFor(() => expect(newsByEmail().checked).toBe(false))
  })
})
