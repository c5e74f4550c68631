import { describe, expect, it } from 'vitest'
import type { ReplacementContract } from '#shared/replacement-contract.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { communes, createNurse, createOffer, loadTestCommunes, type OfferOptions } from './helpers/alert-fixtures.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
await loadTestCommunes(t)

async function holder() {
  const user = await createUser(t, { roles: ['titulaire'], first_name: 'Claire', last_name: 'Martin' })
  await t.db
    .updateTable('users')
    .set({ street: '12 rue de la République', postal_code: '69001', commune_name: 'Lyon', phone: '0601020304' })
    .where('id', '=', user.id)
    .execute()
  await t.db.updateTable('nurses').set({ rpps: '10005173140' }).where('user_id', '=', user.id).execute()
  return { ...user, session: await login(t, user) }
}

async function nurse() {
  const user = await createNurse(t, { first_name: 'Léa', last_name: 'Bernard' })
  await t.db
    .updateTable('nurses')
    .set({ rpps: '10000000008', replacement_authorisation_expires_on: '2026-03-10' })
    .where('user_id', '=', user.id)
    .execute()
  return { ...user, session: await login(t, user) }
}

async function application(
  authorId: number,
  applicantId: number,
  offer: OfferOptions = {},
  values: { status?: 'pending' | 'accepted' | 'declined' | 'withdrawn'; dates?: string[] | null } = {},
) {
  const replacementId = await createOffer(t, authorId, { status: 'filled', ...offer })
  const status = values.status ?? 'accepted'
  const row = await t.db
    .insertInto('applications')
    .values({
      replacement_id: replacementId,
      applicant_user_id: applicantId,
      status,
      dates: values.dates === undefined ? ['2026-03-09', '2026-03-10', '2026-03-12'] : values.dates,
      decided_at: status === 'pending' ? null : t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { replacementId, applicationId: row.id }
}

const contractOf = (id: number, session?: string) =>
  call(t, 'GET', `/api/applications/${id}/contract`, undefined, session ? { session } : {})

describe('GET /api/applications/{id}/contract', () => {
  it('gives both parties the offer, the days accepted and the two profiles', async () => {
    const author = await holder()
    const applicant = await nurse()
    const { applicationId, replacementId } = await application(author.id, applicant.id, {
      commune: communes.villeurbanne,
      shifts: ['matin', 'soir'],
      care_types: ['pansements'],
      retrocession_percent: 88,
      housing_offered: true,
    })

    for (const session of [author.session, applicant.session]) {
      const response = await contractOf(applicationId, session)
      expect(response.status).toBe(200)
      const contract = (await response.json()) as ReplacementContract
      expect(contract.application_id).toBe(applicationId)
      expect(contract.replacement_id).toBe(replacementId)
      expect(contract.holder).toMatchObject({
        id: author.id,
        first_name: 'Claire',
        last_name: 'Martin',
        email: author.email,
        phone: '0601020304',
        street: '12 rue de la République',
        postal_code: '69001',
        commune_name: 'Lyon',
        rpps: '10005173140',
      })
      expect(contract.nurse).toMatchObject({
        id: applicant.id,
        first_name: 'Léa',
        last_name: 'Bernard',
        rpps: '10000000008',
        replacement_authorisation_expires_on: '2026-03-10',
      })
      expect(contract.commune).toMatchObject({ insee: communes.villeurbanne, name: 'Villeurbanne', department: '69' })
      expect(contract.days).toEqual(['2026-03-09', '2026-03-10', '2026-03-12'])
      expect(contract.periods).toEqual([
        { start: '2026-03-09', end: '2026-03-10' },
        { start: '2026-03-12', end: '2026-03-12' },
      ])
      expect(contract.shifts).toEqual(['matin', 'soir'])
      expect(contract.care_types).toEqual([{ slug: 'pansements', name: 'Pansements' }])
      expect(contract.retrocession_percent).toBe(88)
      expect(contract.housing_offered).toBe(true)
      expect(contract.written_contract_required).toBe(true)
      expect(contract.days_replaced_for_holder).toBe(3)
      // The authorisation ends on the 10th, before the last day (the 12th).
      expect(contract.warnings.map((warning) => warning.code)).toEqual(['authorisation_expires'])
    }
  })

  it('says a single day needs no written contract, and counts the days already replaced for this holder', async () => {
    const author = await holder()
    const applicant = await nurse()
    await application(
      author.id,
      applicant.id,
      { start_date: '2026-02-02', end_date: '2026-02-06' },
      {
        dates: ['2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06'],
      },
    )
    const { applicationId } = await application(
      author.id,
      applicant.id,
      { start_date: '2026-03-02', end_date: '2026-03-02' },
      {
        dates: ['2026-03-02'],
      },
    )
    const contract = (await (await contractOf(applicationId, applicant.session)).json()) as ReplacementContract
    expect(contract.written_contract_required).toBe(false)
    expect(contract.days_replaced_for_holder).toBe(6)
    expect(contract.warnings).toEqual([])
  })

  it('is refused until the application is accepted, and once the offer is cancelled', async () => {
    const author = await holder()
    const applicant = await nurse()
    for (const status of ['pending', 'declined', 'withdrawn'] as const) {
      const { applicationId } = await application(author.id, applicant.id, { status: 'published' }, { status })
      const response = await contractOf(applicationId, author.session)
      expect(response.status).toBe(409)
      expect(((await response.json()) as { message: string }).message).toBe(
        'Le contrat se prépare une fois la candidature acceptée.',
      )
    }
    const { applicationId } = await application(author.id, applicant.id, { status: 'cancelled' })
    const response = await contractOf(applicationId, applicant.session)
    expect(response.status).toBe(409)
    expect(((await response.json()) as { message: string }).message).toContain('annulé')
  })

  it('is nobody else’s business: 401 anonymous, 404 for another member, 404 for an unknown id', async () => {
    const author = await holder()
    const applicant = await nurse()
    const stranger = await nurse()
    const { applicationId } = await application(author.id, applicant.id)
    expect((await contractOf(applicationId)).status).toBe(401)
    expect((await contractOf(applicationId, stranger.session)).status).toBe(404)
    expect((await contractOf(999_999, author.session)).status).toBe(404)
    expect((await contractOf(0, author.session)).status).toBe(404)
  })

  it('answers in English when asked', async () => {
    const author = await holder()
    const applicant = await nurse()
    const { applicationId } = await application(author.id, applicant.id, {}, { status: 'pending' })
    const response = await call(t, 'GET', `/api/applications/${applicationId}/contract`, undefined, {
      session: author.session,
      headers: { 'Accept-Language': 'en' },
    })
    expect(((await response.json()) as { message: string }).message).toBe(
      'The contract is prepared once the application is accepted.',
    )
  })
})
