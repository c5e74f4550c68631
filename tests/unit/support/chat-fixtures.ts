import type { ChatMessage, ConversationDetail } from '#shared/chat.ts'

/**
 * The chat screens' tests see one conversation: Hugo Bernard (2) applied to my offer in
 * Villeurbanne, and I (1) am its holder.
 */
export const ME = 1
export const HUGO = 2

export const applicationContext = {
  kind: 'application' as const,
  application_id: 30,
  replacement_id: 7,
  commune_name: 'Villeurbanne',
  start_date: '2026-03-09',
  end_date: '2026-03-15',
}

export const hugo = { type: 'member' as const, id: HUGO, name: 'Hugo Bernard', avatar_url: null, deleted: false }

export const conversationDetail: ConversationDetail = {
  id: 5,
  parties: [{ ...hugo, id: ME, name: 'Moi' }, hugo],
  other: hugo,
  context: applicationContext,
  blocked: { by_me: false, by_other: false },
  can_post: true,
  read_only: false,
  created_at: '2026-03-01T08:00:00Z',
}

/** Message `id`, written (10 − id) minutes ago. */
export const chatMessage = (id: number, sender: number, body: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  client_id: `00000000-0000-4000-8000-00000000000${id}`,
  sender,
  body,
  erased: false,
  created_at: new Date(Date.now() - (10 - id) * 60_000).toISOString(),
  read_at: null,
  ...extra,
})
