import type { Logger } from 'pino'
import { generatePassword } from '#shared/password.ts'
import type { Db } from '../db/connect.ts'
import { inTransaction } from '../db/transaction.ts'
import type { Env } from '../env.ts'
import { DEMO_ACCOUNTS_KEY, type DemoAccountLine } from '../logger.ts'
import type { PasswordHasher } from '../modules/auth/password-hasher.ts'
import { seedDemoMarketplace } from '../modules/demo/marketplace-demo.ts'
import { seedDemoSearchNurses } from '../modules/nurse-search/demo-nurses.ts'
import { countUsers } from '../modules/users/users.repository.ts'

/** Demo accounts exist only on a throwaway or local embedded database, never on a server's. */
export function shouldSeedDemo(env: Env): boolean {
  return env.SEED_DEMO && !env.DATABASE_URL && env.NODE_ENV !== 'test'
}

interface DemoAccount {
  label: string
  email: string
  account_type: 'user' | 'administrator'
  roles: string[]
  first_name: string
  last_name: string
  nurse?: { rpps: string; care_types?: string[]; accepts_new_patients?: boolean }
}

const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    label: 'administrateur',
    email: 'admin@demo.releve.local',
    account_type: 'administrator',
    roles: [],
    first_name: 'Alex',
    last_name: 'Admin',
  },
  {
    label: 'infirmière titulaire',
    email: 'titulaire@demo.releve.local',
    account_type: 'user',
    roles: ['titulaire'],
    first_name: 'Claire',
    last_name: 'Martin',
    nurse: { rpps: '10005173140', care_types: ['pansements', 'injections', 'diabete'], accepts_new_patients: true },
  },
  {
    label: 'infirmier remplaçant',
    email: 'remplacant@demo.releve.local',
    account_type: 'user',
    roles: ['remplacant'],
    first_name: 'Hugo',
    last_name: 'Bernard',
    nurse: { rpps: '10000000009' },
  },
]

/**
 * On an empty embedded database (`npm start` on a fresh machine), three verified demo accounts —
 * an admin, a practice holder and a replacement nurse — with random passwords printed once in the
 * log. Nothing is done when any user exists: a real account is never shadowed by a demo one.
 * The admin has no two-factor yet: the app sends them to set it up before any admin page.
 */
export async function seedDemoAccounts(db: Db, passwords: PasswordHasher, logger: Logger, now: Date): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false
  const credentials = DEMO_ACCOUNTS.map((account) => ({
    label: account.label,
    email: account.email,
    password: generatePassword(16),
  }))
  // In parallel (argon2 runs on libuv's threads): start-up waits for one hash, not three.
  const hashes = await Promise.all(credentials.map((c) => passwords.hash(c.password)))
  let marketplace: Awaited<ReturnType<typeof seedDemoMarketplace>> | undefined
  await inTransaction(db, async (trx) => {
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const user = await trx
        .insertInto('users')
        .values({
          email: account.email,
          password_hash: hashes[index] ?? null,
          email_verified_at: now,
          account_type: account.account_type,
          status: 'active',
          first_name: account.first_name,
          last_name: account.last_name,
          roles: account.roles,
          active_role: account.roles[0] ?? null,
          commune_insee: '69123',
          commune_name: 'Lyon',
          charter_accepted_at: now,
          charter_version: '1.0',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (account.nurse) {
        await trx
          .insertInto('nurses')
          .values({
            user_id: user.id,
            rpps: account.nurse.rpps,
            zone_commune_insee: '69383',
            zone_commune_name: 'Lyon 3e Arrondissement',
            radius_km: 25,
            care_types: account.nurse.care_types ?? [],
            accepts_new_patients: account.nurse.accepts_new_patients ?? false,
            validated_at: now,
          })
          .execute()
      }
    }
    // A few more nurses across France for the public search (no password: nobody signs in as them).
    await seedDemoSearchNurses(trx, now)
    // The marketplace: a few hundred offers across France with applications in every state.
    marketplace = await seedDemoMarketplace(trx, now)
  })
  if (marketplace) logger.info(marketplace, 'demo marketplace created')
  // Shown once, on purpose: as a table on a terminal, as data in JSON lines (src/server/logger.ts).
  // Inside a list, the logger's `*.password` redaction does not reach them.
  const accounts: DemoAccountLine[] = credentials.map((c) => ({ role: c.label, email: c.email, password: c.password }))
  logger.info(
    { [DEMO_ACCOUNTS_KEY]: accounts },
    'Comptes de démonstration créés (notez les mots de passe, ils ne seront plus affichés) :',
  )
  return true
}
