import type { Kysely, Transaction } from 'kysely'
import type { PlanInput } from '#shared/subscriptions-api.ts'
import type { Database } from '../../db/database.ts'
import type { PlanRow } from './provider.ts'

type Queryable = Kysely<Database> | Transaction<Database>

/** The plans on sale, in the order /pricing shows them. */
export function listActivePlans(db: Queryable): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().where('active', '=', true).orderBy('position').orderBy('id').execute()
}

/** Every plan with its live subscribers, for the back office. */
export function listAllPlans(db: Queryable) {
  return db
    .selectFrom('plans')
    .selectAll('plans')
    .select((eb) =>
      eb
        .selectFrom('subscriptions')
        .whereRef('subscriptions.plan_id', '=', 'plans.id')
        .where('subscriptions.status', 'in', ['trialing', 'active', 'past_due'])
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('subscribers'),
    )
    .orderBy('position')
    .orderBy('id')
    .execute()
}

export function findPlan(db: Queryable, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findPlanBySlug(db: Queryable, slug: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('slug', '=', slug).executeTakeFirst()
}

export function insertPlan(db: Queryable, input: PlanInput, now: Date): Promise<PlanRow> {
  return db
    .insertInto('plans')
    .values({ ...input, currency: 'EUR', created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function updatePlan(db: Queryable, id: number, input: Partial<PlanInput>, now: Date): Promise<PlanRow> {
  return db
    .updateTable('plans')
    .set({ ...input, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}
