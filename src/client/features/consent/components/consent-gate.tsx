import { lazy, Suspense, useEffect, useState } from 'react'
import { configuredPurposes, usePublicConfig } from '../api/public-config.ts'
import { useConsentDialog } from '../consent-dialog-open.ts'

const ConsentManager = lazy(() => import('./consent-manager.tsx').then((module) => ({ default: module.ConsentManager })))

/**
 * Mounted once by the root shell. The banner, the dialog and the trackers' loading are only
 * needed when GET /api/config names a tracker (as prerender/needs-app.ts decides for a static
 * page), or once the footer's "Gérer les cookies" opens the dialog: only then is their code
 * loaded, and it stays mounted from then on (docs/architecture.md#bundle-budgets).
 */
export function ConsentGate() {
  const purposes = configuredPurposes(usePublicConfig())
  const [dialogOpen] = useConsentDialog()
  // Nothing before the first commit: the prerendered HTML never shows the banner (hydration).
  const [mounted, setMounted] = useState(false)
  const [needed, setNeeded] = useState(false)
  useEffect(() => setMounted(true), [])
  const wanted = mounted && (purposes.analytics || purposes.social || dialogOpen)
  useEffect(() => {
    if (wanted) setNeeded(true)
  }, [wanted])
  if (!needed && !wanted) return null
  return (
    <Suspense fallback={null}>
      <ConsentManager />
    </Suspense>
  )
}
