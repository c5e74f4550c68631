/**
 * The partner listings' journey: the marketplace's seed (seed-replacements.ts: Claire Martin,
 * holder in Saint-Malo; Léa Petit, nurse in Dinard), and Claire's Titulaire subscription, which a
 * cession listing needs (docs/decisions/017). Run by startSeededServer as
 * `node tests/e2e/support/seed-partner-listings.ts <dataDir>`.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { connectDatabase } from '#server/db/connect.ts'
import { MARKET_ACCOUNTS } from './seed-replacements.ts'

const DAY = 86_400_000

async function seed(dataDir: string) {
  execFileSync(process.execPath, [fileURLToPath(new URL('./seed-replacements.ts', import.meta.url)), dataDir], {
    stdio: 'inherit',
  })
  const db = await connectDatabase({ dataDir })
  try {
    const plan = await db.selectFrom('plans').select('id').where('slug', '=', 'titulaire').executeTakeFirstOrThrow()
    const holder = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', MARKET_ACCOUNTS.holder.email)
      .executeTakeFirstOrThrow()
    const now = Date.now()
    await db
      .insertInto('subscriptions')
      .values({
        user_id: holder.id,
        plan_id: plan.id,
        status: 'active',
        current_period_start: new Date(now - DAY),
        current_period_end: new Date(now + 300 * DAY),
        grace_ends_at: null,
        provider: 'manual',
      })
      .execute()
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: seed-partner-listings.ts <dataDir>')
  await seed(dataDir)
}
