import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { AttachmentView } from '#client/entities/conversation/attachment-view.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import type { ChatMessage, ConversationParty } from '#shared/chat.ts'
import { css, cx } from '#styled/css'
import { useReportedConversation, useReportedConversationMessages } from '../api/conversation.ts'
import { contextLabel, partyLabel, senderParty } from '../labels.ts'
import { PartyName } from './report-card.tsx'

// How far back the reader pages by itself to reach the reported message (30 messages a page);
// past that the admin asks for older messages with the button.
const AUTO_PAGES = 10

const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  px: '3',
  py: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'transparent',
})
const secondSide = css({ bg: 'bg.muted' })
const firstSide = css({ bg: 'bg.brandSubtle' })
const reported = css({ borderColor: 'border.danger', borderWidth: '2px' })
const meta = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', fontSize: 'sm', color: 'fg.muted' })

function MessageItem({
  message,
  parties,
  isReported,
}: {
  message: ChatMessage
  parties: [ConversationParty, ConversationParty]
  isReported: boolean
}) {
  const { t, i18n } = useLingui()
  const moment = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const sender = senderParty(parties, message.sender)
  const first = sender === parties[0]
  const ref = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (isReported) ref.current?.scrollIntoView?.({ block: 'center' })
  }, [isReported])
  return (
    <li
      ref={ref}
      className={cx(item, first ? firstSide : secondSide, isReported && reported)}
      data-reported={isReported || undefined}
    >
      <span className={meta}>
        <strong className={css({ color: 'fg.default' })}>{sender ? partyLabel(i18n, sender) : t`Auteur inconnu`}</strong>
        <time dateTime={message.created_at}>{moment.format(new Date(message.created_at))}</time>
        {isReported ? <Badge tone="danger">{t`Message signalé`}</Badge> : null}
      </span>
      {message.erased ? (
        <em className={css({ color: 'fg.muted' })}>
          <Trans>Message effacé</Trans>
        </em>
      ) : (
        <>
          {message.attachment ? <AttachmentView attachment={message.attachment} /> : null}
          {/* As text (React escapes it), its line breaks kept; no link made of its addresses, which
              a reported message may well use to trap someone. */}
          <span className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{message.body}</span>
        </>
      )}
    </li>
  )
}

/**
 * A reported message's whole conversation, read-only (the server gives an admin the 'observer'
 * standing: no receipt, no reply), oldest to newest, the reported message marked and scrolled to.
 * Older pages load by themselves until the reported message is in, then on demand.
 */
export function ConversationReader({ conversationId, messageId }: { conversationId: number; messageId: number }) {
  const { t, i18n } = useLingui()
  const detail = useReportedConversation(conversationId)
  const messages = useReportedConversationMessages(conversationId)
  const loaded = messages.data?.pages.flatMap((page) => page.messages) ?? []
  const found = loaded.some((message) => message.id === messageId)
  const pages = messages.data?.pages.length ?? 0
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages

  useEffect(() => {
    if (!found && hasNextPage && !isFetchingNextPage && pages > 0 && pages < AUTO_PAGES) void fetchNextPage()
  }, [found, hasNextPage, isFetchingNextPage, pages, fetchNextPage])

  if (detail.isError || (messages.isError && loaded.length === 0)) {
    const error = detail.error ?? messages.error
    return (
      <div role="alert" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}>
        <Text tone="danger">
          {isApiError(error) && error.status === 404
            ? t`Cette conversation n’existe plus.`
            : t`La conversation n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.`}
        </Text>
        <Button
          variant="outline"
          loading={detail.isFetching || messages.isFetching}
          onClick={() => {
            void detail.refetch()
            void messages.refetch()
          }}
        >
          <Trans>Réessayer</Trans>
        </Button>
      </div>
    )
  }
  if (detail.isPending || messages.isPending) {
    return (
      <div aria-busy="true">
        <Text role="status" className={css({ srOnly: true })}>
          <Trans>Chargement de la conversation…</Trans>
        </Text>
        <SkeletonText lines={6} />
      </div>
    )
  }

  const conversation = detail.data
  const [a, b] = conversation.parties
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p>
          <Trans>
            Entre <PartyName party={a} /> et <PartyName party={b} />
          </Trans>
        </p>
        <p className={css({ color: 'fg.muted' })}>{contextLabel(i18n, conversation.context)}</p>
        <p className={css({ color: 'fg.muted' })}>
          <Trans>Lecture seule : les membres ne voient pas que vous la lisez.</Trans>
        </p>
      </div>
      {hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className={css({ alignSelf: 'center' })}
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          <Trans>Messages précédents</Trans>
        </Button>
      ) : null}
      {loaded.length === 0 ? (
        <Text tone="muted">
          <Trans>Aucun message dans cette conversation.</Trans>
        </Text>
      ) : (
        <ol aria-label={t`Messages de la conversation`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {[...loaded].reverse().map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              parties={conversation.parties}
              isReported={message.id === messageId}
            />
          ))}
        </ol>
      )}
      {!found && !hasNextPage && loaded.length > 0 ? (
        <Text tone="muted" size="small">
          <Trans>Le message signalé n’est plus dans cette conversation.</Trans>
        </Text>
      ) : null}
    </div>
  )
}
