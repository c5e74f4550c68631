/**
 * The subscriptions back office's journey: the marketplace's seed (seed-replacements.ts: Claire
 * Martin, holder in Saint-Malo, without a subscription) and the seeded admin with two-factor on.
 * No Stripe: subscriptions are paid by transfer (the manual provider). Run by
 * admin-subscriptions.spec.ts as `node tests/e2e/support/seed-admin-subscriptions.ts <dataDir>`.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import { connectDatabase } from '#server/db/connect.ts'
import { loadEnv } from '#server/env.ts'
import { resolveAppKeys } from '#server/modules/auth/app-key.ts'
import { createPasswordHasher, PASSWORD_HASH_PARAMS } from '#server/modules/auth/password-hasher.ts'
import { insertSeededAdmin } from './seed-admin-users.ts'

async function seed(dataDir: string) {
  execFileSync(process.execPath, [fileURLToPath(new URL('./seed-replacements.ts', import.meta.url)), dataDir], {
    stdio: 'inherit',
  })
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_URL: 'http://localhost:3621' })
  const keys = resolveAppKeys(env, pino({ level: 'silent' }))
  const db = await connectDatabase({ dataDir })
  try {
    await insertSeededAdmin(db, keys, createPasswordHasher(PASSWORD_HASH_PARAMS), new Date())
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: seed-admin-subscriptions.ts <dataDir>')
  await seed(dataDir)
}
