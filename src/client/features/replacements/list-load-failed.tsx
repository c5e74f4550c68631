import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'

/**
 * A list that could not load and has nothing kept on the device to show instead: what failed,
 * and a way to ask again (docs/offline.md).
 */
export function ListLoadFailed({ title, onRetry }: { title: ReactNode; onRetry: () => void }) {
  return (
    <SimpleEmptyState
      title={title}
      description={<Trans>Vérifiez votre connexion, puis réessayez.</Trans>}
      action={
        <Button variant="outline" onClick={onRetry}>
          <Trans>Réessayer</Trans>
        </Button>
      }
    />
  )
}
