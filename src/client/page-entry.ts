import './index.css'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import { whenLoadedAndIdle } from './lib/after-load.ts'
import { isChunkLoadError, reloadAfterChunkError } from './lib/chunk-reload.ts'
import { getBrowserCookie } from './lib/cookies.ts'
import { currentLocale } from './lib/locale.ts'
import { startOnIntent } from './prerender/deferred-start.ts'
import { preloadFormPage } from './prerender/form-pages.ts'
import { carriesScreenState, shouldHydrate } from './prerender/hydration.ts'
import { hasQueuedMutations, signedInOnGuestPage, trackersConfigured } from './prerender/needs-app.ts'

// The entry of the prerendered pages (index.html is their template). The page is already complete
// HTML; the app starts only when the reader needs it (docs/decisions/009).
async function loadApp(): Promise<void> {
  preloadFormPage(window.location.pathname)
  try {
    const { startApp } = await import('./start-app.tsx')
    await startApp()
  } catch (error) {
    // A new deploy removed this build's chunks: reload once to get the new HTML and its chunks.
    if (isChunkLoadError(error) && reloadAfterChunkError(window.location.pathname)) return
    console.error('The app could not start', error)
  }
}

/** What the prerendered HTML cannot know about this visit: the app must render it now. */
function pageNeedsAppNow(root: HTMLElement | null): boolean {
  // This HTML is not this page in this language (the 404 page, an English reader, the dev
  // server's bare template).
  if (!root || !shouldHydrate(root, window.location.pathname, currentLocale())) return true
  // The page was prerendered without a query (a shared search link has one) ...
  if (window.location.search !== '') return true
  // ... without the state a screen leaves for the next one ...
  if (carriesScreenState(window.history.state)) return true
  // ... and for a guest: a member opening /login is sent on by the app's guard.
  return signedInOnGuestPage(window.location.pathname, getBrowserCookie(SESSION_HINT_COOKIE) !== null)
}

const root = document.getElementById('root')
// Even when the app starts at once, its code takes a while on a slow network, and the form is on
// screen meanwhile (/login?redirect=… opened from a link): a submit before the app runs is held
// and replayed like any other, never sent by the browser to the page itself (docs/decisions/009).
const app = startOnIntent(document, loadApp)
if (pageNeedsAppNow(root)) {
  void app.start()
} else {
  // A signed-in reader gets their own header ("Mon espace") and is likely to go into the app.
  if (getBrowserCookie(SESSION_HINT_COOKIE) !== null) whenLoadedAndIdle(() => void app.start())
  whenLoadedAndIdle(() => {
    // Offline after this first visit: the service worker precaches the build once the page is idle.
    import('./lib/pwa/register-sw.ts')
      // A new build waiting: the app offers it and applies it at the next navigation.
      .then(({ registerServiceWorker }) => registerServiceWorker()?.onWaiting(() => void app.start()))
      .catch((error: unknown) => console.warn('Service worker registration failed', error))
    void trackersConfigured().then((configured) => {
      if (configured) void app.start()
    })
    void hasQueuedMutations().then((queued) => {
      if (queued) void app.start()
    })
  })
}
