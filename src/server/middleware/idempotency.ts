import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { HttpError } from '../http/http-error.ts'
import type { AppEnv } from '../http/types.ts'
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  type IdempotencyRecord,
  releaseIdempotencyKey,
} from '../modules/idempotency/idempotency.repository.ts'

const KEY_PATTERN = /^[\w-]{8,128}$/
// A concurrent duplicate waits this long for the first request's answer before a 409.
const WAIT_MS = 5000
const POLL_MS = 50
// Answers worth replaying: what the handler decided. Not 5xx, not "come back later" ones.
const RETRYABLE = new Set([408, 409, 425, 429])

export interface IdempotencyOptions {
  /** Names the operation: the same client key on two operations is two keys. */
  scope: string
  /**
   * Whose key it is: the user id once accounts exist. Anonymous calls share one space (keys are
   * random UUIDs); it is not the IP, which changes when a phone that queued offline reconnects.
   */
  subject?: (c: Context<AppEnv>) => string | Promise<string>
}

/**
 * Idempotency-Key support for a mutating route (docs/security.md R5, the offline replay of docs/offline.md):
 * the first request with a key runs and its answer is stored; a replay with the same key and body,
 * even concurrent, gets that same answer (`Idempotent-Replayed: true`) and changes nothing; the
 * same key with another body is refused with 422. Requests without the header run normally.
 * Put it before the rate limit, so that replays do not use up the allowance.
 */
export function idempotency(options: IdempotencyOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const clientKey = c.req.header('idempotency-key')
    if (clientKey === undefined) return next()
    if (!KEY_PATTERN.test(clientKey)) throw new HttpError(400, 'idempotency.invalid_key')

    const { db, clock } = c.get('deps')
    const subject = options.subject ? await options.subject(c) : ''
    const key = sha256(`${options.scope}:${subject}:${clientKey}`)
    // Hono keeps the body it read, so the handler can still read it after this.
    const requestHash = sha256(`${c.req.method} ${c.req.path}\n${await c.req.text()}`)

    if (!(await claimIdempotencyKey(db, key, requestHash, clock.now()))) {
      const existing = await waitForAnswer(c, key)
      if (!existing) return next() // released by a failed first attempt meanwhile: run for real
      if (existing.request_hash !== requestHash) throw new HttpError(422, 'idempotency.key_reused')
      if (existing.status === null) throw new HttpError(409, 'idempotency.in_progress', { headers: { 'Retry-After': '1' } })
      return replay(existing)
    }

    await next()
    const { status } = c.res
    if (status >= 500 || RETRYABLE.has(status)) {
      await releaseIdempotencyKey(db, key)
      return
    }
    await completeIdempotencyKey(db, key, {
      status,
      contentType: c.res.headers.get('content-type'),
      body: await c.res.clone().text(),
    })
  })
}

async function waitForAnswer(c: Context<AppEnv>, key: string): Promise<IdempotencyRecord | undefined> {
  const { db } = c.get('deps')
  const deadline = performance.now() + WAIT_MS
  for (;;) {
    const existing = await findIdempotencyKey(db, key)
    if (!existing || existing.status !== null || performance.now() >= deadline) return existing
    await sleep(POLL_MS)
  }
}

function replay(record: IdempotencyRecord): Response {
  const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' }
  if (record.content_type) headers['Content-Type'] = record.content_type
  const status = record.status ?? 200
  // 204 and 304 answers carry no body, and a Response refuses one for them.
  return new Response(status === 204 || status === 304 ? null : record.response_body, { status, headers })
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}
