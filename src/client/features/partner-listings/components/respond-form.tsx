import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { conversationUrl } from '#client/entities/conversation/open-conversation.tsx'
import { serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { type PartnerListing, RESPONSE_MESSAGE_MAX } from '#shared/partner-listings.ts'
import { css } from '#styled/css'
import { usePendingResponse } from '../api/listing-actions.ts'
import { useRespond } from '../api/listing-queue.ts'
import { HealthDataNotice } from './health-data-notice.tsx'

/** "Vous avez répondu", with the way to the conversation the response opened. */
function Responded({ conversationId }: { conversationId: number | null }) {
  return (
    <Notice tone="success" role="status" title={<Trans>Vous avez répondu</Trans>}>
      {conversationId !== null ? (
        <Button asChild variant="outline" size="sm" className={css({ mt: '2' })}>
          <Link to={conversationUrl(conversationId)}>
            <Trans>Voir la conversation</Trans>
          </Link>
        </Button>
      ) : (
        <Trans>La conversation s’ouvrira dans votre messagerie.</Trans>
      )}
    </Notice>
  )
}

/**
 * "Répondre" to another member's listing: a short message, once (docs/product.md#partner-listings).
 * It opens the conversation between the two, the message first. Offline it is queued and sent
 * with the network, under an Idempotency-Key made once, as an application to an offer.
 */
export function RespondForm({
  listing,
  canRespond = true,
}: {
  listing: PartnerListing
  /** The reader holds a nurse role: responding is for nurses (the server says so too). */
  canRespond?: boolean
}) {
  const { t } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const respond = useRespond()
  const waiting = usePendingResponse(listing.id)
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)

  if (listing.my_response) return <Responded conversationId={listing.my_response.conversation_id} />
  if (waiting)
    return (
      <Notice tone="warning" role="status" title={<Trans>Réponse en attente du réseau</Trans>}>
        <Trans>Votre réponse partira dès le retour de la connexion.</Trans>
      </Notice>
    )
  if (listing.status !== 'published') return null
  if (!canRespond)
    return (
      <Notice tone="info" role="note">
        <Trans>Répondre aux annonces est réservé aux infirmiers titulaires ou remplaçants.</Trans>
      </Notice>
    )

  const tooLong = message.length > RESPONSE_MESSAGE_MAX
  return (
    <section aria-labelledby="respond-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Heading level={2} size="h3" id="respond-title">
        <Trans>Répondre</Trans>
      </Heading>
      <form
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        onSubmit={(event) => {
          event.preventDefault()
          const body = message.trim()
          if (body === '') return setError(t`Écrivez un court message pour vous présenter.`)
          if (tooLong) return setError(t`Le message ne peut pas dépasser ${RESPONSE_MESSAGE_MAX} caractères.`)
          setError(null)
          respond.mutate(
            { listingId: listing.id, message: body, idempotencyKey: newIdempotencyKey() },
            { onError: (failure) => setError(serverFieldErrors(failure).message ?? null) },
          )
        }}
      >
        <Field.Root invalid={error !== null} required>
          <Field.Label>
            <Trans>Votre message</Trans>
            <Field.RequiredIndicator>*</Field.RequiredIndicator>
          </Field.Label>
          <Field.Textarea
            name="message"
            rows={4}
            value={message}
            onChange={(event) => {
              setMessage(event.currentTarget.value)
              setError(null)
            }}
          />
          <Field.HelperText>
            <Trans>
              {message.length} / {RESPONSE_MESSAGE_MAX} caractères. Présentez-vous en quelques lignes : la suite se passe dans la
              messagerie.
            </Trans>
          </Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <HealthDataNotice />
        <Button type="submit" loading={respond.isPending && !respond.isPaused} className={css({ alignSelf: 'flex-start' })}>
          {offline ? <Trans>Répondre dès le retour du réseau</Trans> : <Trans>Envoyer ma réponse</Trans>}
        </Button>
      </form>
    </section>
  )
}
