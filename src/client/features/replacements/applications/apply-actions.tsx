import { Trans } from '@lingui/react/macro'
import { generatePath, Link } from 'react-router'
import { Button } from '#client/ui/button.tsx'
import { Text } from '#client/ui/text.tsx'
import { paths } from '#shared/paths.ts'
import type { Replacement } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { ContractLink } from '../contract/contract-link.tsx'
import { usePendingApplications } from './apply-api.ts'
import { ApplyDialog } from './apply-dialog.tsx'
import { CancelQueuedButton, WithdrawButton } from './apply-withdraw.tsx'
import { PendingApplicationNote } from './pending-application-note.tsx'

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })

/**
 * What the viewer can do with an offer: its author sees the applicants; a nurse applies, waits,
 * withdraws, or takes back an application that has not left the device yet.
 */
export function ApplyActions({
  replacement,
  viewerId,
  answersClosed = false,
}: {
  replacement: Replacement
  viewerId: number | null
  /** An urgent offer whose answer window is over: the holder is choosing, a new answer comes too late. */
  answersClosed?: boolean
}) {
  const pending = usePendingApplications().get(replacement.id)
  const mine = replacement.my_application

  if (viewerId !== null && replacement.author.id === viewerId)
    return (
      <div className={row}>
        <Button asChild size="lg">
          <Link to={generatePath(paths.replacementApplicants, { id: String(replacement.id) })}>
            <Trans>Voir les candidatures ({replacement.applications_count})</Trans>
          </Link>
        </Button>
      </div>
    )

  if (pending)
    return (
      <div className={row}>
        <PendingApplicationNote pending={pending} />
        {pending.paused && pending.action === 'apply' ? <CancelQueuedButton mutationId={pending.mutationId} /> : null}
      </div>
    )

  if (mine && (mine.status === 'pending' || mine.status === 'accepted'))
    return (
      <div className={row}>
        {mine.status === 'accepted' ? <ContractLink applicationId={mine.id} size="md" variant="solid" /> : null}
        <WithdrawButton applicationId={mine.id} replacementId={replacement.id} accepted={mine.status === 'accepted'} />
      </div>
    )

  if (mine?.status === 'declined')
    return (
      <Text tone="muted">
        <Trans>Le titulaire a retenu une autre candidature.</Trans>
      </Text>
    )

  if (replacement.status !== 'published' || answersClosed)
    return (
      <Text tone="muted">
        <Trans>Cette offre n’accepte plus de candidatures.</Trans>
      </Text>
    )

  return (
    <div className={row}>
      <ApplyDialog replacement={replacement} />
    </div>
  )
}
