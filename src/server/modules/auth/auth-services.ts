import type { Logger } from 'pino'
import type { Env } from '../../env.ts'
import { type AppKeys, resolveAppKeys } from './app-key.ts'
import { createPasswordHasher, PASSWORD_HASH_PARAMS, type PasswordHasher, TEST_PASSWORD_HASH_PARAMS } from './password-hasher.ts'

/** What the accounts modules share, made once per app by createApp. */
export interface AuthServices {
  passwords: PasswordHasher
  keys: AppKeys
}

export interface AuthTestingOptions {
  /**
   * argon2 at its cheapest, so that API tests log in hundreds of times in seconds. Refused unless
   * NODE_ENV is test: main.ts never passes it, and a production process cannot be talked into it.
   */
  fastPasswordHashing?: boolean
}

export function createAuthServices(deps: { env: Env; logger: Logger; testing?: AuthTestingOptions }): AuthServices {
  const fast = deps.testing?.fastPasswordHashing === true
  if (fast && deps.env.NODE_ENV !== 'test') throw new Error('fastPasswordHashing is a test-only option (NODE_ENV=test)')
  return {
    passwords: createPasswordHasher(fast ? TEST_PASSWORD_HASH_PARAMS : PASSWORD_HASH_PARAMS),
    keys: resolveAppKeys(deps.env, deps.logger),
  }
}
