import type { Context } from 'hono'
import type { Db } from '../../db/connect.ts'
import { clientIp } from '../../http/client-ip.ts'
import type { AppEnv } from '../../http/types.ts'
import { tooManyRequests } from '../../middleware/rate-limit.ts'
import { hitRateLimit, type RateLimitRule } from '../rate-limits/rate-limits.repository.ts'
import { sha256 } from './tokens.ts'

/**
 * Counts one hit of `rule` for `subject` and refuses with 429 + Retry-After past the limit. For
 * limits keyed on the body (the email), which the rateLimit() middleware cannot see.
 */
export async function throttle(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  subject: string,
  db: Db = c.get('deps').db,
): Promise<void> {
  const result = await hitRateLimit(db, rule, subject, c.get('deps').clock.now())
  if (!result.allowed) {
    logAuth(c, `${rule.name}.throttled`, {})
    throw tooManyRequests(result.retryAfterSeconds)
  }
}

export interface AuthLogFields {
  user_id?: number
  /** Logged as a short hash: failures can be grouped by address without writing it down. */
  email?: string
  reason?: string
  [key: string]: unknown
}

/**
 * Every authentication success and failure, as one structured line (docs/security.md#passwords-registration-login): what, who (user
 * id, or the email's hash), from where. Never a password, token, code or cookie.
 */
export function logAuth(c: Context<AppEnv>, event: string, fields: AuthLogFields) {
  const { email, ...rest } = fields
  c.get('logger').info(
    {
      event: `auth.${event}`,
      ip: clientIp(c),
      ...(email ? { email_hash: sha256(email.toLowerCase()).slice(0, 16) } : {}),
      ...rest,
    },
    'auth',
  )
}
