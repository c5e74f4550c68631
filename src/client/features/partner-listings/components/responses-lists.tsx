import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { conversationUrl } from '#client/entities/conversation/open-conversation.tsx'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Card from '#client/ui/card.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import type { PartnerResponse } from '#shared/partner-listings.ts'
import { css } from '#styled/css'
import type { ResponseDecision } from '../api/responses-api.ts'
import { kindLabels, responseStatusLabels, responseStatusTones } from '../labels.ts'
import { listingUrl } from '../listing-links.ts'
import { instantDayText, shortName } from '../listing-text.ts'

const EXCERPT_LENGTH = 160

function excerpt(message: string): string {
  return message.length > EXCERPT_LENGTH ? `${message.slice(0, EXCERPT_LENGTH).trimEnd()}…` : message
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '3' })

function ResponseCard({
  response,
  side,
  onDecide,
  deciding,
}: {
  response: PartnerResponse
  side: 'received' | 'sent'
  onDecide?: (status: ResponseDecision) => void
  deciding?: boolean
}) {
  const { i18n, t } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const person = side === 'received' ? response.responder : response.listing_author
  const name = shortName(i18n, person)
  const listingName = response.listing.commune_name
    ? t`${i18n._(kindLabels[response.listing.kind])} à ${response.listing.commune_name}`
    : i18n._(kindLabels[response.listing.kind])
  const decided = response.status === 'retained' || response.status === 'declined'
  return (
    <Card.Root variant="outline" data-response-id={response.id}>
      <Card.Header>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <Badge tone={responseStatusTones[response.status]} size="sm">
            {i18n._(responseStatusLabels[response.status])}
          </Badge>
          <span className={css({ textStyle: 'small', color: 'fg.muted' })}>
            {instantDayText(i18n.locale, response.created_at)}
          </span>
        </div>
        <Card.Title as="h3">{side === 'received' ? <Trans>De {name}</Trans> : <Trans>À {name}</Trans>}</Card.Title>
        <p className={css({ textStyle: 'small' })}>
          <Link to={listingUrl(response.listing.id)}>{listingName}</Link>
        </p>
      </Card.Header>
      <Card.Body>
        <p className={css({ whiteSpace: 'pre-line' })}>{excerpt(response.message)}</p>
      </Card.Body>
      <Card.Footer className={css({ justifyContent: 'flex-start', flexWrap: 'wrap', gap: '2' })}>
        {response.conversation_id !== null ? (
          <Button asChild size="sm" variant="outline">
            <Link to={conversationUrl(response.conversation_id)} aria-label={t`Conversation avec ${name}`}>
              <Trans>Conversation</Trans>
            </Link>
          </Button>
        ) : null}
        {onDecide && !decided ? (
          <>
            <Button
              size="sm"
              disabled={offline || deciding}
              onClick={() => onDecide('retained')}
              aria-label={t`Retenir la réponse de ${name}`}
            >
              <Trans>Retenir</Trans>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={offline || deciding}
              onClick={() => onDecide('declined')}
              aria-label={t`Décliner la réponse de ${name}`}
            >
              <Trans>Décliner</Trans>
            </Button>
          </>
        ) : null}
      </Card.Footer>
    </Card.Root>
  )
}

/** "Reçues": the responses on one's listings, with who, which listing, the message's start, the state, the decisions. */
export function ReceivedList({
  responses,
  onDecide,
  decidingId,
}: {
  responses: PartnerResponse[]
  onDecide: (responseId: number, status: ResponseDecision) => void
  decidingId: number | null
}) {
  const { t } = useLingui()
  if (responses.length === 0)
    return (
      <SimpleEmptyState
        headingLevel={3}
        title={t`Aucune réponse reçue`}
        description={t`Les réponses à vos annonces arriveront ici et dans votre messagerie.`}
      />
    )
  return (
    <ul className={list}>
      {responses.map((response) => (
        <li key={response.id}>
          <ResponseCard
            response={response}
            side="received"
            onDecide={(status) => onDecide(response.id, status)}
            deciding={decidingId === response.id}
          />
        </li>
      ))}
    </ul>
  )
}

/** "Envoyées": the responses one sent, with where each stands. */
export function SentList({ responses }: { responses: PartnerResponse[] }) {
  const { t } = useLingui()
  if (responses.length === 0)
    return (
      <SimpleEmptyState
        headingLevel={3}
        title={t`Aucune réponse envoyée`}
        description={t`Répondez à une annonce : la conversation s’ouvre avec votre message.`}
      />
    )
  return (
    <ul className={list}>
      {responses.map((response) => (
        <li key={response.id}>
          <ResponseCard response={response} side="sent" />
        </li>
      ))}
    </ul>
  )
}
