import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, useContext, useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ConsentManager } from '#client/features/consent/components/consent-manager.tsx'
import { queryClient } from '#client/lib/query-client.ts'
import { MARK_SIZE } from '#client/ui/brand/mark.ts'
import { MarkShapes } from '#client/ui/logo.tsx'

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
 * The notification area, loaded once the page is interactive: toasts are a reaction to what the
 * user does, so the toast code stays out of the first paint (a toast created before it loads
 * waits in the toaster's store and shows as soon as it mounts).
 */
function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  useEffect(() => {
    let cancelled = false
    import('#client/ui/toast.tsx')
      .then((module) => {
        if (!cancelled) setToaster(() => module.Toaster)
      })
      .catch((error: unknown) => console.error('Could not load the notification area', error))
    return () => {
      cancelled = true
    }
  }, [])
  return Toaster ? <Toaster /> : null
}

/** The root route: the routed page (with its layout), the notification area and the consent. */
export function RootShell() {
  useDefaultDocumentTitle()
  return (
    <EnsureQueryClient>
      <Outlet />
      <DeferredToaster />
      <ConsentManager />
    </EnsureQueryClient>
  )
}

/**
 * Rendered while the very first navigation resolves (guards, lazy page code): the app's mark, as
 * shell.html painted it before any script ran, so the screen does not blink to blank meanwhile.
 */
export function StartingUp() {
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
