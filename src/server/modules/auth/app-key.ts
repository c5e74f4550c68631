import { createHash, hkdfSync, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import type { Env } from '../../env.ts'

/** Keys derived from APP_KEY, one per purpose, so that no key serves two jobs. */
export interface AppKeys {
  /** AES-256-GCM key of the two-factor secrets at rest. */
  twoFactorSecret: Buffer
  /** HMAC-SHA256 key of the recovery codes' stored hashes. */
  recoveryCodes: Buffer
  /** HMAC-SHA256 key of the mailed confirmation codes' stored hashes (email-codes.ts). */
  emailCodes: Buffer
}

const KEY_FILE = 'app-key'

/**
 * APP_KEY when set. Without it (SECURITY: a key next to the data it protects protects against a
 * database dump, not against a stolen disk — production with a PostgreSQL server must set it, and
 * env.ts refuses to start otherwise):
 * - an embedded database keeps a random key in DATA_DIR/app-key, made on first start;
 * - a throwaway one (memory://) gets a random key for the life of the process;
 * - tests, and development against a PostgreSQL server, use a fixed development key.
 */
export function resolveAppKeys(env: Env, logger: Logger): AppKeys {
  return deriveKeys(appKeyMaterial(env, logger))
}

function appKeyMaterial(env: Env, logger: Logger): string {
  if (env.APP_KEY) return env.APP_KEY
  if (env.NODE_ENV === 'test' || env.DATABASE_URL) {
    if (env.NODE_ENV !== 'test') logger.warn('APP_KEY is not set: using the development key (never do this in production)')
    return 'releve-development-key-not-for-production'
  }
  if (env.DATA_DIR.startsWith('memory://')) return randomBytes(32).toString('base64url')
  const file = path.join(env.DATA_DIR, KEY_FILE)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true })
    const key = randomBytes(32).toString('base64url')
    // 'wx': two processes starting together cannot both write one; the loser reads the winner's.
    try {
      writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' })
      logger.info({ file }, 'APP_KEY is not set: created a random key beside the embedded database')
      return key
    } catch {
      return readFileSync(file, 'utf8').trim()
    }
  }
}

function deriveKeys(material: string): AppKeys {
  const ikm = createHash('sha256').update(material).digest()
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), `releve:${purpose}`, 32))
  return {
    twoFactorSecret: derive('two-factor-secret'),
    recoveryCodes: derive('recovery-codes'),
    emailCodes: derive('email-codes'),
  }
}
