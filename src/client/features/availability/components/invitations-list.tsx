import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { conversationUrl } from '#client/entities/conversation/open-conversation.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import type { Invitation, InvitationApplied, InvitationStatus } from '#shared/availability.ts'
import { css } from '#styled/css'
import { useAnswerInvitation, useMyInvitations } from '../api/availability-api.ts'

const list = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })

function StatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useLingui()
  const labels: Record<InvitationStatus, string> = {
    pending: t`En attente de votre réponse`,
    applied: t`Vous avez postulé`,
    declined: t`Déclinée`,
    ended: t`Terminée : offre pourvue, annulée ou passée`,
  }
  const tone = status === 'pending' ? 'brand' : status === 'applied' ? 'success' : 'neutral'
  return (
    <Badge tone={tone} size="sm" className={css({ alignSelf: 'flex-start' })}>
      {labels[status]}
    </Badge>
  )
}

/**
 * How the screen shows an invitation's offer with its status and buttons: the offers' card lives
 * in the marketplace's feature, so the route composes the two (a feature never imports another).
 */
export type RenderInvitedOffer = (props: {
  invitation: Invitation
  summary: ReactNode
  actions: ReactNode | undefined
}) => ReactNode

function InvitationItem({ invitation, renderOffer }: { invitation: Invitation; renderOffer: RenderInvitedOffer }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const answer = useAnswerInvitation()
  const [error, setError] = useState<string | null>(null)
  const offer = invitation.replacement
  if (!offer) return null
  const holder = invitation.holder_name || t`Un titulaire`

  function respond(kind: 'apply' | 'decline') {
    setError(null)
    answer.mutate(
      { id: invitation.id, answer: kind, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (body) => {
          // Applied: straight to the conversation the application opened with the holder.
          if (kind === 'apply') navigate(conversationUrl((body as InvitationApplied).conversation_id))
        },
        onError: (failure) =>
          setError(
            isApiError(failure) && failure.body.message
              ? failure.body.message
              : t`La réponse n’a pas pu être envoyée. Vérifiez votre connexion, puis réessayez.`,
          ),
      },
    )
  }

  const summary = (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <StatusBadge status={invitation.status} />
      <Text size="small" tone="muted">
        <Trans>Invitation de {holder}</Trans>
      </Text>
      {error ? (
        <Text size="small" tone="danger" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  )
  // The conversation the invitation opened: she may ask the holder before she answers.
  const write =
    invitation.conversation_id === null ? null : (
      <Button size="sm" variant="outline" asChild>
        <RouterLink to={conversationUrl(invitation.conversation_id)} aria-label={t`Écrire à ${holder}`}>
          <Trans>Écrire</Trans>
        </RouterLink>
      </Button>
    )
  const actions =
    invitation.status === 'pending' ? (
      <>
        <Button size="sm" loading={answer.isPending && answer.variables?.answer === 'apply'} onClick={() => respond('apply')}>
          <Trans>Postuler</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={answer.isPending && answer.variables?.answer === 'decline'}
          onClick={() => respond('decline')}
        >
          <Trans>Décliner</Trans>
        </Button>
        {write}
      </>
    ) : (
      (write ?? undefined)
    )
  return <li>{renderOffer({ invitation, summary, actions })}</li>
}

/** The holders' invitations to the nurse: apply in one tap, or decline. */
export function InvitationsList({ renderOffer }: { renderOffer: RenderInvitedOffer }) {
  const invitations = useMyInvitations()
  const items = invitations.data?.invitations ?? []
  return (
    <section aria-labelledby="availability-invitations" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Heading level={2} size="h3" id="availability-invitations">
        <Trans>Invitations reçues</Trans>
      </Heading>
      {invitations.isError ? (
        <Text tone="danger" role="alert">
          <Trans>Les invitations n’ont pas pu être chargées. Vérifiez votre connexion.</Trans>
        </Text>
      ) : items.length === 0 ? (
        <Text tone="muted">
          {invitations.isPending ? (
            <Trans>Chargement des invitations…</Trans>
          ) : (
            <Trans>
              Aucune invitation pour l’instant. Les titulaires qui cherchent un remplaçant voient vos disponibilités quand elles
              sont visibles.
            </Trans>
          )}
        </Text>
      ) : (
        <ul className={list}>
          {items.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} renderOffer={renderOffer} />
          ))}
        </ul>
      )}
    </section>
  )
}
