/**
 * Prepares an embedded database for the nurse search journey, before its server opens it
 * (PGlite is one process at a time): migrations, the communes, and nurses written as an admin's
 * validation leaves them. Run by search-nurse-server.ts as `node tests/e2e/support/seed-search-nurses.ts <dataDir>`.
 */
import { connectDatabase } from '#server/db/connect.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'

export const SEARCH_NURSES = {
  shown: { first_name: 'Sophie', last_name: 'Lefèvre', email: 'sophie.lefevre@example.fr' },
  // In the same commune and for the same care, but not taking new patients: never shown.
  hidden: { first_name: 'Hugo', last_name: 'Complet', email: 'hugo.complet@example.fr' },
} as const

async function seed(dataDir: string) {
  const db = await connectDatabase({ dataDir })
  try {
    await migrateToLatest(db)
    const now = new Date()
    await loadCommunes(db, now)
    for (const [key, nurse] of Object.entries(SEARCH_NURSES)) {
      const user = await db
        .insertInto('users')
        .values({
          email: nurse.email,
          password_hash: null,
          email_verified_at: now,
          status: 'active',
          first_name: nurse.first_name,
          last_name: nurse.last_name,
          roles: ['titulaire'],
          active_role: 'titulaire',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .insertInto('nurses')
        .values({
          user_id: user.id,
          zone_commune_insee: '69266',
          zone_commune_name: 'Villeurbanne',
          radius_km: 10,
          care_types: ['pansements', 'injections'],
          accepts_new_patients: key === 'shown',
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
  if (!dataDir) throw new Error('usage: seed-search-nurses.ts <dataDir>')
  await seed(dataDir)
}
