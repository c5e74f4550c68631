import { Trans } from '@lingui/react/macro'
import { Badge } from '#client/ui/badge.tsx'
import { SyncIcon } from '#client/ui/icons.tsx'
import { PendingNetworkBadge } from '../replacement-card.tsx'
import type { PendingApplication } from './apply-api.ts'

/** What waits on an offer: "Candidature — En attente de réseau", or "Envoi…" while it goes. */
export function PendingApplicationNote({ pending }: { pending: PendingApplication }) {
  if (!pending.paused)
    return (
      <Badge tone="brand" size="sm">
        <SyncIcon />
        {pending.action === 'apply' ? <Trans>Envoi de la candidature…</Trans> : <Trans>Retrait en cours…</Trans>}
      </Badge>
    )
  return (
    <PendingNetworkBadge>
      {pending.action === 'apply' ? <Trans>Candidature en attente de réseau</Trans> : <Trans>Retrait en attente de réseau</Trans>}
    </PendingNetworkBadge>
  )
}
