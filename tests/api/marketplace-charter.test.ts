import { describe, expect, it } from 'vitest'
import { call } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import { addCommunes, applyTo, type Member, member, nurse, offerBody, postOffer } from './replacements-fixtures.ts'

// Monday 2 March 2026 in Paris; offers in Montpellier.
const t = await createTestApp()
await addCommunes(t, ['34172'])

type ErrorBody = { message: string; code: string }
const refusal = {
  code: 'charter.required',
  message: 'Acceptez d’abord la charte des membres\u00a0: publier une offre ou y répondre la demande.',
}

const post = (path: string, who: Member, body?: unknown) => call(t, 'POST', path, body, { session: who.session })
const acceptCharter = async (who: Member) =>
  expect((await call(t, 'PUT', '/api/user/charter', { version: '1.0' }, { session: who.session })).status).toBe(200)

describe('the marketplace without the members’ charter', () => {
  it('refuses to post, publish or apply until the charter is accepted, then lets it happen', async () => {
    const holder = await member(t, { charter: false })
    const refused = await post('/api/replacements', holder, offerBody())
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual(refusal)
    expect((await post('/api/replacements', holder, offerBody({ publish: false }))).status).toBe(403)
    expect(await t.db.selectFrom('replacements').select('id').where('author_user_id', '=', holder.id).execute()).toEqual([])

    await acceptCharter(holder)
    const offer = await postOffer(t, holder)

    const applicant = await nurse(t, { charter: false })
    const apply = await post(`/api/replacements/${offer.id}/applications`, applicant, { message: '' })
    expect(apply.status).toBe(403)
    expect(((await apply.json()) as ErrorBody).code).toBe('charter.required')
    await acceptCharter(applicant)
    expect((await post(`/api/replacements/${offer.id}/applications`, applicant, { message: '' })).status).toBe(201)
  })

  it('asks it again of a holder whose accepted version is no longer the current one, before deciding anything', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const application = await applyTo(t, await nurse(t), offer.id)
    await t.db.updateTable('users').set({ charter_version: '0.9' }).where('id', '=', holder.id).execute()

    for (const [path, body] of [
      [`/api/applications/${application.id}/accept`, undefined],
      [`/api/applications/${application.id}/decline`, undefined],
      [`/api/replacements/${offer.id}/cancel`, {}],
    ] as const) {
      const response = await post(path, holder, body)
      expect(response.status, path).toBe(403)
      expect(((await response.json()) as ErrorBody).code).toBe('charter.required')
    }
    const edit = await call(t, 'PUT', `/api/replacements/${offer.id}`, { retrocession_percent: 90 }, { session: holder.session })
    expect(edit.status).toBe(403)
    const row = await t.db.selectFrom('applications').select('status').where('id', '=', application.id).executeTakeFirst()
    expect(row?.status).toBe('pending')
    // Reading stays open: the dashboard itself sends the member to the charter.
    expect((await call(t, 'GET', `/api/replacements/${offer.id}`, undefined, { session: holder.session })).status).toBe(200)
  })
})
