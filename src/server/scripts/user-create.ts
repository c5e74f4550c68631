/**
 * `npm run user:create -- --email camille@example.fr [--admin] [--password …] [--first-name …]
 * [--last-name …] [--role titulaire|remplacant]`: creates a verified, active account on the
 * database the server would use (DATABASE_URL, or the embedded one in DATA_DIR — stop the server
 * first: an embedded database serves one process at a time). Without --password, a random one is
 * printed once. An admin still has to turn two-factor on at first login.
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import pino from 'pino'
import { emailField, newPasswordField, nurseRoleField } from '#shared/auth.ts'
import { generatePassword } from '#shared/password.ts'
import { connectDatabase } from '../db/connect.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { inTransaction } from '../db/transaction.ts'
import { loadEnv } from '../env.ts'
import { HttpError } from '../http/http-error.ts'
import { createAuthServices } from '../modules/auth/auth-services.ts'
import { assertPasswordAllowed } from '../modules/auth/password-policy.ts'
import { insertNurse } from '../modules/nurses/nurses.repository.ts'
import { insertUserIfNew } from '../modules/users/users.repository.ts'

if (existsSync('.env')) process.loadEnvFile('.env')

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        admin: { type: 'boolean', default: false },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        role: { type: 'string' },
      },
      strict: true,
    })
  } catch (error) {
    return fail(`${(error as Error).message}\nUsage: npm run user:create -- --email x@y.fr [--admin] [--password …]`)
  }
})()

const email = emailField.safeParse(values.email ?? '')
if (!email.success) fail('Give a valid --email.')
const role = values.role === undefined ? undefined : nurseRoleField.safeParse(values.role)
if (role && !role.success) fail('--role is titulaire or remplacant.')
const password = values.password ?? generatePassword(16)
if (!newPasswordField.safeParse(password).success) fail('The password must be 8 to 128 characters long.')
try {
  assertPasswordAllowed(password, { email: email.data, first_name: values['first-name'], last_name: values['last-name'] }, 'en')
} catch (error) {
  fail(error instanceof HttpError ? (error.options.message ?? error.code) : String(error))
}

const env = loadEnv()
const logger = pino({ level: 'warn' })
const db = await connectDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  await migrateToLatest(db)
  const { passwords } = createAuthServices({ env, logger })
  const now = new Date()
  const roles = role?.success ? [role.data] : []
  const created = await inTransaction(db, async (trx) => {
    const user = await insertUserIfNew(trx, {
      email: email.data,
      password_hash: await passwords.hash(password),
      email_verified_at: now,
      account_type: values.admin ? 'administrator' : 'user',
      status: 'active',
      first_name: values['first-name'] ?? null,
      last_name: values['last-name'] ?? null,
      roles,
      active_role: roles[0] ?? null,
    })
    if (user && roles.length > 0) await insertNurse(trx, user.id)
    return user
  })
  if (!created) fail(`An account with ${email.data} already exists.`)
  console.log(`Created ${values.admin ? 'administrator' : 'user'} #${created.id}: ${email.data}`)
  if (values.password === undefined) console.log(`Password (shown once): ${password}`)
} finally {
  await db.destroy()
}
