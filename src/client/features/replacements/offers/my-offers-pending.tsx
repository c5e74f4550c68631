import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Card from '#client/ui/card.tsx'
import { CalendarIcon, SyncIcon } from '#client/ui/icons.tsx'
import { toast } from '#client/ui/toaster.ts'
import { css } from '#styled/css'
import { PendingNetworkBadge } from '../replacement-card.tsx'
import { chosenDaysText, formatDayRange } from '../replacement-dates.ts'
import type { PendingDraft } from './offer-api.ts'

const meta = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  textStyle: 'small',
  '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: '0', color: 'fg.muted' },
})

/** "En attente de réseau" on a saved offer changed offline, or "Envoi…" while it goes. */
export function PendingDraftNote({ draft }: { draft: PendingDraft }) {
  if (!draft.paused)
    return (
      <Badge tone="brand" size="sm">
        <SyncIcon />
        <Trans>Envoi des modifications…</Trans>
      </Badge>
    )
  return (
    <PendingNetworkBadge>
      <Trans>Modifications en attente de réseau</Trans>
    </PendingNetworkBadge>
  )
}

/**
 * A new draft saved on this device and not yet sent: what it holds so far, that it waits for the
 * network, and a way to drop it before it leaves.
 */
export function PendingDraftCard({ draft, headingLevel = 3 }: { draft: PendingDraft; headingLevel?: 2 | 3 | 4 }) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const { start_date: start, end_date: end, days } = draft.input
  const when =
    days && days.length > 0
      ? chosenDaysText(i18n.locale, days).listed
      : start && end
        ? formatDayRange(i18n.locale, start, end)
        : t`Dates à préciser`

  function drop() {
    const cache = client.getMutationCache()
    const mutation = cache.getAll().find((m) => m.mutationId === draft.mutationId)
    // Already on its way: it can no longer be taken back from here.
    if (!mutation?.state.isPaused) return
    cache.remove(mutation)
    toast.success(t`Brouillon abandonné`)
  }

  return (
    <Card.Root data-pending-draft="">
      <Card.Header>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <Badge tone="neutral" size="sm">
            <Trans>Brouillon</Trans>
          </Badge>
        </div>
        <Card.Title as={`h${headingLevel}`}>{draft.communeLabel ?? t`Commune à préciser`}</Card.Title>
      </Card.Header>
      <Card.Body>
        <p className={meta}>
          <CalendarIcon />
          <span>{when}</span>
        </p>
        <div role="status">
          {draft.paused ? (
            <PendingNetworkBadge>
              <Trans>En attente de réseau</Trans>
            </PendingNetworkBadge>
          ) : (
            <Badge tone="brand" size="sm">
              <SyncIcon />
              <Trans>Envoi…</Trans>
            </Badge>
          )}
        </div>
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
          <Trans>Gardé sur cet appareil, il sera enregistré dès le retour de la connexion.</Trans>
        </p>
      </Card.Body>
      {draft.paused ? (
        <Card.Footer className={css({ justifyContent: 'flex-start' })}>
          <Button size="sm" variant="ghost" onClick={drop}>
            <Trans>Abandonner ce brouillon</Trans>
          </Button>
        </Card.Footer>
      ) : null}
    </Card.Root>
  )
}
