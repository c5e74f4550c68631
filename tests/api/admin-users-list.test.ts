import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { usersListSchema } from '#shared/admin-users.ts'
import { call, createUser, login, type TestUser } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
const DAY = 86_400_000
const VALID_RPPS = '10005173140'

let admin: { user: TestUser; session: string }

beforeAll(async () => {
  const user = await createUser(t, { account_type: 'administrator', roles: [], first_name: 'Alice', last_name: 'Admin' })
  const session = await login(t, user)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', user.id).execute()
  admin = { user, session }
})

describe('GET /api/users', () => {
  let people: Record<string, TestUser>

  beforeAll(async () => {
    // A deleted account, left out unless asked for.
    const gone = await createUser(t, { first_name: 'Gaston', last_name: 'Parti' })
    await t.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', gone.id).execute()
    // created_at is write-once for the app (its Kysely type forbids updates): dated by hand.
    await sql`update users set created_at = ${new Date(t.clock.now().getTime() - 400 * DAY)} where id = ${admin.user.id}`.execute(
      t.db,
    )
    people = {
      holder: await createUser(t, {
        first_name: 'Hélène',
        last_name: 'Titulaire',
        roles: ['titulaire'],
        email: 'helene@example.fr',
      }),
      replacer: await createUser(t, { first_name: 'Rémi', last_name: 'Remplaçant', roles: ['remplacant'], status: 'pending' }),
      both: await createUser(t, { first_name: 'Béa', last_name: 'Deux', roles: ['titulaire', 'remplacant'], verified: false }),
      suspended: await createUser(t, { first_name: 'Sully', last_name: 'Suspendu', roles: ['titulaire'], status: 'suspended' }),
      lyon: await createUser(t, { first_name: 'Lou', last_name: 'Lyonnaise', roles: ['remplacant'] }),
    }
    // One commune is enough for the department filter (the full table loads at the server's start).
    await t.db
      .insertInto('communes')
      .values({
        insee: '69123',
        name: 'Lyon',
        name_search: 'lyon',
        name_search_bare: 'lyon',
        postal_code: '69001',
        department: '69',
        region: '84',
        type: 'COM',
        parent_insee: null,
        lat: 45.76,
        lng: 4.83,
      })
      .execute()
    await t.db
      .updateTable('users')
      .set({ commune_insee: '69123', commune_name: 'Lyon', postal_code: '69001' })
      .where('id', '=', people.lyon?.id ?? 0)
      .execute()
    await t.db
      .updateTable('nurses')
      .set({ validated_at: t.clock.now(), rpps: VALID_RPPS })
      .where('user_id', '=', people.holder?.id ?? 0)
      .execute()
    await subscribe(people.holder?.id, 'active', 20)
    await subscribe(people.replacer?.id, 'past_due', 5)
    await subscribe(people.lyon?.id, 'cancelled', 20)
    await subscribe(people.suspended?.id, 'active', -1)
    // Sign-up days: the holder 10 days ago, the replacer 3 days ago, the others today.
    await sql`update users set created_at = ${new Date(t.clock.now().getTime() - 10 * DAY)} where id = ${people.holder?.id}`.execute(
      t.db,
    )
    await sql`update users set created_at = ${new Date(t.clock.now().getTime() - 3 * DAY)} where id = ${people.replacer?.id}`.execute(
      t.db,
    )
  })

  /**
   * A subscription whose paid period ends `endsInDays` from now. "Now" is the database's clock
   * (the filter's), not the test clock: the periods are set from the real time.
   */
  async function subscribe(userId: number | undefined, status: 'active' | 'past_due' | 'cancelled', endsInDays: number) {
    const plan = await t.db
      .insertInto('plans')
      .values({ slug: `plan-${userId}`, name: 'Mensuel', price_cents: 1900, interval: 'month' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const end = Date.now() + endsInDays * DAY
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: userId ?? 0,
        plan_id: plan.id,
        status,
        current_period_start: new Date(end - 30 * DAY),
        current_period_end: new Date(end),
      })
      .execute()
  }

  async function list(query = ''): Promise<{ emails: string[]; names: (string | null)[]; count: number }> {
    const response = await call(t, 'GET', `/api/users${query}`, undefined, { session: admin.session })
    expect(response.status, await response.clone().text()).toBe(200)
    const body = usersListSchema.parse(await response.json())
    return { emails: body.users.map((u) => u.email), names: body.users.map((u) => u.last_name), count: body.count }
  }

  it('lists 15 a page by default, newest first, with the total count', async () => {
    const { names, count } = await list()
    expect(count).toBe(6)
    expect(names).toHaveLength(6)
    expect(names.at(-1)).toBe('Admin')
    expect(names.slice(-3)).toEqual(['Remplaçant', 'Titulaire', 'Admin'])
  })

  it('pages with page and perPage', async () => {
    const first = await list('?perPage=2&sort=last_name&direction=asc')
    const second = await list('?perPage=2&page=2&sort=last_name&direction=asc')
    const beyond = await list('?perPage=2&page=9')
    expect(first.names).toEqual(['Admin', 'Deux'])
    expect(second.names).toEqual(['Lyonnaise', 'Remplaçant'])
    expect(first.count).toBe(6)
    expect(beyond).toEqual({ emails: [], names: [], count: 6 })
  })

  it.each([
    ['text, accents and case ignored', '?q=HELENE', ['Titulaire']],
    ['text in the e-mail', '?q=helene@', ['Titulaire']],
    ['role', '?role=remplacant&sort=last_name&direction=asc', ['Deux', 'Lyonnaise', 'Remplaçant']],
    ['admins', '?role=admin', ['Admin']],
    ['status', '?status=pending', ['Remplaçant']],
    ['unverified', '?verified=false', ['Deux']],
    ['validated nurses', '?validated=true', ['Titulaire']],
    [
      'nurses waiting for validation',
      '?validated=0&sort=last_name&direction=asc',
      ['Deux', 'Lyonnaise', 'Remplaçant', 'Suspendu'],
    ],
    // Active or past due within the paid period; not a cancelled one, nor one whose period is over.
    ['subscribed', '?subscribed=true&sort=last_name&direction=asc', ['Remplaçant', 'Titulaire']],
    ['not subscribed', '?subscribed=false&sort=last_name&direction=asc', ['Admin', 'Deux', 'Lyonnaise', 'Suspendu']],
    ['commune', '?commune=69123', ['Lyonnaise']],
    ['department', '?department=69', ['Lyonnaise']],
    [
      'created between (Paris days)',
      `?created_from=${day(-10)}&created_to=${day(-3)}&sort=last_name`,
      ['Titulaire', 'Remplaçant'],
    ],
    ['created from', `?created_from=${day(-3)}&role=titulaire&sort=last_name&direction=asc`, ['Deux', 'Suspendu']],
  ])('filters by %s', async (_name, query, expected) => {
    expect((await list(query)).names).toEqual(expected)
  })

  it('says on each row whether the account is subscribed now', async () => {
    const response = await call(t, 'GET', '/api/users?q=titulaire', undefined, { session: admin.session })
    const [holder] = usersListSchema.parse(await response.json()).users
    expect(holder?.subscribed).toBe(true)
    const others = usersListSchema.parse(
      await (
        await call(t, 'GET', '/api/users?role=remplacant&sort=last_name&direction=asc', undefined, { session: admin.session })
      ).json(),
    ).users
    expect(others.map((u) => [u.last_name, u.subscribed])).toEqual([
      ['Deux', false],
      ['Lyonnaise', false],
      ['Remplaçant', true],
    ])
  })

  it('shows the deleted accounts only when asked', async () => {
    expect((await list('?trashed=only')).names).toEqual(['Parti'])
    expect((await list('?trashed=with&perPage=100')).count).toBe(7)
  })

  it('sorts by a whitelisted column either way', async () => {
    const asc = await list('?sort=email&direction=asc')
    expect(asc.emails).toEqual([...asc.emails].sort())
    const desc = await list('?sort=email&direction=desc')
    expect(desc.emails).toEqual([...asc.emails].reverse())
  })

  it.each([
    ['page=0', 'page'],
    ['page=-2', 'page'],
    ['page=x', 'page'],
    ['perPage=101', 'perPage'],
    ['perPage=0', 'perPage'],
    ['perPage=15.5', 'perPage'],
    ['sort=password_hash', 'sort'],
    ['sort=id;drop table users', 'sort'],
    ['direction=up', 'direction'],
    ['role=king', 'role'],
    ['status=gone', 'status'],
    ['verified=maybe', 'verified'],
    ['validated=yes', 'validated'],
    ['subscribed=soon', 'subscribed'],
    ['commune=lyon', 'commune'],
    ['department=99', 'department'],
    ['created_from=2026-02-30', 'created_from'],
    ['created_from=2026-03-02&created_to=2026-03-01', 'created_to'],
    ['trashed=all', 'trashed'],
  ])('refuses %s with a 422', async (query, field) => {
    const response = await call(t, 'GET', `/api/users?${query}`, undefined, { session: admin.session })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors)).toEqual([field])
  })

  it('never shows a password hash or a two-factor secret', async () => {
    const response = await call(t, 'GET', '/api/users?perPage=100&trashed=with', undefined, { session: admin.session })
    const text = await response.text()
    expect(text).not.toMatch(/password_hash|two_factor_secret|\$argon2/)
  })
})

function day(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(t.clock.now().getTime() + offsetDays * DAY),
  )
}
