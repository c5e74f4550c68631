import { expect, test } from '@playwright/test'

// Web Push in the built service worker (public/push-handler.js): a push delivered by Chromium's
// DevTools protocol, as a push service would, shows a notification with the payload's words and
// the screen to open. (The click, which no protocol can perform, is covered by
// tests/unit/push-handler.test.ts.)
test('a push delivered to the service worker shows its notification', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000)
  const origin = new URL(baseURL ?? '').origin
  await context.grantPermissions(['notifications'], { origin })
  const cdp = await context.newCDPSession(page)
  const registrations = new Map<string, string>()
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId)
  })
  await cdp.send('ServiceWorker.enable')

  await page.goto('/about')
  // Installing the worker precaches the whole build: slow on a busy machine.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => registrations.get(`${origin}/`), { timeout: 60_000 }).toBeTruthy()

  const message = {
    title: 'Nouveau message',
    body: 'Hugo Bernard vous a écrit sur Relève.',
    url: '/dashboard/chat/5',
    tag: 'm:5',
  }
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.get(`${origin}/`) ?? '',
    data: JSON.stringify(message),
  })

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
        icon: new URL(n.icon).pathname,
      }))
    })
  await expect
    .poll(shown, { timeout: 15_000 })
    .toEqual([
      { title: message.title, body: message.body, tag: message.tag, data: { url: message.url }, icon: '/icons/icon-192.png' },
    ])
})
