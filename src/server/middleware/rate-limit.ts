import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { clientIp } from '../http/client-ip.ts'
import { HttpError } from '../http/http-error.ts'
import type { AppEnv } from '../http/types.ts'
import { hitRateLimit, type RateLimitRule } from '../modules/rate-limits/rate-limits.repository.ts'

export interface RateLimitOptions extends RateLimitRule {
  /** Who is counted; the client IP (through trusted proxies only) by default. */
  subject?: (c: Context<AppEnv>) => string | Promise<string>
}

/**
 * Refuses a request past `limit` hits per window with 429, Retry-After and a message saying
 * when to come back. Counters live in PostgreSQL, so the limit holds across app instances.
 * For limits that depend on the body (login: email + IP), call hitRateLimit from the handler.
 */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, clock } = c.get('deps')
    const subject = options.subject ? await options.subject(c) : clientIp(c)
    const result = await hitRateLimit(db, options, subject, clock.now())
    c.header('RateLimit-Limit', String(options.limit))
    c.header('RateLimit-Remaining', String(result.remaining))
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds)
    await next()
  })
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'rate_limit.exceeded', {
    params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })
}

/**
 * The public searches anyone may call (the communes autocomplete, the nurse search): a client
 * address gets PUBLIC_SEARCH_RATE_LIMIT requests a minute on each, far more than a person typing
 * (the commune field waits for a pause in the typing before it asks), then 429 with Retry-After.
 * 0 turns it off.
 */
export function publicSearchLimit(name: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, clock, env } = c.get('deps')
    const limit = env.PUBLIC_SEARCH_RATE_LIMIT
    if (limit === 0) return next()
    const result = await hitRateLimit(db, { name, limit, windowSeconds: 60 }, clientIp(c), clock.now())
    c.header('RateLimit-Limit', String(limit))
    c.header('RateLimit-Remaining', String(result.remaining))
    if (!result.allowed) {
      throw new HttpError(429, 'rate_limit.search', { headers: { 'Retry-After': String(result.retryAfterSeconds) } })
    }
    await next()
  })
}
