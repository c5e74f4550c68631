import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'

// public/push-handler.js runs in the service worker as it is (imported by the generated sw.js):
// here it runs against a stand-in of the worker's globals.
const source = readFileSync(new URL('../../public/push-handler.js', import.meta.url), 'utf8')
const origin = 'https://releve.example'

interface FakeWindow {
  url: string
  focus: ReturnType<typeof vi.fn>
  navigate: ReturnType<typeof vi.fn>
}

function worker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>()
  const showNotification = vi.fn(async () => {})
  const clients = { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) }
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification },
    location: { origin },
  }
  runInNewContext(source, { self, clients, URL })

  async function dispatch(type: string, event: Record<string, unknown>) {
    let waited: Promise<unknown> = Promise.resolve()
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) })
    await waited
  }
  return { dispatch, showNotification, clients }
}

function openWindow(url: string): FakeWindow {
  const window: FakeWindow = { url, focus: vi.fn(), navigate: vi.fn() }
  window.focus.mockImplementation(async () => window)
  window.navigate.mockImplementation(async (to: string) => ({ ...window, url: to }))
  return window
}

const notification = (url: string) => ({ notification: { data: { url }, close: vi.fn() } })

describe('the service worker’s push handler', () => {
  it('shows the push: title, body, icon, badge, tag and the screen to open', async () => {
    const sw = worker()
    const message = {
      title: 'Nouvelle candidature',
      body: 'Hugo a postulé.',
      url: '/dashboard/replacements/detail/7/list',
      tag: 't',
    }
    await sw.dispatch('push', { data: { json: () => message } })
    expect(sw.showNotification).toHaveBeenCalledWith('Nouvelle candidature', {
      body: 'Hugo a postulé.',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 't',
      renotify: true,
      data: { url: '/dashboard/replacements/detail/7/list' },
    })
  })

  it('still shows something for a push that is not ours, and never leads off the app', async () => {
    const sw = worker()
    await sw.dispatch('push', { data: { json: () => ({ url: 'https://evil.example/' }) } })
    expect(sw.showNotification).toHaveBeenCalledWith(
      'Relève',
      expect.objectContaining({ data: { url: '/dashboard/notifications' } }),
    )
  })

  it('on a click, focuses an open window of the app and takes it to the screen', async () => {
    const open = openWindow(`${origin}/dashboard`)
    const sw = worker([open])
    const click = notification('/dashboard/chat/5')
    await sw.dispatch('notificationclick', click)
    expect(click.notification.close).toHaveBeenCalled()
    expect(open.focus).toHaveBeenCalled()
    expect(open.navigate).toHaveBeenCalledWith(`${origin}/dashboard/chat/5`)
    expect(sw.clients.openWindow).not.toHaveBeenCalled()
  })

  it('on a click with no window of the app open, opens one at the screen', async () => {
    const sw = worker([openWindow('https://elsewhere.example/')])
    await sw.dispatch('notificationclick', notification('/dashboard/replacements/detail/7'))
    expect(sw.clients.openWindow).toHaveBeenCalledWith(`${origin}/dashboard/replacements/detail/7`)
  })
})
