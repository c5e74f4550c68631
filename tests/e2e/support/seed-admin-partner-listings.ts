/**
 * Prepares an embedded database for the partner listings' back office journey, before its server
 * opens it (PGlite is one process at a time): migrations, the seeded admin with two-factor on, and
 * two nurses' listings — a published collaboration in Saint-Malo and a draft cession in Rennes —
 * each with its history.
 * Run by admin-partner-listings.spec.ts as `node tests/e2e/support/seed-admin-partner-listings.ts <dataDir>`.
 */
import pino from 'pino'
import { connectDatabase, type Db } from '#server/db/connect.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { loadEnv } from '#server/env.ts'
import { resolveAppKeys } from '#server/modules/auth/app-key.ts'
import { createPasswordHasher, PASSWORD_HASH_PARAMS } from '#server/modules/auth/password-hasher.ts'
import { insertSeededAdmin } from './seed-admin-users.ts'

export const LISTING_AUTHORS = {
  collaboration: { first_name: 'Camille', last_name: 'Cabinet', email: 'camille.cabinet@example.fr' },
  cession: { first_name: 'René', last_name: 'Retraite', email: 'rene.retraite@example.fr' },
} as const

const DAY = 86_400_000

async function insertAuthor(db: Db, author: { first_name: string; last_name: string; email: string }, now: Date) {
  const user = await db
    .insertInto('users')
    .values({
      ...author,
      password_hash: null,
      email_verified_at: now,
      status: 'active',
      roles: ['titulaire'],
      active_role: 'titulaire',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return user.id
}

async function seed(dataDir: string) {
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_URL: 'http://localhost:3585' })
  const keys = resolveAppKeys(env, pino({ level: 'silent' }))
  const passwords = createPasswordHasher(PASSWORD_HASH_PARAMS)
  const db = await connectDatabase({ dataDir })
  try {
    await migrateToLatest(db)
    const now = new Date()
    await insertSeededAdmin(db, keys, passwords, now)

    const camille = await insertAuthor(db, LISTING_AUTHORS.collaboration, now)
    const published = await db
      .insertInto('partner_listings')
      .values({
        author_user_id: camille,
        kind: 'collaboration',
        status: 'published',
        commune_insee: '35288',
        commune_name: 'Saint-Malo',
        postal_code: '35400',
        department: '35',
        lat: 48.6493,
        lng: -2.0257,
        start_date: new Date(now.getTime() + 60 * DAY).toISOString().slice(0, 10),
        premises: 'shared',
        redevance_percent: 20,
        days_per_week: 4,
        published_at: now,
        expires_at: new Date(now.getTime() + 90 * DAY),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('partner_listing_history')
      .values([
        { listing_id: published.id, actor_user_id: camille, action: 'created', at: now },
        { listing_id: published.id, actor_user_id: camille, action: 'published', at: now },
      ])
      .execute()

    const rene = await insertAuthor(db, LISTING_AUTHORS.cession, now)
    const draft = await db
      .insertInto('partner_listings')
      .values({
        author_user_id: rene,
        kind: 'cession',
        commune_insee: '35238',
        commune_name: 'Rennes',
        postal_code: '35000',
        department: '35',
        lat: 48.1114,
        lng: -1.6808,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('partner_listing_history')
      .values({ listing_id: draft.id, actor_user_id: rene, action: 'created', at: now })
      .execute()
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: seed-admin-partner-listings.ts <dataDir>')
  await seed(dataDir)
}
