/**
 * Prepares an embedded database for the users back office journey, before its server opens it
 * (PGlite is one process at a time): migrations, an admin with two-factor on (the secret sealed
 * with the data folder's own APP_KEY, which the server then reads), nurses for the list, an offer
 * published by the validated nurse and a patient's request to her.
 * Run by admin-users-server.ts as `node tests/e2e/support/seed-admin-users.ts <dataDir>`.
 */
import pino from 'pino'
import { connectDatabase, type Db } from '#server/db/connect.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { loadEnv } from '#server/env.ts'
import { resolveAppKeys } from '#server/modules/auth/app-key.ts'
import { createPasswordHasher, PASSWORD_HASH_PARAMS } from '#server/modules/auth/password-hasher.ts'
import { confirmTwoFactor, setPendingSecret } from '#server/modules/two-factor/two-factor.repository.ts'

export const ADMIN = {
  email: 'alice.admin@example.fr',
  password: 'Tournée-du-matin-2026',
  first_name: 'Alice',
  last_name: 'Admin',
  /** Base32, as an authenticator app would hold it. */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const

export const NURSES = {
  waiting: { first_name: 'Nina', last_name: 'Attente', email: 'nina.attente@example.fr', rpps: '10005173140', validated: false },
  validated: {
    first_name: 'Victor',
    last_name: 'Validé',
    email: 'victor.valide@example.fr',
    rpps: '10000000009',
    validated: true,
  },
  other: { first_name: 'Noé', last_name: 'Autre', email: 'noe.autre@example.fr', rpps: null, validated: false },
} as const

/** Victor Validé's published offer, and the request a patient sent him from /search-nurse. */
export const OFFER = { commune: { insee: '35288', name: 'Saint-Malo', postal_code: '35400' } } as const
export const PATIENT_REQUEST = { name: 'Paulette Patiente', phone: '0600000042', care_type: 'pansements' } as const

/** The seeded admin (ADMIN), with two-factor on: the back office's end-to-end tests sign in as her. */
export async function insertSeededAdmin(
  db: Db,
  keys: ReturnType<typeof resolveAppKeys>,
  passwords: ReturnType<typeof createPasswordHasher>,
  now: Date,
): Promise<void> {
  const admin = await db
    .insertInto('users')
    .values({
      email: ADMIN.email,
      password_hash: await passwords.hash(ADMIN.password),
      email_verified_at: now,
      account_type: 'administrator',
      status: 'active',
      first_name: ADMIN.first_name,
      last_name: ADMIN.last_name,
      roles: [],
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await setPendingSecret(db, keys, admin.id, ADMIN.totpSecret, now)
  // An old step: every code the test computes is newer, hence accepted once.
  await confirmTwoFactor(db, admin.id, 0, now)
}

async function seed(dataDir: string) {
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_URL: 'http://localhost:3562' })
  const keys = resolveAppKeys(env, pino({ level: 'silent' }))
  const passwords = createPasswordHasher(PASSWORD_HASH_PARAMS)
  const db = await connectDatabase({ dataDir })
  try {
    await migrateToLatest(db)
    const now = new Date()
    await insertSeededAdmin(db, keys, passwords, now)

    for (const nurse of Object.values(NURSES)) {
      const user = await db
        .insertInto('users')
        .values({
          email: nurse.email,
          password_hash: null,
          email_verified_at: now,
          status: nurse.validated ? 'active' : 'pending',
          first_name: nurse.first_name,
          last_name: nurse.last_name,
          roles: ['titulaire'],
          active_role: 'titulaire',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const row = await db
        .insertInto('nurses')
        .values({ user_id: user.id, rpps: nurse.rpps, validated_at: nurse.validated ? now : null })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (nurse.validated) await seedOfferAndRequest(db, user.id, row.id, now)
    }
  } finally {
    await db.destroy()
  }
}

async function seedOfferAndRequest(db: Db, userId: number, nurseId: number, now: Date) {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
  await db
    .insertInto('replacements')
    .values({
      author_user_id: userId,
      status: 'published',
      commune_insee: OFFER.commune.insee,
      commune_name: OFFER.commune.name,
      postal_code: OFFER.commune.postal_code,
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
    .execute()
  await db
    .insertInto('patient_requests')
    .values({
      nurse_id: nurseId,
      name: PATIENT_REQUEST.name,
      phone: PATIENT_REQUEST.phone,
      commune_insee: OFFER.commune.insee,
      commune_name: OFFER.commune.name,
      care_type: PATIENT_REQUEST.care_type,
      message: 'Pansement à domicile après une opération.',
    })
    .execute()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: seed-admin-users.ts <dataDir>')
  await seed(dataDir)
}
