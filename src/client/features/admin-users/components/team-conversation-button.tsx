import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { conversationUrl } from '#client/entities/conversation/open-conversation.tsx'
import { api, isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import { InboxIcon } from '#client/ui/icons.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { ConversationAnswer } from '#shared/chat.ts'

/**
 * "Écrire dans la messagerie" on a member's page: POST /api/conversations {user_id} opens the
 * team's conversation with them (or gives the one already open), then its thread is shown, where
 * the admin writes as the Relève team. Beside "Écrire", which sends an e-mail. Needs the network
 * now: an admin action is never queued.
 */
export function TeamConversationButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const open = useMutation<ConversationAnswer, Error, number>({
    networkMode: 'always',
    retry: 0,
    mutationFn: (id) => api<ConversationAnswer>('/conversations', { method: 'POST', body: { user_id: id } }),
    onSuccess: (answer) => navigate(conversationUrl(answer.conversation.id)),
    onError: (error) => {
      const offline = isApiError(error) && (error.code === 'network' || error.code === 'timeout')
      toast.destructive(t`La conversation n’a pas pu être ouverte.`, {
        description: offline
          ? t`La messagerie a besoin du réseau pour ouvrir une conversation.`
          : isApiError(error) && error.status > 0 && error.status < 500
            ? error.body.message
            : t`Réessayez plus tard.`,
      })
    },
  })
  return (
    <Button
      variant="outline"
      aria-label={t`Écrire à ${name} dans la messagerie`}
      loading={open.isPending}
      onClick={() => open.mutate(userId)}
    >
      <InboxIcon aria-hidden />
      <Trans>Écrire dans la messagerie</Trans>
    </Button>
  )
}
