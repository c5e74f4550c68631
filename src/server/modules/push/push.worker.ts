import type { Logger } from 'pino'
import webpush from 'web-push'
import type { Db } from '../../db/connect.ts'
import type { Env } from '../../env.ts'
import type { Clock } from '../../http/types.ts'
import type { Job } from '../../jobs/runner.ts'
import { type ClaimedPush, claimDuePushes, deleteExpiredSubscription, deletePush, retryPush } from './push.repository.ts'
import { resolveVapidDetails } from './vapid-keys.ts'

/** Attempts before a push is dropped: about an hour of a push service's outage, with the backoff below. */
export const PUSH_MAX_ATTEMPTS = 6
const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 30 * 60_000
/** How long the push service keeps a push for a device that is offline; past it, we stop trying too. */
export const PUSH_TTL_SECONDS = 24 * 3600
/** How long a claimed push is this worker's. */
const LEASE_MS = 2 * 60_000
const REQUEST_TIMEOUT_MS = 10_000

/** After attempt n fails: 30 s, 1 min, 2, 4, 8 min… (capped at 30 min). */
export function pushRetryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

export interface PushWorkerDeps {
  db: Db
  env: Env
  logger: Logger
  clock: Clock
  batchSize?: number
  pollMs?: number
}

export interface PushWorker extends Job {
  /** Sends what is due now, one batch; returns how many pushes it handled. Tests call this. */
  runOnce(): Promise<number>
}

/**
 * On the jobs runner (main.ts), in every instance, like the mail worker: the outbox is shared
 * through FOR UPDATE SKIP LOCKED and a lease. Each push is encrypted for its device (aes128gcm),
 * signed with the VAPID key and POSTed to the device's push service (web-push builds the request,
 * fetch sends it: the library's own sender speaks https only, and the tests' push service is a
 * local http server).
 */
export function createPushWorker(deps: PushWorkerDeps): PushWorker {
  const { db, env, logger, clock } = deps
  const batchSize = deps.batchSize ?? 20
  const pollMs = deps.pollMs ?? 5000
  const vapid = resolveVapidDetails(env, logger)

  async function deliver(push: ClaimedPush): Promise<void> {
    const now = clock.now()
    let status: number | undefined
    let failure: string
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
        JSON.stringify(push.payload),
        { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: push.urgency, contentEncoding: 'aes128gcm' },
      )
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: 'error',
      })
      await response.body?.cancel()
      if (response.ok) {
        await deletePush(db, push.id)
        return
      }
      status = response.status
      failure = `HTTP ${response.status}`
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    }

    if (status === 404 || status === 410) {
      // The device unsubscribed, or the browser's data was cleared: the subscription is dead.
      logger.info({ subscriptionId: push.subscription_id, status }, 'push subscription expired, removed')
      await deleteExpiredSubscription(db, push.subscription_id)
      return
    }
    // Another 4xx (a payload or a key refused) will not get better; neither will a push past its TTL.
    const refused = status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429
    const nextAttemptAt = new Date(now.getTime() + pushRetryDelayMs(push.attempts))
    const stale = nextAttemptAt.getTime() > push.created_at.getTime() + PUSH_TTL_SECONDS * 1000
    if (refused || stale || push.attempts >= PUSH_MAX_ATTEMPTS) {
      logger.warn(
        { pushId: push.id, subscriptionId: push.subscription_id, attempts: push.attempts, error: failure },
        'push dropped',
      )
      await deletePush(db, push.id)
      return
    }
    logger.warn({ pushId: push.id, attempts: push.attempts, nextAttemptAt, error: failure }, 'push not sent, will retry')
    await retryPush(db, push.id, nextAttemptAt, failure)
  }

  async function runOnce(): Promise<number> {
    const now = clock.now()
    const claimed = await claimDuePushes(db, now, new Date(now.getTime() + LEASE_MS), batchSize)
    // Different push services answer independently: a batch goes out together.
    await Promise.all(claimed.map((push) => deliver(push)))
    return claimed.length
  }

  return {
    name: 'push',
    exclusive: false,
    everyMs: pollMs,
    runOnce,
    run: async () => (await runOnce()) === batchSize,
  }
}
