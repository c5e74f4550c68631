/**
 * Prepares an embedded database for the messaging back office journey, before its server opens it
 * (PGlite is one process at a time): migrations, the admin of seed-admin-users.ts (two-factor on,
 * the secret sealed with the data folder's own APP_KEY), and two members past the charter who can
 * sign in: Claire Martin, practice holder with a published offer in Saint-Malo, and Léa Petit,
 * who applied to it. Their conversation, its message and the report are made by the test through
 * the API, as the members would. Run as `node tests/e2e/support/seed-admin-messages.ts <dataDir>`.
 */
import pino from 'pino'
import { connectDatabase } from '#server/db/connect.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { loadEnv } from '#server/env.ts'
import { resolveAppKeys } from '#server/modules/auth/app-key.ts'
import { createPasswordHasher, PASSWORD_HASH_PARAMS } from '#server/modules/auth/password-hasher.ts'
import { CHARTER_VERSION } from '#shared/auth.ts'
import { insertSeededAdmin } from './seed-admin-users.ts'

export const MEMBER_PASSWORD = 'Tournée-du-soir-2026'

export const MEMBERS = {
  holder: { email: 'claire.titulaire@example.fr', first_name: 'Claire', last_name: 'Martin', role: 'titulaire' },
  nurse: { email: 'lea.remplacante@example.fr', first_name: 'Léa', last_name: 'Petit', role: 'remplacant' },
} as const

async function seed(dataDir: string) {
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_URL: 'http://localhost:3584' })
  const keys = resolveAppKeys(env, pino({ level: 'silent' }))
  const passwords = createPasswordHasher(PASSWORD_HASH_PARAMS)
  const db = await connectDatabase({ dataDir })
  try {
    await migrateToLatest(db)
    const now = new Date()
    await insertSeededAdmin(db, keys, passwords, now)

    const ids: Record<keyof typeof MEMBERS, number> = { holder: 0, nurse: 0 }
    for (const [key, member] of Object.entries(MEMBERS) as [keyof typeof MEMBERS, (typeof MEMBERS)[keyof typeof MEMBERS]][]) {
      const user = await db
        .insertInto('users')
        .values({
          email: member.email,
          password_hash: await passwords.hash(MEMBER_PASSWORD),
          email_verified_at: now,
          status: 'active',
          first_name: member.first_name,
          last_name: member.last_name,
          roles: [member.role],
          active_role: member.role,
          charter_accepted_at: now,
          charter_version: CHARTER_VERSION,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db.insertInto('nurses').values({ user_id: user.id, rpps: null, validated_at: now }).execute()
      ids[key] = user.id
    }

    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const offer = await db
      .insertInto('replacements')
      .values({
        author_user_id: ids.holder,
        status: 'published',
        commune_insee: '35288',
        commune_name: 'Saint-Malo',
        postal_code: '35400',
        department: '35',
        lat: 48.6493,
        lng: -2.0257,
        start_date: day(20),
        end_date: day(27),
        shifts: ['matin'],
        care_types: ['pansements'],
        retrocession_percent: 85,
        published_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('applications')
      .values({ replacement_id: offer.id, applicant_user_id: ids.nurse, message: 'Disponible sur toute la période.' })
      .execute()
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: seed-admin-messages.ts <dataDir>')
  await seed(dataDir)
}
