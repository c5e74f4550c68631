import { randomBytes } from 'node:crypto'
import argon2 from 'argon2'
import { normalizePassword } from '#shared/password.ts'

export interface PasswordHashParams {
  memoryCost: number
  timeCost: number
  parallelism: number
}

/** OWASP's argon2id minimum (docs/security.md#passwords-registration-login): 19 MiB, 2 passes, 1 lane. */
export const PASSWORD_HASH_PARAMS: PasswordHashParams = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/** The smallest argon2 allows: only the app factory's test option can choose it (app.ts). */
export const TEST_PASSWORD_HASH_PARAMS: PasswordHashParams = { memoryCost: 1024, timeCost: 1, parallelism: 1 }

export interface PasswordVerification {
  ok: boolean
  /** The stored hash is weaker than today's parameters: store a new one now that we know the password. */
  needsRehash: boolean
}

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(storedHash: string | null, password: string): Promise<PasswordVerification>
}

/**
 * argon2id over the NFKC form of the password, never truncated. `verify` does the same work
 * whether or not there is a hash to check (an unknown email, an account without a password): it
 * then checks a throwaway hash, so timing does not tell which accounts exist (docs/security.md#passwords-registration-login).
 */
export function createPasswordHasher(params: PasswordHashParams = PASSWORD_HASH_PARAMS): PasswordHasher {
  const options = { ...params, type: argon2.argon2id } as const
  let dummy: Promise<string> | undefined
  const dummyHash = () => {
    dummy ??= argon2.hash(randomBytes(16).toString('hex'), options)
    return dummy
  }

  return {
    hash: (password) => argon2.hash(normalizePassword(password), options),
    async verify(storedHash, password) {
      if (!storedHash?.startsWith('$argon2')) {
        await argon2.verify(await dummyHash(), normalizePassword(password)).catch(() => false)
        return { ok: false, needsRehash: false }
      }
      const ok = await argon2.verify(storedHash, normalizePassword(password)).catch(() => false)
      return { ok, needsRehash: ok && isWeaker(storedHash, params) }
    },
  }
}

/** Weaker in any parameter (or another variant): stronger hashes made elsewhere are kept. */
function isWeaker(storedHash: string, target: PasswordHashParams): boolean {
  const [, variant, version, params] = storedHash.split('$')
  // The PHC string's parameters come in the library's order (m, p, t today): read them by name.
  const values = Object.fromEntries((params ?? '').split(',').map((pair) => pair.split('=')))
  const param = (name: string) => Number(values[name] ?? 0)
  return (
    variant !== 'argon2id' ||
    Number(version?.replace('v=', '')) < 19 ||
    param('m') < target.memoryCost ||
    param('t') < target.timeCost ||
    param('p') < target.parallelism
  )
}
