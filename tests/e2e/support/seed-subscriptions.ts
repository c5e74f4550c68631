/**
 * The subscriptions' journey: the marketplace's seed (seed-replacements.ts: Claire Martin, holder
 * in Saint-Malo, without a subscription), and the Titulaire plan sold by card through the Stripe
 * stand-in's price `price_titulaire` (plans.stripe_price_id, docs/architecture.md#stripe). Run by
 * startSeededServer as `node tests/e2e/support/seed-subscriptions.ts <dataDir>`.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { connectDatabase } from '#server/db/connect.ts'

export const TITULAIRE_PRICE_ID = 'price_titulaire'

async function seed(dataDir: string) {
  execFileSync(process.execPath, [fileURLToPath(new URL('./seed-replacements.ts', import.meta.url)), dataDir], {
    stdio: 'inherit',
  })
  const db = await connectDatabase({ dataDir })
  try {
    const { numAffectedRows } =
      await sql`update plans set stripe_price_id = ${TITULAIRE_PRICE_ID} where slug = 'titulaire'`.execute(db)
    if (numAffectedRows !== 1n) throw new Error('the titulaire plan is missing')
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.argv[2]
  if (!dataDir) throw new Error('usage: seed-subscriptions.ts <dataDir>')
  await seed(dataDir)
}
