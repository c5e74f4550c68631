import { Trans, useLingui } from '@lingui/react/macro'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button, type ButtonProps } from '#client/ui/button.tsx'
import { BellIcon } from '#client/ui/icons.tsx'
import type { SearchToSave } from '../api/saved-searches-api.ts'

export interface SaveSearchButtonProps {
  /** The search on screen: the offers' criteria as GET /api/replacements takes them, or the partner listings'. */
  search: SearchToSave
  /** The name proposed ("Autour de Lyon, 30 km"); the person may change it. */
  suggestedName?: string
}

/**
 * « Sauvegarder cette recherche »'s button: the dialog's own (save-search-dialog.tsx), and drawn
 * alone before the dialog's code is there (save-search-button.tsx). It needs the network, and says
 * so offline.
 */
export function SaveSearchTrigger(props: ButtonProps) {
  const { t } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  return (
    <Button
      variant="outline"
      disabled={offline}
      title={offline ? t`Enregistrer une recherche a besoin du réseau.` : undefined}
      {...props}
    >
      <BellIcon />
      <Trans>Sauvegarder cette recherche</Trans>
    </Button>
  )
}
