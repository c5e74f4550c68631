import type { Db } from '../../db/connect.ts'
import type { AppKeys } from '../auth/app-key.ts'
import { hashRecoveryCode } from './recovery-codes.ts'
import { open, seal } from './secret-box.ts'
import { matchTotp } from './totp.ts'

export interface TwoFactorState {
  /** The TOTP secret in clear, or null (none, or a box that does not open with this APP_KEY). */
  secret: string | null
  confirmed: boolean
  lastStep: number | null
}

// The user id is the box's authenticated context: a secret copied to another row does not open.
const context = (userId: number) => `user:${userId}`

export async function loadTwoFactor(
  db: Db,
  keys: AppKeys,
  userId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TwoFactorState> {
  let query = db
    .selectFrom('users')
    .select(['two_factor_secret', 'two_factor_confirmed_at', 'two_factor_last_step'])
    .where('id', '=', userId)
  if (options.forUpdate) query = query.forUpdate()
  const row = await query.executeTakeFirst()
  return {
    secret: row?.two_factor_secret ? open(keys.twoFactorSecret, row.two_factor_secret, context(userId)) : null,
    confirmed: row?.two_factor_confirmed_at != null,
    lastStep: row?.two_factor_last_step ?? null,
  }
}

/** A new pending secret (enabling starts): two-factor is not on until a code confirms it. */
export async function setPendingSecret(db: Db, keys: AppKeys, userId: number, secret: string, now: Date) {
  await db
    .updateTable('users')
    .set({
      two_factor_secret: seal(keys.twoFactorSecret, secret, context(userId)),
      two_factor_confirmed_at: null,
      two_factor_last_step: null,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute()
}

export async function confirmTwoFactor(db: Db, userId: number, step: number, now: Date) {
  await db
    .updateTable('users')
    .set({ two_factor_confirmed_at: now, two_factor_last_step: step, updated_at: now })
    .where('id', '=', userId)
    .execute()
}

export async function disableTwoFactor(db: Db, userId: number, now: Date) {
  await db
    .updateTable('users')
    .set({ two_factor_secret: null, two_factor_confirmed_at: null, two_factor_last_step: null, updated_at: now })
    .where('id', '=', userId)
    .execute()
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute()
}

/**
 * Records `step` as used unless it (or a later one) already was: one conditional update, so the
 * same code sent twice at once is accepted once (RFC 6238 §5.2, docs/security.md R6).
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ two_factor_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Regenerating replaces the whole set: the old codes stop working at once. */
export async function replaceRecoveryCodes(db: Db, keys: AppKeys, userId: number, codes: string[], now: Date) {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute()
  await db
    .insertInto('two_factor_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(keys.recoveryCodes, code), created_at: now })))
    .execute()
}

/** Uses a recovery code once: true for the one request that marks it used. */
export async function consumeRecoveryCode(db: Db, keys: AppKeys, userId: number, code: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(keys.recoveryCodes, code))
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export type SecondFactor = 'totp' | 'recovery_code'

/**
 * Checks a code of a user whose two-factor is on: a TOTP code (claimed so it never works twice)
 * or an unused recovery code (used up). Returns which one worked, or null.
 */
export async function verifySecondFactor(
  db: Db,
  keys: AppKeys,
  userId: number,
  code: string,
  now: Date,
): Promise<SecondFactor | null> {
  const state = await loadTwoFactor(db, keys, userId)
  if (!state.confirmed || !state.secret) return null
  if (/^\d{6}$/.test(code)) {
    const step = matchTotp(state.secret, code, now, state.lastStep)
    return step !== null && (await claimTotpStep(db, userId, step)) ? 'totp' : null
  }
  return (await consumeRecoveryCode(db, keys, userId, code, now)) ? 'recovery_code' : null
}
