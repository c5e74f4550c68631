import type { Selectable } from 'kysely'
import type { Db } from '../../db/connect.ts'
import type { IdempotencyKeysTable } from './idempotency.table.ts'

export type IdempotencyRecord = Selectable<IdempotencyKeysTable>

/** docs/security.md R5: keys are kept at least 7 days. */
export const KEEP_MS = 7 * 24 * 3600 * 1000
/** A first request still "running" after this long died with its process: its key is free again. */
export const ABANDONED_MS = 60 * 1000

/**
 * Takes the key for this request, atomically: true when this request is the first (or the key
 * expired or was abandoned), false when another request holds or completed it.
 */
export async function claimIdempotencyKey(db: Db, key: string, requestHash: string, now: Date): Promise<boolean> {
  const expired = new Date(now.getTime() - KEEP_MS)
  const abandoned = new Date(now.getTime() - ABANDONED_MS)
  const row = await db
    .insertInto('idempotency_keys')
    .values({ key, request_hash: requestHash, created_at: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ request_hash: requestHash, status: null, content_type: null, response_body: null, created_at: now })
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.created_at', '<', expired),
            eb.and([eb('idempotency_keys.status', 'is', null), eb('idempotency_keys.created_at', '<', abandoned)]),
          ]),
        ),
    )
    .returning('key')
    .executeTakeFirst()

  return row !== undefined
}

/** Keys past their keeping period (modules/retention/expired-rows.job.ts). */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - KEEP_MS))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export function findIdempotencyKey(db: Db, key: string): Promise<IdempotencyRecord | undefined> {
  return db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst()
}

export async function completeIdempotencyKey(
  db: Db,
  key: string,
  response: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: response.status, content_type: response.contentType, response_body: response.body })
    .where('key', '=', key)
    .execute()
}

/** The request failed in a way worth retrying (5xx, 429): the next try runs for real. */
export async function releaseIdempotencyKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('key', '=', key).where('status', 'is', null).execute()
}
