import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { MailAttachmentRef } from './mail-attachments.ts'

export const mailStatuses = ['queued', 'sending', 'sent', 'failed', 'captured'] as const
export type MailStatus = (typeof mailStatuses)[number]

/**
 * The outbox: every mail is a row first (docs/architecture.md#workers-and-jobs), written in the caller's transaction, then
 * sent by the worker. `data` is what the template needs; the links with secrets in it are
 * redacted once the mail has left (or definitely failed), so the table keeps no usable token.
 */
export interface MailOutboxTable {
  id: Generated<string>
  to: string
  subject: string
  template: string
  locale: string
  data: JSONColumnType<Record<string, unknown>>
  /** Files sent with the mail, by reference (mail-attachments.ts). */
  attachments: ColumnType<MailAttachmentRef[], string | undefined, string>
  status: MailStatus
  attempts: ColumnType<number, number | undefined, number>
  last_error: string | null
  /** When the row is due; while `sending`, the end of the worker's lease on it. */
  next_attempt_at: Date
  sent_at: Date | null
  created_at: Date
  updated_at: Date
}
