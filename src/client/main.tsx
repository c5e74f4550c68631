import './index.css'
import { onlineManager } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { mutationDefaults } from './app/mutation-defaults.ts'
import { AppProviders } from './app/providers.tsx'
import { createAppRouter } from './app/router.ts'
import { loadCurrentUser } from './features/session/load-current-user.ts'
import { listenForPreloadErrors } from './lib/chunk-reload.ts'
import { restoreColourMode } from './lib/colour-mode.ts'
import { applyLocale, currentLocale } from './lib/locale.ts'
import { queryClient, registerMutationDefaults } from './lib/query-client.ts'
import { createQueryPersister, pruneOtherBuilds } from './lib/query-persistence.ts'
import { shouldHydrate } from './prerender/hydration.ts'

// Before anything paints from here on: the colour mode, then the language of the cookie.
restoreColourMode()
listenForPreloadErrors()
const locale = currentLocale()
await applyLocale(locale)

// TanStack Query assumes it is online until an event says otherwise: a mutation restored while
// offline would then be resumed at once, fail and be lost instead of staying paused.
onlineManager.setOnline(navigator.onLine)
// Mutation defaults first: the persisted paused mutations need their mutationFn when restored.
registerMutationDefaults(queryClient, mutationDefaults)
pruneOtherBuilds().catch((error: unknown) => console.warn('Could not prune old query caches', error))
const persister = createQueryPersister()
// SPEC §4: the current user is fetched once at start (after the cache is restored).
void loadCurrentUser(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
// Hydrate only the HTML prerendered for this very path and language (else React error #418).
const hydrate = shouldHydrate(root, window.location.pathname, locale)
const router = await createAppRouter({ hydrate })

const app = (
  <StrictMode>
    <AppProviders persister={persister}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
)
if (hydrate) hydrateRoot(root, app)
else {
  // The HTML came from another page (the service worker's fallback, the 404 page): its title,
  // description and robots rule are not this page's. React writes this page's own.
  for (const stale of document.head.querySelectorAll('title, meta[name="description"], meta[name="robots"]')) stale.remove()
  createRoot(root).render(app)
}

// The service worker (lib/pwa) loads after the first render: it is not needed to paint.
import('./lib/pwa/register-sw.ts')
  .then(({ registerServiceWorker }) => registerServiceWorker({ queryClient, router }))
  .catch((error: unknown) => console.error('Service worker registration failed', error))
