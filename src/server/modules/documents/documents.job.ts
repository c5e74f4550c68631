import type { Logger } from 'pino'
import { addDays, daysBetweenInclusive, parisToday } from '#shared/dates.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Env } from '../../env.ts'
import type { Clock } from '../../http/types.ts'
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { DocumentStorage } from './document-storage.ts'
import { documentColumns, findOwners, removeDocuments } from './documents.repository.ts'
import { daysAfter, EXPIRED_RETENTION_DAYS, recomputeValidation } from './documents.service.ts'

/**
 * Every 10 minutes (docs/product.md#verification-documents), by Paris days:
 * - approved documents whose end date is within 30 days get a reminder, and within 7 days another
 *   (once each: a document approved 5 days before its end gets the 7-day one only);
 * - approved documents past their end date become expired, and a nurse missing a required one
 *   loses the validated badge;
 * - documents past their retention (rejected or replaced 90 days ago, expired a year ago) are
 *   erased, and the files whose rows went are deleted from a storage outside the database.
 */
const DEFAULT_INTERVAL_MS = 10 * 60_000
const TRASH_BATCH = 100

export interface DocumentsJobDeps {
  db: Db
  env: Pick<Env, 'VERIFICATION_REQUIRED_DOCUMENTS'>
  mail: Mailer
  storage: DocumentStorage
  logger: Logger
  clock: Clock
  intervalMs?: number
}

export interface DocumentsJobResult {
  reminded: number
  expired: number
  unvalidated: number
  erased: number
  filesDeleted: number
}

export type DocumentsJob = PeriodicJob<DocumentsJobResult>

export function createDocumentsJob(deps: DocumentsJobDeps): DocumentsJob {
  return createPeriodicJob({
    name: 'verification-documents',
    everyMs: deps.intervalMs ?? DEFAULT_INTERVAL_MS,
    logger: deps.logger,
    failure: 'verification documents job failed, will retry',
    fallback: { reminded: 0, expired: 0, unvalidated: 0, erased: 0, filesDeleted: 0 },
    async work() {
      const now = deps.clock.now()
      const today = parisToday(now)
      const reminded = await inTransaction(deps.db, (trx) => remind(trx, deps.mail, now, today))
      const { expired, unvalidated } = await inTransaction(deps.db, (trx) => expire(trx, deps, now, today))
      const erased = await inTransaction(deps.db, async (trx) => {
        const due = await trx
          .selectFrom('verification_documents')
          .select(['id', 'storage_key'])
          .where('retain_until', '<=', now)
          .forUpdate()
          .skipLocked()
          .execute()
        await removeDocuments(trx, due)
        return due.length
      })
      const filesDeleted = await emptyTrash(deps.db, deps.storage)
      const result = { reminded, expired, unvalidated, erased, filesDeleted }
      if (Object.values(result).some((count) => count > 0)) deps.logger.info(result, 'verification documents maintained')
      return result
    },
  })
}

async function remind(trx: Db, mail: Mailer, now: Date, today: string): Promise<number> {
  const due = await trx
    .selectFrom('verification_documents')
    .select(documentColumns)
    .where('status', '=', 'approved')
    .where('expires_on', 'is not', null)
    .where('expires_on', '>=', today)
    .where('expires_on', '<=', addDays(today, 30))
    .where((eb) =>
      eb.or([
        eb('reminded_30_at', 'is', null),
        eb.and([eb('reminded_7_at', 'is', null), eb('expires_on', '<=', addDays(today, 7))]),
      ]),
    )
    .forUpdate()
    .skipLocked()
    .execute()
  const owners = await findOwners(trx, [...new Set(due.map((row) => row.user_id))])
  let sent = 0
  for (const row of due) {
    if (!row.expires_on) continue
    // Days left: 0 on the last valid day.
    const days = daysBetweenInclusive(today, row.expires_on) - 1
    const week = days <= 7
    await trx
      .updateTable('verification_documents')
      .set(week ? { reminded_7_at: now, reminded_30_at: row.reminded_30_at ?? now } : { reminded_30_at: now })
      .where('id', '=', row.id)
      .execute()
    const owner = owners.get(row.user_id)
    if (!owner || owner.deleted_at !== null) continue
    await mail.send(
      {
        to: owner.email,
        template: 'document-expiring',
        data: { name: owner.first_name, kind: row.kind, expires_on: row.expires_on, days },
        locale: resolveSettings(owner.settings).locale,
      },
      trx,
    )
    sent++
  }
  return sent
}

async function expire(trx: Db, deps: Pick<DocumentsJobDeps, 'env' | 'mail'>, now: Date, today: string) {
  const ended = await trx
    .updateTable('verification_documents')
    .set({ status: 'expired', retain_until: daysAfter(now, EXPIRED_RETENTION_DAYS), updated_at: now })
    .where('status', '=', 'approved')
    .where('expires_on', '<', today)
    .returning(['user_id'])
    .execute()
  let unvalidated = 0
  for (const userId of new Set(ended.map((row) => row.user_id))) {
    const outcome = await recomputeValidation(trx, deps, { userId, actorId: null, mode: 'drop', now, today })
    if (outcome === 'unvalidated') unvalidated++
  }
  return { expired: ended.length, unvalidated }
}

/** Deletes the files of removed documents from the storage, then their keys (a failure waits for the next run). */
async function emptyTrash(db: Db, storage: DocumentStorage): Promise<number> {
  const keys = await db.selectFrom('document_blob_trash').select('key').orderBy('created_at').limit(TRASH_BATCH).execute()
  let deleted = 0
  for (const { key } of keys) {
    if (storage.kind !== 'database') await storage.delete(db, key)
    await db.deleteFrom('document_blob_trash').where('key', '=', key).execute()
    deleted++
  }
  return deleted
}
