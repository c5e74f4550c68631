import { type APIRequestContext, type BrowserContext, expect, type Page, test, type Worker } from '@playwright/test'
import { pushMessageFor } from '#server/modules/push/push-message.ts'
import { signedInContext } from './support/market-session.ts'
import { postMessage, startChatServer } from './support/seed-chat.ts'
import { MARKET_ACCOUNTS } from './support/seed-replacements.ts'
import type { SeededServer } from './support/seeded-server.ts'

// A new message's push, on a server of its own (port 3583): the push the server makes for it
// (pushMessageFor, the words and screen it sends) delivered to the built service worker by
// Chromium's DevTools protocol, as a push service would, shows its notification; its click brings
// Claire, the holder, from the app's window to the conversation, where the message is. No
// protocol clicks a notification: the click is the worker's own notificationclick event on the
// notification it shows, dispatched in the worker (public/push-handler.js runs as for a tap).
let server: SeededServer
let holderApi: APIRequestContext
let nurseApi: APIRequestContext
let conversationId = 0
let holder: { context: BrowserContext; page: Page } | undefined

test.describe.configure({ timeout: 180_000 })
test.use({ actionTimeout: 20_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  ;({ server, holderApi, nurseApi, conversationId } = await startChatServer(
    'chat-push',
    Number(process.env.E2E_CHAT_PUSH_PORT ?? 3583),
  ))
})

test.afterAll(async () => {
  await holder?.context.close()
  await holderApi?.dispose()
  await nurseApi?.dispose()
  await server?.stop()
})

test('a new message’s push shows its notification, whose click opens the conversation', async ({ browser }) => {
  holder = await signedInContext(browser, server.url, 'holder', { serviceWorkers: 'allow' })
  const { context, page } = holder
  const origin = new URL(server.url).origin
  await context.grantPermissions(['notifications'], { origin })
  const cdp = await context.newCDPSession(page)
  const registrations = new Map<string, string>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId)
  })
  await cdp.send('ServiceWorker.enable')

  await page.goto('/dashboard')
  await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible({ timeout: 30_000 })
  // Installing the worker precaches the whole build (slow on a busy machine); then it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
  await expect.poll(() => registrations.get(`${origin}/`), { timeout: 60_000 }).toBeTruthy()

  const body = 'Je peux commencer lundi matin.'
  await postMessage(nurseApi, conversationId, body)
  const push = pushMessageFor(
    {
      event: 'message_received',
      data: {
        conversation_id: conversationId,
        sender_name: `${MARKET_ACCOUNTS.nurse.first_name} ${MARKET_ACCOUNTS.nurse.last_name}`,
      },
    },
    'fr',
  )
  expect(push.url).toBe(`/dashboard/chat/${conversationId}`)
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(`${origin}/`) ?? '',
      data: JSON.stringify(push),
    })
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }))
    })
  // A push the browser hands over while the worker is still settling can be lost on a busy
  // machine (a real push service retries): delivered again until it shows, which its tag makes
  // one notification whatever the number of deliveries.
  await deliver()
  await expect
    .poll(
      async () => {
        const notifications = await shown()
        if (notifications.length === 0) await deliver()
        return notifications
      },
      { timeout: 30_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toEqual([{ title: push.title, body: push.body, data: { url: `/dashboard/chat/${conversationId}` } }])
  expect(push.body).toContain('Léa Petit')

  // The tap: the worker's notificationclick on the notification it shows.
  const worker: Worker =
    context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js')) ??
    (await context.waitForEvent('serviceworker', { timeout: 30_000 }))
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration
      dispatchEvent(event: Event): boolean
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
    }
    const [notification] = await scope.registration.getNotifications()
    if (!notification) throw new Error('no notification to click')
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
  })

  // The app's window goes to the conversation, where the message is; the notification is gone.
  await expect(page).toHaveURL(new RegExp(`/dashboard/chat/${conversationId}$`), { timeout: 30_000 })
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: body })).toBeVisible({
    timeout: 30_000,
  })
  await expect.poll(shown, { timeout: 20_000 }).toEqual([])
  expect(context.pages()).toHaveLength(1)
})
