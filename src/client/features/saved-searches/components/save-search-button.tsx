import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useState } from 'react'
import { whenLoadedAndIdle } from '#client/lib/after-load.ts'
import { withChunkReload } from '#client/lib/chunk-reload.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import { BellIcon } from '#client/ui/icons.tsx'
import type { SearchToSave } from '../api/saved-searches-api.ts'

// The dialog (Ark's dialog and switch, the form) is not part of the search's first screen: its code
// comes once the page is idle, or at the first press, the dialog then opening as soon as it is there.
const loadDialog = withChunkReload(() => import('./save-search-dialog.tsx'))
const SaveSearchDialog = lazy(loadDialog)

export interface SaveSearchButtonProps {
  /** The search on screen: the offers' criteria as GET /api/replacements takes them, or the partner listings'. */
  search: SearchToSave
  /** The name proposed ("Autour de Lyon, 30 km"); the person may change it. */
  suggestedName?: string
}

/**
 * "Sauvegarder cette recherche": names the current criteria and, unless turned off, alerts the
 * person (in the app, by mail and push, as their notification settings say) when a matching offer
 * or listing is published. Needs the network; the button says so offline.
 */
export function SaveSearchButton({ search, suggestedName }: SaveSearchButtonProps) {
  const { t } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const [open, setOpen] = useState(false)
  // Each opening mounts the dialog afresh: the proposed name again, the alert on, no old error.
  const [openings, setOpenings] = useState(0)
  useEffect(() => whenLoadedAndIdle(() => void loadDialog.preload().catch(() => {})), [])

  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpenings((count) => count + 1)
          setOpen(true)
        }}
        disabled={offline}
        title={offline ? t`Enregistrer une recherche a besoin du réseau.` : undefined}
      >
        <BellIcon />
        <Trans>Sauvegarder cette recherche</Trans>
      </Button>
      {openings > 0 ? (
        <Suspense>
          <SaveSearchDialog key={openings} search={search} suggestedName={suggestedName} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
