import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { SimpleAvatar } from '#client/ui/avatar.tsx'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { MailIcon } from '#client/ui/icons.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { Skeleton } from '#client/ui/skeleton.tsx'
import type { ConversationSummary } from '#shared/chat.ts'
import { paths } from '#shared/paths.ts'
import { css, cx } from '#styled/css'
import { useConversations } from '../api/chat-api.ts'
import { contextText, messageTime, partyName } from './chat-text.ts'

const item = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  px: '3',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'bg.brandSubtle' },
})

const oneLine = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

function ConversationItem({ conversation, current }: { conversation: ConversationSummary; current: boolean }) {
  const { t, i18n } = useLingui()
  const name = partyName(i18n, conversation.other)
  const last = conversation.last_message
  const fromOther = last !== null && last.sender === (conversation.other.type === 'team' ? 'team' : conversation.other.id)
  const unread = conversation.unread
  // A file sent without text is named by its kind.
  const attached = last?.attachment === 'image' ? t`Image jointe` : last?.attachment === 'pdf' ? t`PDF joint` : ''
  const excerpt = last ? last.excerpt || attached : ''
  return (
    <li>
      <Link
        to={paths.conversation.replace(':id', String(conversation.id))}
        className={item}
        aria-current={current ? 'page' : undefined}
      >
        <SimpleAvatar name={name} src={conversation.other.avatar_url} size="md" />
        <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', flex: '1' })}>
          <span className={css({ display: 'flex', gap: '2', justifyContent: 'space-between', alignItems: 'baseline' })}>
            <span className={cx(oneLine, css({ fontWeight: unread > 0 ? 'bold' : 'semibold' }))}>{name}</span>
            <time
              dateTime={conversation.updated_at}
              className={css({ textStyle: 'caption', color: 'fg.muted', flexShrink: '0' })}
            >
              {messageTime(i18n.locale, conversation.updated_at)}
            </time>
          </span>
          <span className={cx(oneLine, css({ textStyle: 'small', color: 'fg.muted' }))}>
            {contextText(i18n, conversation.context)}
          </span>
          <span className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <span className={cx(oneLine, css({ textStyle: 'small', flex: '1' }))}>
              {last ? (fromOther ? excerpt : t`Vous : ${excerpt}`) : t`Pas encore de message`}
            </span>
            {unread > 0 ? (
              <Badge size="sm" tone="brand">
                {unread}
                <span className={css({ srOnly: true })}> {unread > 1 ? t`messages non lus` : t`message non lu`}</span>
              </Badge>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  )
}

/** The conversations, newest activity first: who, about what, the last message and what is unread. */
export function ConversationList({ currentId }: { currentId: number | null }) {
  const { t } = useLingui()
  const conversations = useConversations()
  const items = conversations.data?.pages.flatMap((page) => page.conversations) ?? []
  if (conversations.isPending)
    return (
      <Loading label={t`Chargement des conversations…`}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className={css({ h: '16', mb: '2' })} />
        ))}
      </Loading>
    )
  if (conversations.isError && items.length === 0)
    return (
      <LoadFailed onRetry={() => conversations.refetch()}>
        <Trans>Les conversations n’ont pas pu être chargées.</Trans>
      </LoadFailed>
    )
  if (items.length === 0)
    return (
      <SimpleEmptyState
        icon={<MailIcon />}
        title={t`Aucune conversation`}
        description={t`Écrivez à un candidat depuis la liste des candidatures d’une offre, ou au titulaire depuis vos candidatures.`}
      />
    )
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <ul aria-label={t`Conversations`} className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
        {items.map((conversation) => (
          <ConversationItem key={conversation.id} conversation={conversation} current={conversation.id === currentId} />
        ))}
      </ul>
      {conversations.hasNextPage ? (
        <Button
          variant="outline"
          className={css({ alignSelf: 'center' })}
          loading={conversations.isFetchingNextPage}
          onClick={() => conversations.fetchNextPage()}
        >
          <Trans>Voir plus</Trans>
        </Button>
      ) : null}
    </div>
  )
}
