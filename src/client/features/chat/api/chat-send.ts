import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { ChatMessage, ConversationList, MessageAnswer } from '#shared/chat.ts'
import type { SendVariables } from './chat-queue.ts'

type Insert = (client: QueryClient, conversationId: number, message: ChatMessage) => void

/**
 * Sending a message: loaded when a message leaves, out of the app's start (chat-queue.ts queues it
 * and hands over its cache helpers, so that nothing here imports it back).
 */

/** A message with a file goes as multipart, in one request (docs/architecture.md#chat-attachments). */
export type AttachmentSendVariables = Omit<SendVariables, 'writtenAt'> & { file: File }

function sendMessage({
  conversationId,
  clientId,
  body,
  ...rest
}: SendVariables | AttachmentSendVariables): Promise<MessageAnswer> {
  let payload: FormData | Record<string, unknown> = { client_id: clientId, body }
  if ('file' in rest) {
    payload = new FormData()
    payload.append('client_id', clientId)
    payload.append('body', body)
    payload.append('file', rest.file, rest.file.name)
  }
  return api<MessageAnswer>(`/conversations/${conversationId}/messages`, {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': clientId },
  })
}

/** The list's copy of a conversation takes its new last message at once (then it is asked again). */
function moveToTop(client: QueryClient, listKey: readonly unknown[], conversationId: number, message: ChatMessage): void {
  client.setQueriesData<InfiniteData<ConversationList, number>>({ queryKey: listKey }, (data) => {
    if (!data) return data
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        conversations: page.conversations.map((c) =>
          c.id === conversationId
            ? {
                ...c,
                // MESSAGE_EXCERPT_LENGTH, written here: importing #shared/chat.ts brings Zod to start-up.
                last_message: {
                  excerpt: message.body.slice(0, 140),
                  created_at: message.created_at,
                  sender: message.sender,
                  attachment: message.attachment?.kind ?? null,
                },
                updated_at: message.created_at,
              }
            : c,
        ),
      })),
    }
  })
}

/**
 * The queued mutation's work, and a message with a file's (never queued): the POST, then the
 * thread and the list take the stored message.
 */
export async function sendAndStore(
  client: QueryClient,
  variables: SendVariables | AttachmentSendVariables,
  insertMessage: Insert,
  listKey: readonly unknown[],
): Promise<MessageAnswer> {
  const answer = await sendMessage(variables)
  insertMessage(client, variables.conversationId, answer.message)
  moveToTop(client, listKey, variables.conversationId, answer.message)
  void client.invalidateQueries({ queryKey: listKey })
  return answer
}
