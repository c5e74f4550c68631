import { sql } from 'kysely'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createPasswordHasher, TEST_PASSWORD_HASH_PARAMS } from '#server/modules/auth/password-hasher.ts'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { seedDemoAccounts } from '#server/scripts/seed-demo.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
await loadCommunes(t.db, t.clock.now())
await seedDemoAccounts(t.db, createPasswordHasher(TEST_PASSWORD_HASH_PARAMS), pino({ level: 'silent' }), t.clock.now())

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows

describe('the demo marketplace', () => {
  it('has a few hundred offers across France, in every status and urgency', async () => {
    const offers = await rows(sql<{ status: string; urgency: string; n: number; departments: number }>`
      select status, urgency, count(*)::int as n, count(distinct department)::int as departments from replacements group by 1, 2
    `)
    const total = offers.reduce((sum, row) => sum + row.n, 0)
    expect(total).toBeGreaterThanOrEqual(250)
    expect(new Set(offers.map((o) => o.status))).toEqual(new Set(['draft', 'published', 'filled', 'cancelled', 'expired']))
    expect(new Set(offers.map((o) => o.urgency))).toEqual(new Set(['normal', 'urgent', 'immediate']))
    const [{ departments } = { departments: 0 }] = await rows(
      sql<{ departments: number }>`select count(distinct department)::int as departments from replacements`,
    )
    expect(departments).toBeGreaterThan(40)
    // Every offer is in a real commune of the table, at its position.
    const [{ strays } = { strays: -1 }] = await rows(sql<{ strays: number }>`
      select count(*)::int as strays from replacements r
      where not exists (select 1 from communes c where c.insee = r.commune_insee and c.lat = r.lat and c.lng = r.lng)
    `)
    expect(strays).toBe(0)
  })

  it('has applications in every state, consistent with the marketplace’s rules', async () => {
    const states = await rows(sql<{ status: string }>`select distinct status from applications`)
    expect(new Set(states.map((s) => s.status))).toEqual(new Set(['pending', 'accepted', 'declined', 'withdrawn']))
    // Every filled offer has its accepted nurse; no draft has applications; nobody applies to their own offer.
    const [check = { unfilled: -1, drafts: -1, own: -1 }] = await rows(sql<{ unfilled: number; drafts: number; own: number }>`
      select
        (select count(*)::int from replacements r where r.status = 'filled'
          and not exists (select 1 from applications a where a.replacement_id = r.id and a.status = 'accepted')) as unfilled,
        (select count(*)::int from applications a join replacements r on r.id = a.replacement_id where r.status = 'draft') as drafts,
        (select count(*)::int from applications a join replacements r on r.id = a.replacement_id
          where r.author_user_id = a.applicant_user_id) as own
    `)
    expect(check).toEqual({ unfilled: 0, drafts: 0, own: 0 })
    // No nurse accepted twice on the same day; no holder with more than two nurses on a day.
    const accepted = sql`
      select a.applicant_user_id, r.author_user_id, d.day
      from applications a join replacements r on r.id = a.replacement_id
      cross join lateral unnest(a.dates) as d(day)
      where a.status = 'accepted'
    `
    // An accepted application names its days, as the accept route leaves it (the compliance
    // counts, the calendar and the contract read them).
    const [undated = { count: -1 }] = await rows(
      sql<{
        count: number
      }>`select count(*)::int as count from applications where status = 'accepted' and cardinality(dates) is null`,
    )
    expect(undated.count).toBe(0)
    // Nothing dated in the future: "Envoyée le …" never reads as a day to come.
    const now = t.clock.now()
    const [future = { count: -1 }] = await rows(sql<{ count: number }>`
      select (
        (select count(*) from applications where created_at > ${now} or decided_at > ${now})
        + (select count(*) from replacements where published_at > ${now} or filled_at > ${now} or cancelled_at > ${now})
      )::int as count
    `)
    expect(future.count).toBe(0)
    const [overlaps = { nurse: -1, holder: -1 }] = await rows(sql<{ nurse: number; holder: number }>`
      with days as (${accepted})
      select
        (select count(*)::int from (select 1 from days group by applicant_user_id, day having count(*) > 1) x) as nurse,
        (select count(*)::int from (select 1 from days group by author_user_id, day having count(*) > 2) y) as holder
    `)
    expect(overlaps).toEqual({ nurse: 0, holder: 0 })
  })

  it('gives the demo accounts offers, applications and notifications of their own', async () => {
    const [mine = { offers: 0, applications: 0, notifications: 0 }] = await rows(sql<{
      offers: number
      applications: number
      notifications: number
    }>`
      select
        (select count(distinct r.status)::int from replacements r join users u on u.id = r.author_user_id
          where u.email = 'titulaire@demo.releve.local') as offers,
        (select count(*)::int from applications a join users u on u.id = a.applicant_user_id
          where u.email = 'remplacant@demo.releve.local') as applications,
        (select count(*)::int from notifications n join users u on u.id = n.user_id where u.email like '%@demo.releve.local') as notifications
    `)
    expect(mine.offers).toBeGreaterThanOrEqual(4)
    expect(mine.applications).toBeGreaterThanOrEqual(5)
    expect(mine.notifications).toBeGreaterThan(0)
  })
})
