import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { PushDevice } from '#shared/push.ts'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { PushDevicesPanel } from './push-devices-panel.tsx'

toastSpiesForEachTest()

const phone: PushDevice = {
  id: 4,
  device_name: 'Chrome · Android',
  endpoint: 'https://push.example/phone',
  created_at: '2026-03-02T09:00:00.000Z',
}
const laptop: PushDevice = {
  id: 5,
  device_name: 'Firefox · Linux',
  endpoint: 'https://push.example/laptop',
  created_at: '2026-03-03T09:00:00.000Z',
}
const publicKey = Buffer.from(new Uint8Array(65).fill(4)).toString('base64url')

/** A browser that supports push: the permission it will answer, and its push manager. */
function pushBrowser(answer: NotificationPermission) {
  let subscription: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: laptop.endpoint,
      toJSON: () => ({ endpoint: laptop.endpoint, expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
      unsubscribe: async () => true,
    }
    return subscription
  })
  const registration = { active: {}, pushManager: { getSubscription: async () => subscription, subscribe } }
  const notification = { permission: 'default' as NotificationPermission, requestPermission: vi.fn() }
  notification.requestPermission.mockImplementation(async () => {
    notification.permission = answer
    return answer
  })
  vi.stubGlobal('Notification', notification)
  vi.stubGlobal('PushManager', class {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  })
  return { subscribe, notification }
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('PushDevicesPanel', { timeout: 15_000 }, () => {
  it('says when the browser cannot receive push, and still lists and removes the devices', async () => {
    let devices = [phone, laptop]
    const sent = stubApi((request) => {
      if (request.method === 'DELETE') {
        devices = devices.filter((d) => !request.path.endsWith(`/${d.id}`))
        return { status: 204 }
      }
      return { status: 200, body: { devices } }
    })
    renderInDashboard(<PushDevicesPanel />)
    expect(screen.getByText(/Ce navigateur ne permet pas les notifications push/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Activer sur cet appareil' })).toBeNull()
    await screen.findByText('Chrome · Android')
    expect(screen.getByText('Ajouté le 2 mars 2026')).toBeTruthy()
    expect(await axeViolations()).toEqual([])

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retirer Chrome · Android' }))
    await waitFor(() => expect(screen.queryByText('Chrome · Android')).toBeNull())
    expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/push-subscriptions/4')).toBe(true)
    expect(screen.getByText('Firefox · Linux')).toBeTruthy()
  })

  it('enables push on this device: permission, subscription with the public key, then the server', async () => {
    const browser = pushBrowser('granted')
    let devices: PushDevice[] = [phone]
    const sent = stubApi((request) => {
      if (request.path === '/api/push/public-key') return { status: 200, body: { public_key: publicKey } }
      if (request.method === 'POST') {
        devices = [laptop, ...devices]
        return { status: 201, body: laptop }
      }
      return { status: 200, body: { devices } }
    })
    renderInDashboard(<PushDevicesPanel />)
    expect(screen.getByText('Notifications de ce navigateur : pas encore demandées.')).toBeTruthy()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Activer sur cet appareil' }))

    await screen.findByText('Cet appareil reçoit vos notifications push.')
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce()
    const options = browser.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }]
    expect(options[0].userVisibleOnly).toBe(true)
    expect(Array.from(options[0].applicationServerKey)).toEqual(Array(65).fill(4))
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/push-subscriptions',
      body: { endpoint: laptop.endpoint, keys: { auth: 'a'.repeat(22) } },
    })
    expect(await screen.findByText('Cet appareil')).toBeTruthy()
    expect(screen.getByText('Notifications de ce navigateur : autorisées.')).toBeTruthy()
  })

  it('says what to do when the browser refuses', async () => {
    const browser = pushBrowser('denied')
    stubApi(() => ({ status: 200, body: { devices: [] } }))
    renderInDashboard(<PushDevicesPanel />)
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Activer sur cet appareil' }))
    expect(await screen.findByText(/Le navigateur refuse les notifications de Relève/)).toBeTruthy()
    expect(browser.subscribe).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Activer sur cet appareil' })).toBeNull()
  })
})
