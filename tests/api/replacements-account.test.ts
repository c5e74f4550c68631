import { describe, expect, it } from 'vitest'
import { closeMarketplaceForAccount, marketplaceExport } from '#server/modules/replacements/replacements.account.ts'
import type { Replacement } from '#shared/replacements.ts'
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

// What the account modules call when an account ends or exports its data (Monday 2 March 2026).
const t = await createTestApp()
await addCommunes(t, ['34172'])

const accept = (id: number, who: Member, body?: unknown) =>
  call(t, 'POST', `/api/applications/${id}/accept`, body, { session: who.session })
const statusOf = async (id: number) =>
  (await t.db.selectFrom('replacements').select('status').where('id', '=', id).executeTakeFirst())?.status
const applicationStatus = async (id: number) =>
  (await t.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status

describe('closeMarketplaceForAccount', () => {
  it('deletes the drafts, cancels the open offers and tells their applicants', async () => {
    const holder = await member(t, { first_name: 'Hélène', last_name: 'Roux' })
    const applicant = await nurse(t)
    const draft = await postOffer(t, holder, { publish: false })
    const open = await postOffer(t, holder)
    await applyTo(t, applicant, open.id)
    await t.db.transaction().execute((trx) => closeMarketplaceForAccount(trx, holder.id, t.clock.now()))
    expect(await statusOf(draft.id)).toBeUndefined()
    expect(await statusOf(open.id)).toBe('cancelled')
    expect((await notificationsOf(t, applicant.id)).map((n) => [n.event, n.data.holder_name])).toEqual([
      ['offer_cancelled', 'Hélène Roux'],
    ])
  })

  it('withdraws the user’s pending applications and accepted ones not yet started, reopening the offer; keeps those under way', async () => {
    const holder = await subscribedMember(t)
    const leaving = await nurse(t, { first_name: 'Paul', last_name: 'Blanc' })
    const pendingOffer = await postOffer(t, holder)
    const filledOffer = await postOffer(t, holder, { start_date: '2026-03-20', end_date: '2026-03-21' })
    const startedOffer = await postOffer(t, await member(t), { start_date: '2026-03-01', end_date: '2026-03-03' })
    const pending = await applyTo(t, leaving, pendingOffer.id)
    const future = await applyTo(t, leaving, filledOffer.id)
    await accept(future.id, holder)
    const started = await applyTo(t, leaving, startedOffer.id, { message: '', dates: ['2026-03-02', '2026-03-03'] })
    const startedHolder = startedOffer.author
    await t.db
      .updateTable('applications')
      .set({ status: 'accepted', dates: ['2026-03-02', '2026-03-03'] })
      .where('id', '=', started.id)
      .execute()
    expect(await statusOf(filledOffer.id)).toBe('filled')

    await t.db.transaction().execute((trx) => closeMarketplaceForAccount(trx, leaving.id, t.clock.now()))
    expect(await applicationStatus(pending.id)).toBe('withdrawn')
    expect(await applicationStatus(future.id)).toBe('withdrawn')
    expect(await applicationStatus(started.id)).toBe('accepted')
    expect(await statusOf(filledOffer.id)).toBe('published')
    const told = (await notificationsOf(t, holder.id)).filter((n) => n.event === 'application_withdrawn')
    expect(told.map((n) => [n.data.application_id, n.data.applicant_name])).toEqual([
      [pending.id, 'Paul Blanc'],
      [future.id, 'Paul Blanc'],
    ])
    expect((await notificationsOf(t, startedHolder.id)).filter((n) => n.event === 'application_withdrawn')).toEqual([])
    const reopened = await json<Replacement>(
      await call(t, 'GET', `/api/replacements/${filledOffer.id}`, undefined, { session: holder.session }),
    )
    expect(reopened.covered_days).toEqual([])
  })
})

describe('marketplaceExport', () => {
  it('gives the user’s own offers and applications, nobody else’s', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const offer = await postOffer(t, holder, { description: 'Tournée du matin' })
    const application = await applyTo(t, applicant, offer.id, { message: 'Disponible', dates: ['2026-03-10'] })
    await postOffer(t, await member(t))

    const ofHolder = await marketplaceExport(t.db, holder.id)
    expect(ofHolder.replacements).toEqual([
      expect.objectContaining({
        id: offer.id,
        description: 'Tournée du matin',
        start_date: '2026-03-10',
        created_at: '2026-03-02T09:00:00.000Z',
      }),
    ])
    expect(ofHolder.applications).toEqual([])
    const ofApplicant = await marketplaceExport(t.db, applicant.id)
    expect(ofApplicant).toEqual({
      replacements: [],
      applications: [
        {
          id: application.id,
          replacement_id: offer.id,
          status: 'pending',
          message: 'Disponible',
          dates: ['2026-03-10'],
          created_at: '2026-03-02T09:00:00.000Z',
          decided_at: null,
        },
      ],
    })
  })
})
