/**
 * Prepares an embedded database for the verification documents journey, before its server opens
 * it (PGlite is one process at a time): migrations, the admin of seed-admin-users.ts (two-factor
 * on), and Léa Petit, a practice holder past the charter with a valid RPPS number, not validated
 * yet. Run as `node tests/e2e/support/seed-documents.ts <dataDir>`.
 */
import pino from 'pino'
import { connectDatabase } from '#server/db/connect.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { loadEnv } from '#server/env.ts'
import { resolveAppKeys } from '#server/modules/auth/app-key.ts'
import { createPasswordHasher, PASSWORD_HASH_PARAMS } from '#server/modules/auth/password-hasher.ts'
import { CHARTER_VERSION } from '#shared/auth.ts'
import { insertSeededAdmin } from './seed-admin-users.ts'

export const NURSE = {
  email: 'lea.documents@example.fr',
  password: 'Tournée-du-soir-2026',
  first_name: 'Léa',
  last_name: 'Petit',
} as const

async function seed(dataDir: string) {
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_URL: 'http://localhost:3641' })
  const keys = resolveAppKeys(env, pino({ level: 'silent' }))
  const passwords = createPasswordHasher(PASSWORD_HASH_PARAMS)
  const db = await connectDatabase({ dataDir })
  try {
    await migrateToLatest(db)
    const now = new Date()
    await insertSeededAdmin(db, keys, passwords, now)
    const user = await db
      .insertInto('users')
      .values({
        email: NURSE.email,
        password_hash: await passwords.hash(NURSE.password),
        email_verified_at: now,
        status: 'active',
        first_name: NURSE.first_name,
        last_name: NURSE.last_name,
        roles: ['titulaire'],
        active_role: 'titulaire',
        charter_accepted_at: now,
        charter_version: CHARTER_VERSION,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('nurses').values({ user_id: user.id, rpps: '10005173140' }).execute()
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: seed-documents.ts <dataDir>')
  await seed(dataDir)
}
