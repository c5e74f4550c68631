import { sql } from 'kysely'
import type { AdminMail, MailSortField } from '#shared/admin-mails.ts'
import type { Db } from '../../db/connect.ts'
import type { OutboxMail } from '../mail/mail.repository.ts'

export interface MailFilter {
  status?: AdminMail['status'] | undefined
  template?: string | undefined
  recipient?: string | undefined
  from?: string | undefined
  to?: string | undefined
  sort?: MailSortField | undefined
  direction?: 'asc' | 'desc' | undefined
  page: number
  perPage: number
}

/** What the list shows of a mail: never `data`, which may still hold a live one-time link. */
export function toAdminMail(row: OutboxMail): AdminMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    template: row.template,
    locale: row.locale,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: new Date(row.created_at).toISOString(),
    sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  }
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** A page of the outbox, newest first unless told otherwise, and how many mails match. */
export async function listOutbox(db: Db, filter: MailFilter): Promise<{ mails: AdminMail[]; count: number }> {
  let base = db.selectFrom('mail_outbox')
  if (filter.status) base = base.where('status', '=', filter.status)
  if (filter.template) base = base.where('template', '=', filter.template)
  if (filter.recipient) base = base.where(sql<boolean>`lower("to") like ${likePattern(filter.recipient)} escape '\\'`)
  // Days as an admin in France reads them.
  if (filter.from) base = base.where(sql<boolean>`(created_at at time zone 'Europe/Paris')::date >= ${filter.from}::date`)
  if (filter.to) base = base.where(sql<boolean>`(created_at at time zone 'Europe/Paris')::date <= ${filter.to}::date`)
  const sort = filter.sort ?? 'created_at'
  const direction = filter.direction ?? (sort === 'created_at' ? 'desc' : 'asc')
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      // Addresses sort as people read them, whatever their case.
      .orderBy(sort === 'to' ? sql`lower("to")` : sort, direction)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { mails: rows.map(toAdminMail), count: total.count }
}

export async function findOutboxMail(db: Db, id: string): Promise<OutboxMail | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()
}
