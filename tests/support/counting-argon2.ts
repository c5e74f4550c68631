import { vi } from 'vitest'

/**
 * argon2 as the app uses it, counting its calls: a test file swaps it in with
 * `vi.mock('argon2', () => import('…/tests/support/counting-argon2.ts'))`, imports `argon2Calls`
 * from here, and checks how many hashes and checks a path made (timing safety without a
 * stopwatch). The real library does the work.
 */
const actual = (await vi.importActual<{ default: typeof import('argon2') }>('argon2')).default

/** The hashes each `verify` was given, and one entry per `hash`; empty them before the step under test. */
export const argon2Calls = { hash: [] as string[], verify: [] as string[] }

export default {
  ...actual,
  hash: (...args: Parameters<typeof actual.hash>) => {
    argon2Calls.hash.push('hash')
    return actual.hash(...args)
  },
  verify: (hash: string, password: string) => {
    argon2Calls.verify.push(hash)
    return actual.verify(hash, password)
  },
}
