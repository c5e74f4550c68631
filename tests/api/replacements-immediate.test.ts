import { describe, expect, it } from 'vitest'
import { call, createUser, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import { addCommunes, offerBody } from './replacements-fixtures.ts'

// The test clock starts on Monday 2 March 2026, 10:00 in Paris.
const t = await createTestApp()
await addCommunes(t, ['34172'])

const immediate = offerBody({ urgency: 'immediate', start_date: '2026-03-02', end_date: '2026-03-02', publish: true })

/** An account just made by /register-immediate: a session, no confirmed address, no password yet. */
async function freshImmediateHolder() {
  const user = await createUser(t, { verified: false, roles: ['titulaire'] })
  return { ...user, session: await login(t, user) }
}

describe('an address not confirmed yet (right after /register-immediate)', () => {
  it('may publish its first offer when it is immediate, and nothing more until the address is confirmed', async () => {
    const holder = await freshImmediateHolder()
    const posted = await call(t, 'POST', '/api/replacements', immediate, { session: holder.session })
    expect(posted.status).toBe(201)
    const { replacement } = (await posted.json()) as { replacement: { id: number; status: string; urgency: string } }
    expect(replacement).toMatchObject({ status: 'published', urgency: 'immediate' })

    // A second one, the list of answers, the offers list: the address first.
    for (const [method, path, body] of [
      ['POST', '/api/replacements', immediate],
      ['GET', `/api/replacements/${replacement.id}/applications`, undefined],
      ['GET', '/api/replacements/me', undefined],
    ] as const) {
      const response = await call(t, method, path, body, { session: holder.session })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'email.unverified' })
    }
  })

  it('may not publish a normal or urgent offer, nor keep a draft', async () => {
    const holder = await freshImmediateHolder()
    for (const body of [offerBody(), offerBody({ urgency: 'urgent' }), { ...immediate, publish: false }]) {
      const response = await call(t, 'POST', '/api/replacements', body, { session: holder.session })
      expect(response.status).toBe(403)
    }
    expect(await t.db.selectFrom('replacements').select('id').where('author_user_id', '=', holder.id).execute()).toEqual([])
  })
})
