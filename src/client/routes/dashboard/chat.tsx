import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { ChatScreen } from '#client/features/chat/components/chat-screen.tsx'

/**
 * /dashboard/chat and /dashboard/chat/{id} (dashboard layout: verified members, the guards are in
 * app/routes.tsx). An id that is not a number shows the list.
 */
export function Component() {
  const { t } = useLingui()
  const { id } = useParams()
  const conversationId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null
  return (
    <>
      <title>{t`Messagerie | Relève`}</title>
      <ChatScreen conversationId={conversationId} />
    </>
  )
}
