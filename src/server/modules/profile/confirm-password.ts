import type { Context } from 'hono'
import { fieldErrors } from '../../http/field-errors.ts'
import type { AppEnv } from '../../http/types.ts'
import { tooManyRequests } from '../../middleware/rate-limit.ts'
import { hitRateLimit } from '../rate-limits/rate-limits.repository.ts'
import { findPasswordHash } from './profile.repository.ts'

// A stolen session must not become a way to guess the password: 10 tries per 15 minutes.
const CONFIRM_LIMIT = { name: 'password-confirm', limit: 10, windowSeconds: 900 }

/**
 * Checks a password the user typed again to confirm a sensitive change (e-mail, password,
 * account deletion): a 422 on `field` when wrong, 429 past the limit, argon2 work either way.
 */
export async function confirmPassword(c: Context<AppEnv>, userId: number, password: string, field: string): Promise<void> {
  const { db, clock, auth } = c.get('deps')
  const limit = await hitRateLimit(db, CONFIRM_LIMIT, String(userId), clock.now())
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
  const { ok } = await auth.passwords.verify(await findPasswordHash(db, userId), password)
  if (!ok) {
    c.get('logger').info({ event: 'auth.password_confirm.failure', user_id: userId }, 'auth')
    throw fieldErrors(c.get('locale'), 'validation.failed', { [field]: 'current_password.incorrect' })
  }
}
