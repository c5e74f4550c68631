import './zod-without-eval.ts'
import { onlineManager } from '@tanstack/react-query'
import { type ReactNode, StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import { mutationDefaults } from './app/mutation-defaults.ts'
import { AppProviders } from './app/providers.tsx'
import { createAppRouter } from './app/router.ts'
import { loadCurrentUser, onSessionConfirmed } from './entities/session/load-current-user.ts'
import { whenLoadedAndIdle } from './lib/after-load.ts'
import { restoreColourMode } from './lib/colour-mode.ts'
import { getBrowserCookie } from './lib/cookies.ts'
import { lastScreenPicture } from './lib/last-screen-picture.ts'
import { applyLocale, currentLocale } from './lib/locale.ts'
import { captureInstallPrompt } from './lib/pwa/install-offer.ts'
import { registerServiceWorker } from './lib/pwa/register-sw.ts'
import { startUpdateFlow } from './lib/pwa/update-flow.ts'
import { queryClient, registerMutationDefaults } from './lib/query-client.ts'
import { createQueryPersister, pruneOtherBuilds } from './lib/query-persistence.ts'
import { shouldHydrate } from './prerender/hydration.ts'
import { signedInOnGuestPage } from './prerender/needs-app.ts'

type AppRouter = Awaited<ReturnType<typeof createAppRouter>>

/**
 * Calls `onCommit` once the first render (or hydration) is on screen: a parent's effects run
 * after its children's. It wraps the app rather than sitting beside it: a sibling would fork
 * React's useId tree, and every id would differ from the prerendered HTML's (a combobox whose
 * popup is positioned against an element that does not exist).
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

/**
 * Starts the whole app on this page: the app shell (main.tsx) calls it at once, a prerendered
 * page (page-entry.ts) when the reader needs more than its HTML. Resolves once the app is on
 * screen — hydrated over the prerendered HTML when that HTML is this very page in this language,
 * rendered from scratch otherwise.
 */
export async function startApp(): Promise<void> {
  // The device's copy of the query cache is read from IndexedDB meanwhile (query-persistence.ts).
  const persister = createQueryPersister()
  // Before anything paints from here on: the colour mode, then the language of the cookie.
  restoreColourMode()
  const locale = currentLocale()
  await applyLocale(locale)

  // TanStack Query assumes it is online until an event says otherwise: a mutation restored while
  // offline would then be resumed at once, fail and be lost instead of staying paused.
  onlineManager.setOnline(navigator.onLine)
  // Chrome offers installing once per page load, maybe before any screen: keep it for later.
  captureInstallPrompt()
  // Mutation defaults first: the persisted paused mutations need their mutationFn when restored.
  registerMutationDefaults(queryClient, mutationDefaults)
  pruneOtherBuilds().catch((error: unknown) => console.warn('Could not prune old query caches', error))
  // docs/product.md#session: the current user is fetched once at start (after the cache is restored).
  const firstUser = loadCurrentUser(queryClient)
  // The first screens may come from the device's cache for the user it knew (load-current-user.ts).
  // When the server says the session ended or is someone else's (at start, once the network is
  // back after an offline start, or when the realtime stream finds it gone), this page runs its
  // guards again (app/session-change.ts).
  let routerReady: (router: AppRouter) => void = () => {}
  const routerCreated = new Promise<AppRouter>((resolve) => {
    routerReady = resolve
  })
  let shown = firstUser
  onSessionConfirmed(queryClient, (confirmed) => {
    void Promise.all([shown, routerCreated]).then(async ([user, router]) => {
      if (user?.id === confirmed?.id) return
      shown = Promise.resolve(confirmed)
      // Loaded when needed: a session changing under an open page is rare.
      const { followSessionChange } = await import('./app/session-change.ts')
      followSessionChange(router, user, confirmed)
    })
  })

  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root')
  // Hydrate only the HTML prerendered for this very path, language and history state (else React
  // error #418), and never a guest's page for a member: a hydrated page starts without running its
  // guards, and this one's would send them to the dashboard.
  const hydrate =
    shouldHydrate(root, window.location.pathname, locale, window.history.state) &&
    !signedInOnGuestPage(window.location.pathname, getBrowserCookie(SESSION_HINT_COOKIE) !== null)
  const router = await createAppRouter({ hydrate })
  routerReady(router)

  const committed = new Promise<void>((resolve) => {
    const app = (
      <StrictMode>
        <Committed onCommit={resolve}>
          <AppProviders persister={persister}>
            <RouterProvider router={router} />
          </AppProviders>
        </Committed>
      </StrictMode>
    )
    if (hydrate) hydrateRoot(root, app)
    else {
      // HTML prerendered for another page or language (the 404 page, an English reader): its
      // title, description and robots rule are not this page's. React writes this page's own.
      // The app shell's splash, or the last screen's picture in its place (shell.html, read here
      // before React replaces it), comes with the shell's generic head, which stays.
      const splash = lastScreenPicture() !== null || (root.firstElementChild?.classList.contains('app-splash') ?? false)
      if (root.dataset.prerendered !== undefined || (root.hasChildNodes() && !splash)) {
        for (const stale of document.head.querySelectorAll('title, meta[name="description"], meta[name="robots"]')) stale.remove()
      }
      createRoot(root).render(app)
    }
  })

  // The service worker is not needed to paint: registered once the page has loaded and is idle
  // (a static page may have registered it already; the handle is the same).
  whenLoadedAndIdle(() => {
    const worker = registerServiceWorker()
    if (worker) startUpdateFlow(worker, { queryClient, router })
    // The screens left, painted at the next start before the app has started (lib/last-screen.ts).
    import('./lib/last-screen.ts')
      .then(({ keepLastScreens }) => keepLastScreens(router))
      .catch((error: unknown) => console.warn('Could not keep the last screens', error))
  })
  await committed
}
