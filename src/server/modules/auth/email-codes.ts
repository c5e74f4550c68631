import { createHmac, randomInt } from 'node:crypto'
import type { Db } from '../../db/connect.ts'
import type { AppKeys } from './app-key.ts'
import { EMAIL_CODE_LIFETIME_MINUTES, EMAIL_CODE_MAX_ATTEMPTS } from './auth-constants.ts'
import { safeEqual } from './tokens.ts'

/**
 * A 6-digit code mailed to prove an address without leaving the page (the immediate flow). One
 * live code per account: a new one replaces the last. A million values are few, so the code is
 * stored as an HMAC under a key derived from APP_KEY (a database dump alone cannot be searched
 * for it), bound to the account and to the address it went to (a changed address voids it); it
 * expires, dies after a few wrong guesses, and works once.
 */

/** A new code may be asked for this long after the last one at the soonest. */
const EMAIL_CODE_RESEND_SECONDS = 60

export interface IssuedEmailCode {
  code: string
  expiresAt: Date
}

function codeHash(keys: AppKeys, userId: number, email: string, code: string): string {
  return createHmac('sha256', keys.emailCodes).update(`${userId}:${email.trim().toLowerCase()}:${code}`).digest('hex')
}

/** A fresh code for the account (the previous one stops working); the caller mails it, in the same transaction. */
export async function issueEmailCode(
  db: Db,
  keys: AppKeys,
  options: { userId: number; email: string; now: Date },
): Promise<IssuedEmailCode> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const expiresAt = new Date(options.now.getTime() + EMAIL_CODE_LIFETIME_MINUTES * 60_000)
  const values = {
    code_hash: codeHash(keys, options.userId, options.email, code),
    attempts: 0,
    created_at: options.now,
    expires_at: expiresAt,
    used_at: null,
  }
  await db
    .insertInto('email_codes')
    .values({ user_id: options.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute()
  return { code, expiresAt }
}

export type EmailCodeCheck = 'ok' | 'invalid' | 'expired' | 'exhausted'

/**
 * Checks a code and, when it is right, marks it used. Call inside a transaction: the row is locked,
 * so of two concurrent uses one wins; a wrong guess is counted in that transaction, which the
 * caller must commit (answer the refusal after the commit). A used, replaced or unknown code is
 * `invalid`.
 */
export async function consumeEmailCode(
  db: Db,
  keys: AppKeys,
  options: { userId: number; email: string; code: string; now: Date },
): Promise<EmailCodeCheck> {
  const row = await db
    .selectFrom('email_codes')
    .select(['code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('user_id', '=', options.userId)
    .forUpdate()
    .executeTakeFirst()
  if (!row || row.used_at !== null) return 'invalid'
  if (new Date(row.expires_at) <= options.now) return 'expired'
  if (row.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return 'exhausted'
  if (!safeEqual(row.code_hash, codeHash(keys, options.userId, options.email, options.code))) {
    const attempts = row.attempts + 1
    await db.updateTable('email_codes').set({ attempts }).where('user_id', '=', options.userId).execute()
    return attempts >= EMAIL_CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid'
  }
  await db.updateTable('email_codes').set({ used_at: options.now }).where('user_id', '=', options.userId).execute()
  return 'ok'
}

/** When the account's current code stops working, if it still works (the screen says so). */
export async function liveEmailCode(db: Db, userId: number, now: Date): Promise<{ expiresAt: Date; resendAt: Date } | undefined> {
  const row = await db
    .selectFrom('email_codes')
    .select(['attempts', 'created_at', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row || row.used_at !== null || row.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return undefined
  const expiresAt = new Date(row.expires_at)
  if (expiresAt <= now) return undefined
  return { expiresAt, resendAt: resendAt(row.created_at) }
}

/** When the account may ask for another code (its last one's time plus the pause). */
export async function nextEmailCodeAt(db: Db, userId: number): Promise<Date | undefined> {
  const row = await db.selectFrom('email_codes').select('created_at').where('user_id', '=', userId).executeTakeFirst()
  return row ? resendAt(row.created_at) : undefined
}

function resendAt(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + EMAIL_CODE_RESEND_SECONDS * 1000)
}
