import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { configuredPurposes, usePublicConfig } from '../api/public-config.ts'
import { useConsentDialog } from '../consent-dialog-open.ts'
import { useConsentRecord } from '../consent-state.ts'
import { loadConsentedTrackers, reportPageView } from '../trackers.ts'
import { ConsentBanner } from './consent-banner.tsx'
import { ConsentDialog } from './consent-dialog.tsx'

/**
 * Loaded and mounted by consent-gate.tsx when needed: asks when something is configured and no valid choice exists,
 * loads what was accepted, and reports page views to an accepted analytics script.
 */
export function ConsentManager() {
  const config = usePublicConfig()
  const record = useConsentRecord()
  const [dialogOpen, setDialogOpen] = useConsentDialog()
  const location = useLocation()
  const purposes = configuredPurposes(config)
  const anything = purposes.analytics || purposes.social

  useEffect(() => {
    if (config && record) loadConsentedTrackers(config, record.choices)
  }, [config, record])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view is a change of path.
  useEffect(() => {
    reportPageView(window.location.href)
  }, [location.pathname, record])

  if (record === undefined) return null
  return (
    <>
      {anything && record === null && !dialogOpen ? <ConsentBanner purposes={purposes} /> : null}
      <ConsentDialog open={dialogOpen} onClose={() => setDialogOpen(false)} record={record} purposes={purposes} />
    </>
  )
}
