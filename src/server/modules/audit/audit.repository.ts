import { type Kysely, sql, type Transaction } from 'kysely'
import type { AuditEntry } from '#shared/audit.ts'
import type { Database } from '../../db/database.ts'
import { redactSecrets } from './audit-redact.ts'

export interface AuditRecord {
  /** The admin who acted; null for the system. */
  actorId: number | null
  /** `<subject>.<verb>`, stable: 'user.validate', 'user.suspend', 'care_type.delete'… */
  action: string
  subjectType: string
  subjectId: string | number
  /** The row before the action (null on creation) and after it (null on deletion). */
  before?: unknown
  after?: unknown
  /** The app's clock (tests); the database's now() otherwise. */
  at?: Date
}

const ACTION = /^[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)+$/

function json(value: unknown): string | null {
  const clean = redactSecrets(value)
  return clean === null ? null : JSON.stringify(clean)
}

/**
 * Writes one audit entry. Pass the transaction of the action itself, so that the entry and the
 * change commit together or not at all. Secrets in `before`/`after` are removed (audit-redact.ts).
 */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, record: AuditRecord): Promise<void> {
  // A typo in an action code would make entries nobody can filter on: fail loudly in development.
  if (!ACTION.test(record.action)) throw new Error(`audit: invalid action code "${record.action}"`)
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: record.actorId,
      action: record.action,
      subject_type: record.subjectType,
      subject_id: String(record.subjectId),
      before: json(record.before),
      after: json(record.after),
      ...(record.at ? { created_at: record.at } : {}),
    })
    .execute()
}

export interface AuditFilter {
  subjectType?: string | undefined
  subjectId?: string | undefined
  page: number
  perPage: number
}

/** A page of entries, newest first, with the actor's name, and how many match in all. */
export async function listAudit(db: Kysely<Database>, filter: AuditFilter): Promise<{ entries: AuditEntry[]; count: number }> {
  let base = db.selectFrom('audit_log')
  if (filter.subjectType !== undefined) base = base.where('audit_log.subject_type', '=', filter.subjectType)
  if (filter.subjectId !== undefined) base = base.where('audit_log.subject_id', '=', filter.subjectId)
  const [rows, total] = await Promise.all([
    base
      .leftJoin('users as actor', 'actor.id', 'audit_log.actor_user_id')
      .select([
        'audit_log.id',
        'audit_log.action',
        'audit_log.subject_type',
        'audit_log.subject_id',
        'audit_log.before',
        'audit_log.after',
        'audit_log.created_at',
        'audit_log.actor_user_id',
        'actor.first_name as actor_first_name',
        'actor.last_name as actor_last_name',
        'actor.email as actor_email',
      ])
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ])
  return {
    count: total.count,
    entries: rows.map((row) => ({
      id: String(row.id),
      action: row.action,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      actor:
        row.actor_user_id === null || row.actor_email === null
          ? null
          : {
              id: row.actor_user_id,
              name: [row.actor_first_name, row.actor_last_name].filter(Boolean).join(' ') || row.actor_email,
              email: row.actor_email,
            },
      before: row.before ?? null,
      after: row.after ?? null,
      created_at: new Date(row.created_at).toISOString(),
    })),
  }
}

/**
 * When a person's account is erased (RGPD art. 17), the entries about it keep who did what and
 * when, but lose the before and after, which hold the person's data. For the account deletion
 * and retention jobs to call in their transaction. Returns how many entries were emptied.
 */
export async function forgetAuditSubject(
  db: Kysely<Database> | Transaction<Database>,
  subjectType: string,
  subjectId: string | number,
): Promise<number> {
  const result = await db
    .updateTable('audit_log')
    .set({ before: null, after: null })
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', String(subjectId))
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
