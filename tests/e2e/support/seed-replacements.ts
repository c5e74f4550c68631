/**
 * Prepares an embedded database for the marketplace journey, before its server opens it (PGlite
 * is one process at a time): migrations, the communes, a practice holder in Saint-Malo and a
 * replacement nurse in Dinard, both validated, verified and past the charter. No offer: the
 * holder publishes it in the test. Run by replacements-server.ts as
 * `node tests/e2e/support/seed-replacements.ts <dataDir>`.
 */
import { connectDatabase } from '#server/db/connect.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { createPasswordHasher, PASSWORD_HASH_PARAMS } from '#server/modules/auth/password-hasher.ts'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { CHARTER_VERSION } from '#shared/auth.ts'

export const MARKET_PASSWORD = 'Tournée-du-soir-2026'

export const MARKET_ACCOUNTS = {
  holder: {
    email: 'claire.titulaire@example.fr',
    first_name: 'Claire',
    last_name: 'Martin',
    role: 'titulaire',
    commune: { insee: '35288', name: 'Saint-Malo', postal_code: '35400' },
    rpps: '10005173140',
    urgent: false,
  },
  nurse: {
    email: 'lea.remplacante@example.fr',
    first_name: 'Léa',
    last_name: 'Petit',
    role: 'remplacant',
    // Dinard, across the Rance from Saint-Malo: a few kilometres as the crow flies.
    commune: { insee: '35093', name: 'Dinard', postal_code: '35800' },
    rpps: '10000000009',
    urgent: true,
  },
} as const

async function seed(dataDir: string) {
  const passwords = createPasswordHasher(PASSWORD_HASH_PARAMS)
  const db = await connectDatabase({ dataDir })
  try {
    await migrateToLatest(db)
    const now = new Date()
    await loadCommunes(db, now)
    const nextYear = new Date(now.getTime() + 365 * 86_400_000).toISOString().slice(0, 10)
    for (const account of Object.values(MARKET_ACCOUNTS)) {
      const place = await db
        .selectFrom('communes')
        .select(['lat', 'lng'])
        .where('insee', '=', account.commune.insee)
        .executeTakeFirstOrThrow()
      const user = await db
        .insertInto('users')
        .values({
          email: account.email,
          password_hash: await passwords.hash(MARKET_PASSWORD),
          email_verified_at: now,
          status: 'active',
          first_name: account.first_name,
          last_name: account.last_name,
          roles: [account.role],
          active_role: account.role,
          postal_code: account.commune.postal_code,
          commune_insee: account.commune.insee,
          commune_name: account.commune.name,
          lat: place.lat,
          lng: place.lng,
          charter_accepted_at: now,
          charter_version: CHARTER_VERSION,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('nurses')
        .values({
          user_id: user.id,
          rpps: account.rpps,
          diploma_year: 2015,
          care_types: ['pansements', 'injections'],
          zone_commune_insee: account.commune.insee,
          zone_commune_name: account.commune.name,
          radius_km: 30,
          replacement_authorisation_expires_on: account.role === 'remplacant' ? nextYear : null,
          urgent_help_opt_in: account.urgent,
          validated_at: now,
        })
        .execute()
    }
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: seed-replacements.ts <dataDir>')
  await seed(dataDir)
}
