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
