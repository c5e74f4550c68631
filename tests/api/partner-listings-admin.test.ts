import { describe, expect, it } from 'vitest'
import { adminOverviewSchema } from '#shared/admin-overview.ts'
import type {
  AdminPartnerListingDetail,
  AdminPartnerListingRow,
  PartnerListing,
  PartnerListingSaved,
} from '#shared/partner-listings.ts'
import { call, createUser, login, mails } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import { addCommunes, admin as adminMember, json, type Member, member, nurse } from './replacements-fixtures.ts'

// The test clock starts on Monday 2 March 2026, 10:00 in Paris.
const t = await createTestApp()
await addCommunes(t, ['34172', '69381'])

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }
type AdminList = { partner_listings: AdminPartnerListingRow[]; count: number }

const as = (who: { session: string }) => ({ session: who.session })
const REASON = 'L’annonce cite le nom d’un patient : elle doit être réécrite sans.'

const admin = await adminMember(t)

async function create(author: Member, body: Record<string, unknown>): Promise<PartnerListing> {
  const response = await call(t, 'POST', '/api/partner-listings', body, as(author))
  expect(response.status).toBe(201)
  return (await json<PartnerListingSaved>(response)).partner_listing
}

const collaboration = {
  kind: 'collaboration',
  commune_insee: '34172',
  start_date: '2026-05-01',
  premises: 'cabinet',
  redevance_percent: 15,
  days_per_week: 3,
  publish: true,
}
const cessionDraft = { kind: 'cession', commune_insee: '69381' }

describe('who may use the listings back office', () => {
  const routes: [string, string, unknown][] = [
    ['GET', '/api/admin/partner-listings', undefined],
    ['GET', '/api/admin/partner-listings/1', undefined],
    ['POST', '/api/admin/partner-listings/1/unpublish', { reason: REASON }],
  ]

  it('answers 401 anonymous, 403 to members and to admins without two-factor', async () => {
    const author = await member(t)
    const listing = await create(author, collaboration)
    const noTwoFactor = await login(t, await createUser(t, { account_type: 'developer', roles: [] }))
    for (const [method, path, body] of routes) {
      const target = path.replace('/1', `/${listing.id}`)
      expect((await call(t, method, target, body)).status, `${method} ${path}`).toBe(401)
      const member = await call(t, method, target, body, as(author))
      expect(member.status, `${method} ${path}`).toBe(403)
      const developer = await call(t, method, target, body, { session: noTwoFactor })
      expect(await json<ErrorBody>(developer)).toMatchObject({ code: 'two_factor.setup_required' })
    }
    const still = await t.db
      .selectFrom('partner_listings')
      .select('status')
      .where('id', '=', listing.id)
      .executeTakeFirstOrThrow()
    expect(still.status).toBe('published')
  })
})

