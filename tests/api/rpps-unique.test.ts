import { beforeAll, describe, expect, it } from 'vitest'
import { adminUserDetailSchema, usersListSchema } from '#shared/admin-users.ts'
import { call, createUser, login, type TestUser } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

/** One RPPS number, one live account (docs/decisions/015): refused at every save, shown to admins. */
const t = await createTestApp()

const TAKEN = 'Ce numéro RPPS est déjà celui d’un autre compte. Vérifiez-le, ou écrivez-nous depuis la page Contact.'
const ADMIN_TAKEN = 'Un autre compte a déjà ce numéro RPPS : vérifiez lequel des deux en est le titulaire.'

/** Valid RPPS numbers (Luhn check digit), one per test so that tests never meet. */
const NUMBERS = ['10000000017', '10000000025', '10000000033', '10012345673', '10098765430', '10000000009']

let admin: { user: TestUser; session: string }

beforeAll(async () => {
  const user = await createUser(t, { account_type: 'administrator', roles: [], first_name: 'Alice', last_name: 'Admin' })
  const session = await login(t, user)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', user.id).execute()
  admin = { user, session }
})

type Nurse = TestUser & { session: string }

async function nurse(first_name: string, rpps: string | null = null): Promise<Nurse> {
  const user = await createUser(t, { roles: ['remplacant'], first_name, last_name: 'Infirmière' })
  if (rpps) await t.db.updateTable('nurses').set({ rpps }).where('id', '=', user.nurseId).execute()
  return { ...user, session: await login(t, user) }
}

const saveProfile = (who: Nurse, body: Record<string, unknown>) =>
  call(t, 'PUT', `/api/nurses/${who.nurseId}`, body, { session: who.session })
const rppsOf = async (who: TestUser) =>
  (await t.db.selectFrom('nurses').select('rpps').where('id', '=', who.nurseId).executeTakeFirstOrThrow()).rpps
const asAdmin = (method: string, path: string, body?: unknown) => call(t, method, path, body, { session: admin.session })

describe('saving an RPPS number another account holds', () => {
  it('is refused on the profile with 422 on rpps, in French, and nothing of the profile is saved', async () => {
    const number = NUMBERS[0] ?? ''
    const anna = await nurse('Anna', number)
    const bea = await nurse('Béa')
    const response = await saveProfile(bea, { rpps: '1000 0000 017', radius_km: 42 })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message: TAKEN, code: 'validation.failed', errors: { rpps: [TAKEN] } })
    expect(await rppsOf(bea)).toBeNull()
    const row = await t.db.selectFrom('nurses').select('radius_km').where('id', '=', bea.nurseId).executeTakeFirstOrThrow()
    expect(row.radius_km).toBe(20)

    // Once the holder's account is deleted, the number is free.
    await t.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', anna.id).execute()
    expect((await saveProfile(bea, { rpps: number })).status).toBe(200)
    expect(await rppsOf(bea)).toBe(number)
    // Restored, the two share it as accounts did before the rule: a number kept as it was is not asked about.
    await t.db.updateTable('users').set({ deleted_at: null }).where('id', '=', anna.id).execute()
    expect((await saveProfile(anna, { rpps: number, radius_km: 12 })).status).toBe(200)
  })

  it('by several accounts at once: exactly one gets it', async () => {
    const number = NUMBERS[2] ?? ''
    const people = await Promise.all(['Un', 'Deux', 'Trois', 'Quatre', 'Cinq', 'Six'].map((name) => nurse(name)))
    const statuses = await Promise.all(people.map(async (who) => (await saveProfile(who, { rpps: number })).status))
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 422)).toHaveLength(people.length - 1)
    const holders = await t.db.selectFrom('nurses').select('id').where('rpps', '=', number).execute()
    expect(holders).toHaveLength(1)
  })

  it('at the immediate offer’s confirmation, even at once: one account gets the number, the others 422 on rpps', async () => {
    const number = NUMBERS[3] ?? ''
    const people = await Promise.all(['Sept', 'Huit', 'Neuf', 'Dix'].map((name) => nurse(name)))
    const answers = await Promise.all(
      people.map((who) =>
        call(t, 'POST', '/api/replacements/immediate/confirmation', { rpps: number }, { session: who.session }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 422)).toHaveLength(people.length - 1)
    for (const answer of answers.filter((a) => a.status === 422))
      expect(((await answer.json()) as { errors: Record<string, string[]> }).errors).toEqual({ rpps: [TAKEN] })
    expect(await t.db.selectFrom('nurses').select('id').where('rpps', '=', number).execute()).toHaveLength(1)
  })

  it('is refused to an admin editing the number in place too (422 on value)', async () => {
    const number = NUMBERS[4] ?? ''
    await nurse('Anna', number)
    const bea = await nurse('Béa')
    const response = await asAdmin('PUT', `/api/users/${bea.id}/update-user-field`, { field: 'rpps', value: number })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ errors: { value: [ADMIN_TAKEN] } })
    expect(await rppsOf(bea)).toBeNull()
  })
})

describe('numbers shared before the rule, in the back office', () => {
  it('marks each sharing account in the list, filters them, and names the others on the detail', async () => {
    const number = NUMBERS[5] ?? ''
    const first = await nurse('Paule', number)
    const second = await nurse('Quentin', number)
    const alone = await nurse('Rose', '10000000041')
    const deleted = await nurse('Sacha', number)
    await t.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', deleted.id).execute()

    const list = usersListSchema.parse(await (await asAdmin('GET', '/api/users?perPage=100')).json())
    const shared = (who: TestUser) => list.users.find((user) => user.id === who.id)?.rpps_shared
    expect([shared(first), shared(second), shared(alone)]).toEqual([true, true, false])

    const filtered = usersListSchema.parse(await (await asAdmin('GET', '/api/users?rpps_shared=true&perPage=100')).json())
    expect(filtered.users.map((user) => user.id)).toEqual(expect.arrayContaining([first.id, second.id]))
    expect(filtered.users.every((user) => user.rpps_shared)).toBe(true)
    expect(filtered.users.map((user) => user.id)).not.toContain(alone.id)
    const others = usersListSchema.parse(await (await asAdmin('GET', '/api/users?rpps_shared=false&perPage=100')).json())
    expect(others.users.map((user) => user.id)).toContain(alone.id)
    expect(others.users.map((user) => user.id)).not.toContain(first.id)

    const detail = adminUserDetailSchema.parse((await (await asAdmin('GET', `/api/users/${first.id}`)).json()) as unknown)
    expect(detail.rpps_shared).toBe(true)
    // The deleted account is not a live holder: not listed.
    expect(detail.nurse?.rpps_shared_with).toEqual([{ id: second.id, name: 'Quentin Infirmière', email: second.email }])
    const lone = adminUserDetailSchema.parse((await (await asAdmin('GET', `/api/users/${alone.id}`)).json()) as unknown)
    expect(lone.nurse?.rpps_shared_with).toEqual([])
  })

  it('refuses a filter value that is not yes or no', async () => {
    const response = await asAdmin('GET', '/api/users?rpps_shared=peut-etre')
    expect(response.status).toBe(422)
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['rpps_shared'])
  })
})
