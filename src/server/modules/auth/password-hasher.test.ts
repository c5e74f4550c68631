import { beforeEach, describe, expect, it, vi } from 'vitest'
import { argon2Calls } from '#tests/support/counting-argon2.ts'
import { createPasswordHasher, PASSWORD_HASH_PARAMS } from './password-hasher.ts'

vi.mock('argon2', () => import('../../../../tests/support/counting-argon2.ts'))

/** The m, t and p of a PHC argon2 string. */
function costOf(hash: string | undefined) {
  const [, variant, , params] = (hash ?? '').split('$')
  const values = Object.fromEntries((params ?? '').split(',').map((pair) => pair.split('=')))
  return { variant, m: Number(values.m), t: Number(values.t), p: Number(values.p) }
}

const production = {
  variant: 'argon2id',
  m: PASSWORD_HASH_PARAMS.memoryCost,
  t: PASSWORD_HASH_PARAMS.timeCost,
  p: PASSWORD_HASH_PARAMS.parallelism,
}

beforeEach(() => {
  argon2Calls.verify.length = 0
})

// docs/security.md#passwords-registration-login: login takes as long for an unknown email as for a known one. The login route
// verifies once on every path (`verify(user?.password_hash ?? null, …)`); here, that a verify
// without a usable hash does one full argon2 check at production's cost, as a real one does.
describe('the password hasher (production parameters)', () => {
  const hasher = createPasswordHasher()

  it('checks a real hash once, at its own cost', async () => {
    const stored = await hasher.hash('Tournesol-Bleu-42')
    expect(costOf(stored)).toEqual(production)
    expect(await hasher.verify(stored, 'Tournesol-Bleu-42')).toEqual({ ok: true, needsRehash: false })
    expect(argon2Calls.verify).toEqual([stored])
  })

  it('does one full check at the same cost when there is no hash, or not an argon2 one, and refuses', async () => {
    for (const stored of [null, '', 'plain-text', '$2y$10$bcrypt-is-not-argon2']) {
      argon2Calls.verify.length = 0
      expect(await hasher.verify(stored, 'Tournesol-Bleu-42')).toEqual({ ok: false, needsRehash: false })
      expect(argon2Calls.verify).toHaveLength(1)
      expect(costOf(argon2Calls.verify[0])).toEqual(production)
    }
  })
})
