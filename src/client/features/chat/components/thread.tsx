import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { AttachmentView } from '#client/entities/conversation/attachment-view.tsx'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { SimpleAvatar } from '#client/ui/avatar.tsx'
import { BackLink } from '#client/ui/back-link.tsx'
import { Button } from '#client/ui/button.tsx'
import { ChevronLeftIcon } from '#client/ui/icons.tsx'
import { Link as TextLink } from '#client/ui/link.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { Skeleton } from '#client/ui/skeleton.tsx'
import type { ChatMessage, ConversationContext, ConversationDetail, MessageSender } from '#shared/chat.ts'
import { paths } from '#shared/paths.ts'
import { css, cx } from '#styled/css'
import {
  type OutgoingMessage,
  useConversation,
  useMarkThreadRead,
  useMessages,
  useOutgoingMessages,
  useResend,
  useSendMessage,
  useSendWithAttachment,
} from '../api/chat-api.ts'
import { contextText, messageTime, partyName } from './chat-text.ts'
import { Composer, HealthDataNotice } from './composer.tsx'
import { MessageBody } from './message-body.tsx'
import { ReportButton, ThreadMenu } from './thread-menu.tsx'

const bubble = css({
  maxW: { base: '85%', md: '75%' },
  px: '3',
  py: '2',
  borderRadius: 'lg',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
})
const mine = css({ alignSelf: 'flex-end', bg: 'bg.brandSubtle' })
const theirs = css({ alignSelf: 'flex-start', bg: 'bg.muted' })
const meta = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', textStyle: 'caption', color: 'fg.muted' })

/** One side's messages are "mine" when they are not the other party's. */
function otherSender(conversation: ConversationDetail): MessageSender | null {
  return conversation.other.type === 'team' ? 'team' : conversation.other.id
}

/**
 * The team answers its conversations as the service: it reports nothing there (its members write to
 * it), while the member may report what the team wrote.
 */
function canReport(conversation: ConversationDetail): boolean {
  return !(conversation.context.kind === 'team' && conversation.other.type === 'member')
}

function SentMessage({
  message,
  fromMe,
  name,
  reportable,
}: {
  message: ChatMessage
  fromMe: boolean
  name: string
  reportable: boolean
}) {
  const { t, i18n } = useLingui()
  return (
    <li className={cx(bubble, fromMe ? mine : theirs)}>
      <span className={css({ srOnly: true })}>{fromMe ? t`Vous :` : t`${name} :`}</span>
      {message.erased ? (
        <em className={css({ color: 'fg.muted' })}>
          <Trans>Message effacé</Trans>
        </em>
      ) : (
        <>
          {message.attachment ? <AttachmentView attachment={message.attachment} /> : null}
          {message.body === '' ? null : <MessageBody body={message.body} />}
        </>
      )}
      <span className={meta}>
        <time dateTime={message.created_at}>{messageTime(i18n.locale, message.created_at)}</time>
        {fromMe ? <span>{message.read_at ? t`Lu` : t`Envoyé`}</span> : null}
        {!fromMe && !message.erased && reportable ? <ReportButton messageId={message.id} /> : null}
      </span>
    </li>
  )
}

function PendingMessage({ message }: { message: OutgoingMessage }) {
  const { t, i18n } = useLingui()
  const resend = useResend()
  const label =
    message.state === 'waiting' ? t`En attente du réseau` : message.state === 'sending' ? t`Envoi en cours…` : t`Non envoyé`
  return (
    <li
      className={cx(bubble, mine, css({ borderWidth: '1px', borderStyle: 'dashed', borderColor: 'border.default' }))}
      data-pending="true"
    >
      <span className={css({ srOnly: true })}>{t`Vous :`}</span>
      <MessageBody body={message.body} />
      <span className={meta}>
        <time dateTime={message.writtenAt}>{messageTime(i18n.locale, message.writtenAt)}</time>
        <span className={css({ color: message.state === 'failed' ? 'fg.danger' : undefined })}>{label}</span>
        {message.state === 'failed' ? (
          <Button size="sm" variant="ghost" onClick={() => resend(message.clientId)}>
            <Trans>Réessayer</Trans>
          </Button>
        ) : null}
      </span>
    </li>
  )
}

/** Where the conversation's subject is read: the offer, or the partner listing; the team's has none. */
function contextPath(context: ConversationContext): string | null {
  if (context.kind === 'application' || context.kind === 'invitation')
    return context.replacement_id ? paths.replacementDetail.replace(':id', String(context.replacement_id)) : null
  if (context.kind === 'partner_response')
    return context.partner_listing_id ? paths.partnerListing.replace(':id', String(context.partner_listing_id)) : null
  return null
}

function ContextLink({ context }: { context: ConversationContext }) {
  const { i18n } = useLingui()
  const text = contextText(i18n, context)
  const to = contextPath(context)
  if (!to) return text
  return (
    <TextLink asChild>
      <Link to={to}>{text}</Link>
    </TextLink>
  )
}

