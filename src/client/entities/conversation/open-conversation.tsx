import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api, isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { ConversationAnswer } from '#shared/chat.ts'
import { paths } from '#shared/paths.ts'

/** Where a conversation is read: /dashboard/chat/{id}. */
export function conversationUrl(id: number): string {
  return paths.conversation.replace(':id', String(id))
}

/**
 * "Écrire" beside an application, for its holder (the applicants list) and its applicant (their
 * applications): POST /api/conversations opens the conversation, or gives the one already open,
 * then the thread is shown. An entity, as two features' screens use it (docs/architecture.md).
 * Opening needs the network: the thread may not exist yet.
 */
export function OpenConversationButton({
  applicationId,
  name,
  size = 'sm',
}: {
  applicationId: number
  /** Who the message is for, for the button's accessible name ("Écrire à Hugo Bernard"). */
  name: string
  size?: 'sm' | 'md'
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const open = useMutation<ConversationAnswer, Error, number>({
    mutationFn: (id) => api<ConversationAnswer>('/conversations', { method: 'POST', body: { application_id: id } }),
    onSuccess: (answer) => navigate(conversationUrl(answer.conversation.id)),
    onError: (error) => {
      const offline = isApiError(error) && (error.code === 'network' || error.code === 'timeout')
      toast.destructive(
        offline
          ? t`La messagerie a besoin du réseau pour ouvrir une conversation.`
          : isApiError(error) && error.status > 0
            ? error.body.message
            : t`La conversation n’a pas pu être ouverte. Réessayez plus tard.`,
      )
    },
    // Offline, fail at once with a clear word rather than wait unseen.
    networkMode: 'always',
  })
  return (
    <Button
      size={size}
      variant="outline"
      aria-label={t`Écrire à ${name}`}
      loading={open.isPending}
      onClick={() => open.mutate(applicationId)}
    >
      <Trans>Écrire</Trans>
    </Button>
  )
}
