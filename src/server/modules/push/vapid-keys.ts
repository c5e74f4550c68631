import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import webpush from 'web-push'
import type { Env } from '../../env.ts'

/** The pair push services check our pushes against, and who they may write to about them. */
export interface VapidDetails {
  publicKey: string
  privateKey: string
  subject: string
}

const KEY_FILE = 'vapid-keys.json'

// One pair per process and place: the routes (the public key) and the worker (the signatures)
// must agree, and a test file's many apps share one process.
const resolved = new Map<string, VapidDetails>()

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set. Without them, as APP_KEY (modules/auth/app-key.ts):
 * - an embedded database, or development against a PostgreSQL server, keeps a pair generated on
 *   first start in DATA_DIR/vapid-keys.json (the devices' subscriptions are bound to it: a new
 *   pair would void them all);
 * - a throwaway database (memory://) and the tests get a pair for the life of the process;
 * - production with DATABASE_URL never gets here: env.ts refuses to start without the pair.
 */
export function resolveVapidDetails(env: Env, logger: Pick<Logger, 'info'>): VapidDetails {
  const subject = vapidSubject(env)
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject }
  const place = env.NODE_ENV === 'test' || env.DATA_DIR.startsWith('memory://') ? `process:${env.DATA_DIR}` : env.DATA_DIR
  const known = resolved.get(place)
  if (known) return { ...known, subject }
  const keys = place.startsWith('process:') ? webpush.generateVAPIDKeys() : keptKeys(env.DATA_DIR, logger)
  const details = { ...keys, subject }
  resolved.set(place, details)
  return details
}

/**
 * VAPID_SUBJECT, else the operator's contact address, else APP_URL when it is https, else the
 * sender of the mails: push services want a mailto: or an https: URL (never http://localhost).
 */
export function vapidSubject(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT
  if (env.VITE_LEGAL_CONTACT_EMAIL) return `mailto:${env.VITE_LEGAL_CONTACT_EMAIL}`
  if (env.APP_URL.startsWith('https://')) return new URL(env.APP_URL).origin
  const sender = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM
  return `mailto:${sender.includes('@') ? sender.trim() : 'no-reply@releve.local'}`
}

function keptKeys(dataDir: string, logger: Pick<Logger, 'info'>): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, KEY_FILE)
  const read = () => {
    const value = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown }
    if (typeof value.publicKey !== 'string' || typeof value.privateKey !== 'string')
      throw new Error(`${file} is not a VAPID key pair`)
    return { publicKey: value.publicKey, privateKey: value.privateKey }
  }
  try {
    return read()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dataDir, { recursive: true })
  const keys = webpush.generateVAPIDKeys()
  // 'wx': two processes starting together cannot both write one; the loser reads the winner's.
  try {
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' })
    logger.info({ file }, 'VAPID keys are not set: created a pair beside the embedded database')
    return keys
  } catch {
    return read()
  }
}