function ThreadHeader({ conversation }: { conversation: ConversationDetail }) {
  const { i18n } = useLingui()
  const name = partyName(i18n, conversation.other)
  return (
    <header className={css({ display: 'flex', alignItems: 'center', gap: '3', pb: '3', borderBottomWidth: '1px' })}>
      <SimpleAvatar name={name} src={conversation.other.avatar_url} size="md" />
      <div className={css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' })}>
        <h2 className={css({ fontWeight: 'semibold', textStyle: 'body' })}>{name}</h2>
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
          <ContextLink context={conversation.context} />
        </p>
      </div>
      <ThreadMenu conversation={conversation} name={name} />
    </header>
  )
}

/** The thread of one conversation: its messages oldest to newest, the pending ones last, the composer. */
export function Thread({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const conversation = useConversation(id)
  const messages = useMessages(id)
  const outgoing = useOutgoingMessages(id)
  const send = useSendMessage()
  const sendWithFile = useSendWithAttachment()
  const markRead = useMarkThreadRead(id)
  const offline = useNetworkStatus() === 'offline'
  const end = useRef<HTMLDivElement>(null)

  const detail = conversation.data
  const other = detail ? otherSender(detail) : null
  const reportable = detail ? !detail.read_only && canReport(detail) : false
  const loaded = messages.data?.pages.flatMap((page) => page.messages) ?? []
  const known = new Set(loaded.map((m) => m.client_id))
  const shown = [...loaded].reverse()
  const pending = outgoing.filter((m) => !known.has(m.clientId))

  // Read up to the newest message of the other party once it is on screen (mark-read is harmless twice).
  const newestUnread = loaded.find((m) => m.sender === other && m.read_at === null)?.id
  const { mutate: markReadMutate } = markRead
  useEffect(() => {
    // An admin reading a reported conversation is neither side: nobody's messages become read.
    if (newestUnread !== undefined && other !== null && !offline && detail?.read_only === false)
      markReadMutate({ upTo: newestUnread, other })
  }, [newestUnread, other, offline, markReadMutate, detail?.read_only])

  const newestKey = `${loaded[0]?.id ?? 0}-${pending.length}`
  useEffect(() => {
    if (newestKey) end.current?.scrollIntoView?.({ block: 'end' })
  }, [newestKey])

  const savedAt = messages.data ? messages.dataUpdatedAt : null
  const name = detail ? partyName(i18n, detail.other) : ''

  return (
    <section aria-label={t`Conversation`} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minH: '0' })}>
      <BackLink asChild className={css({ md: { display: 'none' } })}>
        <Link to={paths.messages}>
          <ChevronLeftIcon />
          <Trans>Conversations</Trans>
        </Link>
      </BackLink>
      {detail ? <ThreadHeader conversation={detail} /> : null}
      <OfflineAgeBanner offline={offline} savedAt={savedAt} />
      {messages.isPending || conversation.isPending ? (
        <Loading label={t`Chargement de la conversation…`}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className={css({ h: '12', mb: '2' })} />
          ))}
        </Loading>
      ) : messages.isError && loaded.length === 0 ? (
        <LoadFailed onRetry={() => messages.refetch()}>
          <Trans>La conversation n’a pas pu être chargée.</Trans>
        </LoadFailed>
      ) : (
        <div className={css({ overflowY: 'auto', maxH: { md: 'calc(100dvh - 26rem)' }, minH: '40' })}>
          {messages.hasNextPage ? (
            <Button
              variant="ghost"
              size="sm"
              className={css({ alignSelf: 'center', mb: '2' })}
              loading={messages.isFetchingNextPage}
              disabled={offline}
              onClick={() => messages.fetchNextPage()}
            >
              <Trans>Messages précédents</Trans>
            </Button>
          ) : null}
          {shown.length === 0 && pending.length === 0 ? (
            <p className={css({ color: 'fg.muted', textStyle: 'small', py: '6', textAlign: 'center' })}>
              <Trans>Aucun message pour l’instant. Présentez-vous en quelques mots.</Trans>
            </p>
          ) : null}
          <ol aria-label={t`Messages`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {shown.map((message) => (
              <SentMessage
                key={message.id}
                message={message}
                fromMe={message.sender !== other}
                name={name}
                reportable={reportable}
              />
            ))}
            {pending.map((message) => (
              <PendingMessage key={message.clientId} message={message} />
            ))}
          </ol>
          <div ref={end} />
        </div>
      )}
      {detail && !detail.can_post ? (
        <Notice tone="warning" size="sm">
          {detail.blocked.by_me ? (
            <Trans>Vous avez bloqué cette personne : débloquez-la pour lui écrire.</Trans>
          ) : detail.blocked.by_other ? (
            <Trans>Cette personne ne reçoit plus vos messages.</Trans>
          ) : detail.read_only ? (
            <Trans>Conversation signalée, en lecture seule : ses membres ne voient pas que vous la lisez.</Trans>
          ) : (
            <Trans>Vous ne pouvez pas écrire dans cette conversation.</Trans>
          )}
        </Notice>
      ) : (
        <>
          <HealthDataNotice />
          <Composer
            offline={offline}
            onSend={(body) => send(id, body)}
            onSendWithFile={(input) => sendWithFile.mutateAsync({ conversationId: id, ...input })}
          />
        </>
      )}
    </section>
  )
}
