import type { Selectable } from 'kysely'
import type { Db } from '../../db/connect.ts'
import type { MailOutboxTable, MailStatus } from './mail.table.ts'
import type { MailAttachmentRef } from './mail-attachments.ts'

export type OutboxMail = Selectable<MailOutboxTable>

export interface NewOutboxMail {
  to: string
  subject: string
  template: string
  locale: string
  data: Record<string, unknown>
  now: Date
  /** Files to send with it, read when the mail leaves (mail-attachments.ts). */
  attachments?: MailAttachmentRef[]
}

/** `db` may be a transaction: the mail then exists only if the caller's change commits. */
export async function insertOutboxMail(db: Db, mail: NewOutboxMail): Promise<{ id: string }> {
  const { now, data, attachments, ...rest } = mail
  return db
    .insertInto('mail_outbox')
    .values({
      ...rest,
      data: JSON.stringify(data),
      ...(attachments?.length ? { attachments: JSON.stringify(attachments) } : {}),
      status: 'queued',
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

/**
 * Takes up to `limit` due mails for this worker, atomically: one UPDATE over a sub-select that
 * locks the rows it picks and skips those another worker holds (FOR UPDATE SKIP LOCKED), so two
 * workers never take the same mail. A taken row is `sending` until `leaseUntil`; a worker that died
 * meanwhile leaves it due again after that, and another worker retries it.
 */
export async function claimDueMails(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxMail[]> {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil, updated_at: now }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', 'in', ['queued', 'sending'])
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute()
}

export interface MailOutcome {
  status: Extract<MailStatus, 'queued' | 'sent' | 'failed' | 'captured'>
  now: Date
  /** For a retry: when. */
  nextAttemptAt?: Date
  lastError?: string | null
  /** The data with its secrets redacted, once the mail is finished. */
  data?: Record<string, unknown>
}

/** Records what became of a claimed mail; only while this worker still holds it (`sending`). */
export async function settleMail(db: Db, id: string, outcome: MailOutcome): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: outcome.status,
      updated_at: outcome.now,
      ...(outcome.nextAttemptAt ? { next_attempt_at: outcome.nextAttemptAt } : {}),
      ...(outcome.lastError !== undefined ? { last_error: outcome.lastError } : {}),
      ...(outcome.status === 'sent' ? { sent_at: outcome.now } : {}),
      ...(outcome.data ? { data: JSON.stringify(outcome.data) } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The mails to one address, newest first (tests, the user's export). */
export async function mailsTo(db: Db, to: string): Promise<OutboxMail[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['to']), '=', to.toLowerCase()))
    .orderBy('created_at', 'desc')
    .execute()
}

/** Forgets the finished mails to an address (account deletion); mails still to send stay. */
export async function deleteFinishedMailsTo(db: Db, to: string): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb(eb.fn('lower', ['to']), '=', to.toLowerCase()))
    .where('status', 'in', ['sent', 'failed', 'captured'])
    .execute()
}

/**
 * Many mails at once (a campaign), each with the id the caller chose, in one statement. `db` may
 * be a transaction, as for insertOutboxMail. Keep batches to a few hundred rows.
 */
export async function insertOutboxMails(db: Db, mails: (NewOutboxMail & { id: string })[]): Promise<void> {
  if (mails.length === 0) return
  await db
    .insertInto('mail_outbox')
    .values(
      mails.map(({ now, data, attachments, ...rest }) => ({
        ...rest,
        data: JSON.stringify(data),
        ...(attachments?.length ? { attachments: JSON.stringify(attachments) } : {}),
        status: 'queued' as const,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute()
}
