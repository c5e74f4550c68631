import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from 'react-router'
import { conversationUrl } from '#client/entities/conversation/open-conversation.tsx'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import type { InvitationStatus } from '#shared/availability.ts'
import { formatDate } from '#shared/date-format.ts'
import { css } from '#styled/css'
import { useOfferInvitations } from '../api/availability-api.ts'

const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})

/**
 * Under an offer's applicants, for its author: the nurses she invited from the available nurses'
 * search and where each invitation stands (an answer, a decline, or its end with the offer).
 * Nothing when she invited nobody.
 */
export function OfferInvitations({ offerId }: { offerId: number }) {
  const { t, i18n } = useLingui()
  const invitations = useOfferInvitations(offerId)
  const items = invitations.data?.invitations ?? []
  if (items.length === 0) return null
  const labels: Record<InvitationStatus, string> = {
    pending: t`Sans réponse`,
    applied: t`A postulé`,
    declined: t`A décliné`,
    ended: t`Terminée`,
  }
  const tones: Record<InvitationStatus, 'brand' | 'success' | 'neutral'> = {
    pending: 'brand',
    applied: 'success',
    declined: 'neutral',
    ended: 'neutral',
  }
  return (
    <section aria-labelledby="offer-invitations" className={css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '6' })}>
      <Heading level={2} size="h3" id="offer-invitations">
        <Trans>Invitations envoyées</Trans>
      </Heading>
      <ul>
        {items.map((invitation) => {
          const name = invitation.nurse ? `${invitation.nurse.first_name} ${invitation.nurse.last_initial}` : t`Compte supprimé`
          const sent = formatDate(i18n.locale, new Date(invitation.created_at), {
            day: 'numeric',
            month: 'long',
            timeZone: 'Europe/Paris',
          })
          return (
            <li key={invitation.id} className={row}>
              <span>
                <strong>{name}</strong>{' '}
                <span className={css({ color: 'fg.muted', textStyle: 'small' })}>{t`envoyée le ${sent}`}</span>
              </span>
              <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                <Badge tone={tones[invitation.status]} size="sm">
                  {labels[invitation.status]}
                </Badge>
                {invitation.conversation_id === null ? null : (
                  <Button size="sm" variant="outline" asChild>
                    <RouterLink to={conversationUrl(invitation.conversation_id)} aria-label={t`Écrire à ${name}`}>
                      <Trans>Écrire</Trans>
                    </RouterLink>
                  </Button>
                )}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
