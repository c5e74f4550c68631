// Web Push in the service worker (docs/architecture.md#web-push), imported by the sw.js that
// vite-plugin-pwa generates (workbox.importScripts in src/client/lib/pwa/vite-pwa.ts). Plain
// script: it runs in the worker as it is, outside the app's build.
/* global self, clients */

// The server's push (src/shared/push.ts, PushMessage): { title, body, url, tag }. Ids and short
// labels only; a push that is not ours, or not JSON, still shows something rather than nothing
// (browsers require a notification for every push).
self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = {}
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Relève'
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/dashboard/notifications'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // Repeats of one event on one screen replace each other, and still ring.
      tag: typeof message.tag === 'string' && message.tag ? message.tag : undefined,
      renotify: typeof message.tag === 'string' && message.tag !== '',
      data: { url },
    }),
  )
})

// A click opens the notification's screen in a window of the app that is already open (brought
// to the front and navigated there) rather than in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = event.notification.data && typeof event.notification.data.url === 'string' ? event.notification.data.url : '/'
  const target = new URL(path, self.location.origin)
  if (target.origin !== self.location.origin) return
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
      const same = windows.find((client) => new URL(client.url).origin === target.origin)
      if (same) {
        const focused = await same.focus().catch(() => same)
        if (focused.url === target.href) return
        // navigate() works on a window this worker controls (clientsClaim: every page of the app
        // once the worker is active); a window it does not control gets a new one beside it.
        const navigated = await focused.navigate(target.href).catch(() => null)
        if (navigated) return
      }
      await clients.openWindow(target.href)
    })(),
  )
})
