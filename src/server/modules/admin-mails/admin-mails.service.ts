import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import type { OutboxMail } from '../mail/mail.repository.ts'
import type { Mailer, MailMessage } from '../mail/mailer.ts'
import { findOutboxMail } from './admin-mails.repository.ts'

/**
 * The same mail again, as a new outbox row (the old one keeps its history), audited. The caller
 * has checked that it carried no one-time link. Returns the new row.
 */
export async function resendMail(
  trx: Transaction<Database>,
  mail: Mailer,
  actorId: number,
  row: OutboxMail,
  now: Date,
): Promise<OutboxMail | undefined> {
  const message = {
    to: row.to,
    template: row.template,
    data: row.data,
    locale: row.locale === 'en' ? 'en' : 'fr',
  } as MailMessage
  const { id } = await mail.send(message, trx)
  await recordAudit(trx, {
    actorId,
    action: 'mail.resend',
    subjectType: 'mail',
    subjectId: row.id,
    after: { resent_as: id, to: row.to, template: row.template },
    at: now,
  })
  return findOutboxMail(trx, id)
}