describe('the listings back office', () => {
  it('lists every listing, drafts included, with filters, and counts them on the overview', async () => {
    await t.db.deleteFrom('partner_listings').execute()
    const author = await member(t, { first_name: 'Hélène', last_name: 'Garnier' })
    const other = await member(t, { first_name: 'Paul', last_name: 'Durand' })
    const published = await create(author, collaboration)
    const draft = await create(other, cessionDraft)
    await call(t, 'POST', `/api/partner-listings/${published.id}/responses`, { message: 'Intéressée' }, as(await nurse(t)))

    const list = async (query = '') => {
      const response = await call(t, 'GET', `/api/admin/partner-listings${query}`, undefined, as(admin))
      expect(response.status, query).toBe(200)
      return json<AdminList>(response)
    }
    const all = await list()
    expect(all.count).toBe(2)
    expect(all.partner_listings.map((row) => row.id)).toEqual([draft.id, published.id])
    expect(all.partner_listings[1]).toMatchObject({
      kind: 'collaboration',
      status: 'published',
      commune_name: 'Montpellier',
      department: '34',
      responses_count: 1,
      author: { id: author.id, first_name: 'Hélène', email: author.email },
    })
    expect((await list('?status=draft')).partner_listings.map((row) => row.id)).toEqual([draft.id])
    expect((await list('?kind=collaboration')).partner_listings.map((row) => row.id)).toEqual([published.id])
    expect((await list('?department=69')).partner_listings.map((row) => row.id)).toEqual([draft.id])
    expect((await list('?author=garnier')).partner_listings.map((row) => row.id)).toEqual([published.id])
    expect((await list('?commune=34000')).count).toBe(1)
    expect((await list('?commune=75001')).count).toBe(0)
    expect((await list('?commune=montp')).count).toBe(1)
    expect((await list('?commune=%25')).count).toBe(0)
    for (const query of ['?status=old', '?kind=vente', '?department=100', '?page=0', '?perPage=101']) {
      const response = await call(t, 'GET', `/api/admin/partner-listings${query}`, undefined, as(admin))
      expect(response.status, query).toBe(422)
    }

    const overview = adminOverviewSchema.parse(await (await call(t, 'GET', '/api/admin/overview', undefined, as(admin))).json())
    expect(overview.partner_listings).toEqual({
      by_status: { draft: 1, published: 1, filled: 0, withdrawn: 0, expired: 0 },
      responses: 1,
    })
  })

  it('shows a listing with its fields and history, and unpublishes it with the reason mailed and audited', async () => {
    const author = await member(t, { first_name: 'Camille' })
    const listing = await create(author, collaboration)
    const draft = await create(author, cessionDraft)

    const detail = await json<AdminPartnerListingDetail>(
      await call(t, 'GET', `/api/admin/partner-listings/${listing.id}`, undefined, as(admin)),
    )
    expect(detail.fields).toMatchObject({ redevance_percent: 15, days_per_week: 3, premises: 'cabinet' })
    expect(detail.fields).not.toHaveProperty('price_eur')
    expect(detail.history.map((entry) => entry.action)).toEqual(['created', 'published'])
    expect(detail.history[0]?.actor).toMatchObject({ id: author.id, first_name: 'Camille' })
    expect((await call(t, 'GET', '/api/admin/partner-listings/999999', undefined, as(admin))).status).toBe(404)

    const short = await call(t, 'POST', `/api/admin/partner-listings/${listing.id}/unpublish`, { reason: 'Non.' }, as(admin))
    expect(short.status).toBe(422)
    expect((await json<ErrorBody>(short)).errors?.reason).toBeDefined()
    const notPublished = await call(t, 'POST', `/api/admin/partner-listings/${draft.id}/unpublish`, { reason: REASON }, as(admin))
    expect(notPublished.status).toBe(409)
    const missing = await call(t, 'POST', '/api/admin/partner-listings/999999/unpublish', { reason: REASON }, as(admin))
    expect(missing.status).toBe(404)

    const done = await call(t, 'POST', `/api/admin/partner-listings/${listing.id}/unpublish`, { reason: REASON }, as(admin))
    expect(done.status).toBe(200)
    const body = await json<{ message: string; partner_listing: AdminPartnerListingDetail }>(done)
    expect(body.message).toBe('L’annonce a été retirée\u00a0; son auteur est prévenu par e-mail.')
    expect(body.partner_listing).toMatchObject({ status: 'withdrawn', withdrawn_reason: REASON })
    expect(body.partner_listing.history.at(-1)).toMatchObject({ action: 'unpublished', note: REASON, actor: { id: admin.id } })

    const sent = await mails(t, { to: author.email, template: 'partner-listing-unpublished' })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.data).toMatchObject({ reason: REASON, listing_id: listing.id, kind: 'collaboration' })
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('subject_type', '=', 'partner_listing')
      .where('subject_id', '=', String(listing.id))
      .execute()
    expect(audit).toEqual([{ action: 'partner_listing.unpublish', actor_user_id: admin.id }])

    const again = await call(t, 'POST', `/api/admin/partner-listings/${listing.id}/unpublish`, { reason: REASON }, as(admin))
    expect(again.status).toBe(409)
    const search = await call(t, 'GET', '/api/partner-listings?commune=34172', undefined, as(await member(t)))
    expect((await json<{ partner_listings: PartnerListing[] }>(search)).partner_listings.map((row) => row.id)).not.toContain(
      listing.id,
    )
  })
})
