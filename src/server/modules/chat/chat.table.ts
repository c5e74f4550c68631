import type { ColumnType, Generated } from 'kysely'
import type { ConversationKind, MessageReportStatus } from '#shared/chat.ts'
import type { AttachmentKind } from '#shared/chat-attachments.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, never>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/** Migration 0800-conversations.ts. */
export interface ConversationsTable {
  id: Generated<number>
  kind: ConversationKind
  application_id: number | null
  /** Migration 0900: the invitation that opened it (kept once it becomes the application's). */
  invitation_id: ColumnType<number | null, number | null | undefined, number | null>
  partner_response_id: number | null
  /** The holder for an application; the member for the team. */
  user_a_id: number
  /** The applicant for an application; null for the team. */
  user_b_id: number | null
  last_message_at: NullableTimestamp
  created_at: Timestamp
}

export interface ConversationMessagesTable {
  id: Generated<number>
  conversation_id: number
  sender_user_id: number
  from_team: ColumnType<boolean, boolean | undefined, boolean>
  client_id: string
  body: string
  created_at: Timestamp
  read_at: NullableTimestamp
  erased_at: NullableTimestamp
}

export interface ConversationBlocksTable {
  blocker_user_id: number
  blocked_user_id: number
  created_at: Timestamp
}

export interface MessageReportsTable {
  id: Generated<number>
  message_id: number
  reporter_user_id: number
  reason: string
  status: ColumnType<MessageReportStatus, MessageReportStatus | undefined, MessageReportStatus>
  created_at: Timestamp
  closed_at: NullableTimestamp
  closed_by_user_id: number | null
}

/** Migration 0830-message-attachments.ts. */
export interface MessageAttachmentsTable {
  id: Generated<number>
  message_id: number
  kind: AttachmentKind
  content_type: 'image/webp' | 'application/pdf'
  name: string
  size: number
  sha256: string
  width: number | null
  height: number | null
  bytes: Uint8Array
  created_at: Timestamp
}
