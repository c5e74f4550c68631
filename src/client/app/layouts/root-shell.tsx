import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ConsentGate } from '#client/features/consent/components/consent-gate.tsx'
import { whenLoadedAndIdle } from '#client/lib/after-load.ts'
import { LAST_SCREEN_ID, lastScreenPicture } from '#client/lib/last-screen-picture.ts'
import { queryClient } from '#client/lib/query-client.ts'
import { MARK_SIZE } from '#client/ui/brand/mark.ts'
import { MarkShapes } from '#client/ui/logo.tsx'
import { loadedToasterArea, loadToaster, subscribeToToaster } from '#client/ui/toaster.ts'

export const productName = 'Relève'

/**
 * Pages name themselves with React's <title>. When the page shown has none (React removed the
 * previous page's), the document falls back to the product's name (docs/product.md#error-screens). Runs after React's
 * commit, so a page's own title is already in place.
 */
function useDefaultDocumentTitle() {
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation may remove a title.
  useEffect(() => {
    if (!document.head.querySelector('title')) document.title = productName
  }, [pathname])
}

/**
 * The prerender step renders the route table without the browser's providers; there, the shared
 * client stands in (no request runs during a static render).
 */
function EnsureQueryClient({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext)
  if (provided) return children
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

/**
 * The notification area, loaded once the page has loaded and is idle, or at the first toast if
 * sooner (ui/toaster.ts): toasts are a reaction to what the user does, so the toast code stays out
 * of the app's start-up. A toast asked for before it loads waits and shows as soon as it mounts.
 */
function DeferredToaster() {
  const Toaster = useSyncExternalStore(subscribeToToaster, loadedToasterArea, () => undefined)
  useEffect(() => whenLoadedAndIdle(() => void loadToaster()), [])
  return Toaster ? <Toaster /> : null
}

/** The root route: the routed page (with its layout), the notification area and the consent. */
export function RootShell() {
  useDefaultDocumentTitle()
  return (
    <EnsureQueryClient>
      <Outlet />
      <DeferredToaster />
      <ConsentGate />
    </EnsureQueryClient>
  )
}

/**
 * Rendered while the very first navigation resolves (guards, lazy page code): what shell.html
 * painted before any script ran, so the screen does not blink meanwhile — the last screen's
 * picture when the shell had one (lib/last-screen.ts), else the app's mark.
 */
export function StartingUp() {
  const picture = lastScreenPicture()
  if (picture !== null)
    // The HTML this app's own React rendered on this device, escaped as it renders everything,
    // then read back from the DOM; it is inert, and the CSP runs no inline script or handler.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
    return <div id={LAST_SCREEN_ID} inert aria-hidden="true" dangerouslySetInnerHTML={{ __html: picture }} />
  return (
    <div className="app-splash" aria-busy="true">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${MARK_SIZE} ${MARK_SIZE}`}
        width={64}
        height={64}
        aria-hidden="true"
        focusable="false"
      >
        <MarkShapes />
      </svg>
    </div>
  )
}
