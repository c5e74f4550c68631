import { Trans, useLingui } from '@lingui/react/macro'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Heading } from '#client/ui/heading.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { css } from '#styled/css'
import { useConversations } from '../api/chat-api.ts'
import { ConversationList } from './conversation-list.tsx'
import { Thread } from './thread.tsx'

const page = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '4', md: '8' } })

const panes = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '18rem 1fr', xl: '22rem 1fr' },
  gap: { base: '4', md: '6' },
  alignItems: 'start',
})

/**
 * /dashboard/chat and /dashboard/chat/{id}: on a phone the list, then a conversation full screen
 * with a way back; from md up, the two side by side. Offline, what was read once stays readable
 * with its age (docs/offline.md).
 */
export function ChatScreen({ conversationId }: { conversationId: number | null }) {
  const { t } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const list = useConversations()
  const open = conversationId !== null
  return (
    <div className={page}>
      <div className={panes}>
        <div className={css({ display: { base: open ? 'none' : 'flex', md: 'flex' }, flexDirection: 'column', gap: '4' })}>
          <Heading level={1}>
            <Trans>Messagerie</Trans>
          </Heading>
          <OfflineAgeBanner offline={offline} savedAt={list.data ? list.dataUpdatedAt : null} />
          <ConversationList currentId={conversationId} />
        </div>
        {open ? (
          <Thread key={conversationId} id={conversationId} />
        ) : (
          <p className={css({ display: { base: 'none', md: 'block' }, color: 'fg.muted', pt: '14' })}>
            {t`Choisissez une conversation pour la lire.`}
          </p>
        )}
      </div>
    </div>
  )
}
