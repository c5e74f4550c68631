import type { TestApp } from './test-app.ts'

const DAY = 86_400_000

/**
 * Gives `userId` an active subscription to the seeded plan `slug` (docs/decisions/017:
 * 'titulaire' unlocks every gate, 'remplacant' the instant alerts), its period around the test
 * clock's now. What a fixture needs to publish several offers, an urgent one or a cession listing.
 */
export async function subscribe(
  t: TestApp,
  userId: number,
  slug: 'titulaire' | 'remplacant' = 'titulaire',
  options: { status?: 'active' | 'trialing' | 'past_due'; endsInDays?: number; graceDays?: number; provider?: string } = {},
): Promise<number> {
  const plan = await t.db.selectFrom('plans').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()
  const now = t.clock.now().getTime()
  const end = new Date(now + (options.endsInDays ?? 300) * DAY)
  const row = await t.db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      plan_id: plan.id,
      status: options.status ?? 'active',
      current_period_start: new Date(Math.min(now - DAY, end.getTime() - DAY)),
      current_period_end: end,
      grace_ends_at: options.graceDays === undefined ? null : new Date(end.getTime() + options.graceDays * DAY),
      provider: options.provider ?? 'manual',
      // A transfer's reference, as the manual provider gives one.
      manual_reference:
        (options.provider ?? 'manual') === 'manual' ? `RLV-T${userId}-${Math.random().toString(36).slice(2, 8)}` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
