import { type Selectable, sql, type Transaction } from 'kysely'
import type { PushDevice, PushMessage } from '#shared/push.ts'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import type { PushOutboxTable, PushUrgency } from './push.table.ts'

type Executor = Db | Transaction<Database>

export interface NewPushSubscription {
  userId: number
  endpoint: string
  p256dh: string
  auth: string
  deviceName: string
  now: Date
}

function toDevice(row: { id: number; device_name: string; endpoint: string; created_at: Date }): PushDevice {
  return { id: row.id, device_name: row.device_name, endpoint: row.endpoint, created_at: row.created_at.toISOString() }
}

/**
 * Records a device for the member. A browser has one endpoint; if another account subscribed it
 * before (a shared computer), it is this member's now, and the pushes still queued for the other
 * account are dropped with its row.
 */
export async function saveSubscription(db: Db, input: NewPushSubscription): Promise<PushDevice> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', input.endpoint)
      .where('user_id', '<>', input.userId)
      .execute()
    const row = await trx
      .insertInto('push_subscriptions')
      .values({
        user_id: input.userId,
        endpoint: input.endpoint,
        p256dh: input.p256dh,
        auth: input.auth,
        device_name: input.deviceName,
        created_at: input.now,
      })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({ p256dh: input.p256dh, auth: input.auth, device_name: input.deviceName }),
      )
      .returning(['id', 'device_name', 'endpoint', 'created_at'])
      .executeTakeFirstOrThrow()
    return toDevice(row)
  })
}

/** The member's devices, newest first. */
export async function listSubscriptions(db: Db, userId: number): Promise<PushDevice[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'device_name', 'endpoint', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toDevice)
}

/** Removes one of the member's devices (its queued pushes go with it); false when it is not theirs. */
export async function deleteSubscription(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return result.numDeletedRows > 0n
}

// Told when pushes were queued, so that a worker in this process looks soon (main.ts).
const queuedListeners = new Set<() => void>()

/** Registers what to call when pushes are queued; returns its removal. */
export function onPushQueued(listener: () => void): () => void {
  queuedListeners.add(listener)
  return () => queuedListeners.delete(listener)
}

/**
 * Queues one push per device of the user, in the caller's transaction (the push exists only if the
 * event commits; docs/security.md R1). Returns how many devices it was queued for.
 */
export async function queuePushes(
  db: Executor,
  input: { userId: number; message: PushMessage; urgency: PushUrgency; now: Date },
): Promise<number> {
  const result = await db
    .insertInto('push_outbox')
    .columns(['subscription_id', 'payload', 'urgency', 'next_attempt_at', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('push_subscriptions')
        .select([
          'id',
          // Typed: parameters in a SELECT get no type from the columns they go to.
          sql<string>`cast(${JSON.stringify(input.message)} as jsonb)`.as('payload'),
          sql<string>`cast(${input.urgency} as text)`.as('urgency'),
          sql<Date>`cast(${input.now} as timestamptz)`.as('next_attempt_at'),
          sql<Date>`cast(${input.now} as timestamptz)`.as('created_at'),
        ])
        .where('user_id', '=', input.userId),
    )
    .executeTakeFirst()
  const count = Number(result.numInsertedOrUpdatedRows ?? 0n)
  if (count > 0) for (const listener of queuedListeners) listener()
  return count
}

export type ClaimedPush = Selectable<PushOutboxTable> & { endpoint: string; p256dh: string; auth: string }

/**
 * Takes up to `limit` due pushes for this worker, as the mail outbox does: rows locked by another
 * worker are skipped (FOR UPDATE SKIP LOCKED), and a claimed row is due again after its lease if
 * this worker dies meanwhile.
 */
export async function claimDuePushes(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedPush[]> {
  return db
    .updateTable('push_outbox')
    .from('push_subscriptions')
    .set((eb) => ({ attempts: eb('push_outbox.attempts', '+', 1), next_attempt_at: leaseUntil }))
    .whereRef('push_subscriptions.id', '=', 'push_outbox.subscription_id')
    .where('push_outbox.id', 'in', (eb) =>
      eb
        .selectFrom('push_outbox as due')
        .select('due.id')
        .where('due.next_attempt_at', '<=', now)
        .orderBy('due.next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'push_outbox.id',
      'push_outbox.subscription_id',
      'push_outbox.payload',
      'push_outbox.urgency',
      'push_outbox.attempts',
      'push_outbox.last_error',
      'push_outbox.next_attempt_at',
      'push_outbox.created_at',
      'push_subscriptions.endpoint',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
    ])
    .execute()
}

/** A push sent, or given up. */
export async function deletePush(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_outbox').where('id', '=', id).execute()
}

/** A push to try again at `at`. */
export async function retryPush(db: Db, id: string, at: Date, lastError: string): Promise<void> {
  await db.updateTable('push_outbox').set({ next_attempt_at: at, last_error: lastError }).where('id', '=', id).execute()
}

/** A device the push service no longer knows (404/410): its row and its queued pushes go. */
export async function deleteExpiredSubscription(db: Db, subscriptionId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute()
}
