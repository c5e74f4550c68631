/**
 * The marketplace's seed (seed-replacements.ts: Claire Martin, holder in Saint-Malo; Léa Petit,
 * nurse in Dinard) with Claire's Titulaire subscription, for the journeys where she does what a
 * plan unlocks (docs/decisions/017): several offers published at once, a cession listing. Run by
 * startSeededServer as `node tests/e2e/support/seed-subscribed-holder.ts <dataDir>`.
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
  if (!dataDir) throw new Error('usage: seed-subscribed-holder.ts <dataDir>')
  await seed(dataDir)
}
