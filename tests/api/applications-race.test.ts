import { describe, expect, it } from 'vitest'
import type { ApplicationAccepted, ApplicationSaved } from '#shared/replacements.ts'
import { call } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import {
  addCommunes,
  applyTo,
  json,
  type Member,
  member,
  notificationsOf,
  nurse,
  postOffer,
  subscribedMember,
} from './replacements-fixtures.ts'

// Concurrency (docs/security.md R2): on PostgreSQL the requests really run side by side (a pool of
// connections, row locks); on PGlite they take turns on one connection, and the answers must be
// the same.
const t = await createTestApp()
await addCommunes(t, ['34172'])

type ErrorBody = { message: string; code: string }
const accept = (id: number, who: Member, body?: unknown) =>
  call(t, 'POST', `/api/applications/${id}/accept`, body, { session: who.session })

async function nurses(count: number): Promise<Member[]> {
  const list: Member[] = []
  for (let i = 0; i < count; i++) list.push(await nurse(t))
  return list
}

describe('accepting at the same time', () => {
  it('fills an offer once when its author sends 20 accepts at once; the 19 others are declined and told', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const applicants = await nurses(20)
    const applications = []
    for (const applicant of applicants) applications.push(await applyTo(t, applicant, offer.id))

    const responses = await Promise.all(applications.map((application) => accept(application.id, holder)))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    for (const response of responses.filter((r) => r.status === 409)) {
      const body = await json<ErrorBody>(response)
      expect(['replacement.already_filled', 'application.not_pending']).toContain(body.code)
    }
    const winner = await json<ApplicationAccepted>(responses.find((r) => r.status === 200) as Response)
    expect(winner.replacement.status).toBe('filled')
    expect(winner.declined_application_ids).toHaveLength(19)

    const rows = await t.db
      .selectFrom('applications')
      .select(['id', 'status', 'applicant_user_id'])
      .where('replacement_id', '=', offer.id)
      .execute()
    expect(rows.filter((row) => row.status === 'accepted').map((row) => row.id)).toEqual([winner.application.id])
    expect(rows.filter((row) => row.status === 'declined')).toHaveLength(19)
    const stored = await t.db.selectFrom('replacements').select('status').where('id', '=', offer.id).executeTakeFirstOrThrow()
    expect(stored.status).toBe('filled')
    for (const applicant of applicants) {
      const events = (await notificationsOf(t, applicant.id)).map((n) => n.event)
      const accepted = rows.find((row) => row.applicant_user_id === applicant.id)?.status === 'accepted'
      expect(events).toEqual([accepted ? 'application_accepted' : 'offer_filled'])
    }
  })

  it('gives a day of a split offer to one nurse when two accepts ask for it at once', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const [a, b] = await nurses(2)
    const first = await applyTo(t, a as Member, offer.id)
    const second = await applyTo(t, b as Member, offer.id)
    const responses = await Promise.all([
      accept(first.id, holder, { dates: ['2026-03-10', '2026-03-11'] }),
      accept(second.id, holder, { dates: ['2026-03-11', '2026-03-12'] }),
    ])
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409])
    const covered = await t.db
      .selectFrom('applications')
      .select('dates')
      .where('replacement_id', '=', offer.id)
      .where('status', '=', 'accepted')
      .execute()
    expect(covered).toHaveLength(1)
  })

  it('keeps the two-nurses-a-day rule when a holder accepts three nurses on three offers at once', async () => {
    const holder = await subscribedMember(t)
    const offers = [await postOffer(t, holder), await postOffer(t, holder), await postOffer(t, holder)]
    const applicants = await nurses(3)
    const applications = []
    for (const [index, offer] of offers.entries()) applications.push(await applyTo(t, applicants[index] as Member, offer.id))
    const responses = await Promise.all(applications.map((application) => accept(application.id, holder)))
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 200, 422])
    const refused = responses.find((r) => r.status === 422) as Response
    expect((await json<ErrorBody>(refused)).code).toBe('compliance.holder_day_limit')
  })

  it('never books one nurse twice on a day when two holders accept them at once', async () => {
    const [holder1, holder2] = [await member(t), await member(t)]
    const busy = await nurse(t)
    const offer1 = await postOffer(t, holder1)
    const offer2 = await postOffer(t, holder2, { start_date: '2026-03-14', end_date: '2026-03-18' })
    const a1 = await applyTo(t, busy, offer1.id)
    const a2 = await applyTo(t, busy, offer2.id)
    const responses = await Promise.all([accept(a1.id, holder1), accept(a2.id, holder2)])
    expect(responses.map((r) => r.status).sort()).toEqual([200, 422])
    const refused = responses.find((r) => r.status === 422) as Response
    expect((await json<ErrorBody>(refused)).code).toBe('compliance.nurse_overlap')
  })
})

describe('applying at the same time', () => {
  it('makes one application of 50 identical ones sent at once, the others refused as a second application', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const applicant = await nurse(t)
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t, 'POST', `/api/replacements/${offer.id}/applications`, { message: 'Vite' }, { session: applicant.session }),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 422)).toHaveLength(49)
    for (const response of responses.filter((r) => r.status === 422))
      expect((await json<ErrorBody>(response)).code).toBe('application.duplicate')
    const rows = await t.db.selectFrom('applications').select('id').where('replacement_id', '=', offer.id).execute()
    expect(rows).toHaveLength(1)
    expect(await notificationsOf(t, holder.id)).toHaveLength(1)
  })

  it('answers 10 concurrent replays of one Idempotency-Key with one application and one answer', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const applicant = await nurse(t)
    const headers = { 'Idempotency-Key': 'a7d3f0c2-replayed-offline-apply' }
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          t,
          'POST',
          `/api/replacements/${offer.id}/applications`,
          { message: 'Depuis le train' },
          { session: applicant.session, headers },
        ),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 201))
    const bodies = await Promise.all(responses.map((r) => json<ApplicationSaved>(r)))
    expect(new Set(bodies.map((body) => body.application.id)).size).toBe(1)
    const rows = await t.db.selectFrom('applications').select('id').where('replacement_id', '=', offer.id).execute()
    expect(rows).toHaveLength(1)
  })
})
