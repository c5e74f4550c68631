import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import {
  adminApplicationsListSchema,
  adminReplacementDetailSchema,
  adminReplacementResponseSchema,
  adminReplacementsListSchema,
} from '#shared/admin-replacements.ts'
import { call, createUser, login, mails } from './helpers/accounts.ts'
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

// The test clock starts on Monday 2 March 2026, 10:00 in Paris.
const t = await createTestApp()
await addCommunes(t, ['34172', '75101', '69381'])

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }

/** An admin signed in, then given two-factor (set in the database: logging in would ask for a code). */
async function adminWithTwoFactor(): Promise<Member> {
  const admin = await createUser(t, { account_type: 'administrator', roles: [], first_name: 'Alice', last_name: 'Admin' })
  const session = await login(t, admin)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', admin.id).execute()
  return { ...admin, session }
}

const admin = await adminWithTwoFactor()
const as = (who: { session: string }) => ({ session: who.session })
const list = async (query = '') => {
  const response = await call(t, 'GET', `/api/admin/replacements${query}`, undefined, as(admin))
  expect(response.status, query).toBe(200)
  return adminReplacementsListSchema.parse(await response.json())
}
const REASON = 'Offre en double : la même absence est déjà publiée.'

describe('who may use the offers back office', () => {
  const routes: [string, string, unknown][] = [
    ['GET', '/api/admin/replacements', undefined],
    ['GET', '/api/admin/replacements/1', undefined],
    ['GET', '/api/admin/replacements/1/applications', undefined],
    ['POST', '/api/admin/replacements/1/unpublish', { reason: REASON }],
  ]

  it('answers 401 to anonymous calls on every route', async () => {
    for (const [method, path, body] of routes) {
      const response = await call(t, method, path, body)
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  it('answers 403 to a nurse, even the offer’s author', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    for (const [method, path, body] of routes) {
      const response = await call(t, method, path.replace('/1', `/${offer.id}`), body, as(holder))
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(await json<ErrorBody>(response)).toMatchObject({ code: 'http.forbidden' })
    }
    const still = await t.db.selectFrom('replacements').select('status').where('id', '=', offer.id).executeTakeFirstOrThrow()
    expect(still.status).toBe('published')
  })

  it('answers 403 two_factor.setup_required to an admin without two-factor', async () => {
    const session = await login(t, await createUser(t, { account_type: 'developer', roles: [] }))
    for (const [method, path, body] of routes) {
      const response = await call(t, method, path, body, { session })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(await json<ErrorBody>(response)).toMatchObject({ code: 'two_factor.setup_required' })
    }
  })
})

describe('GET /api/admin/replacements', () => {
  it('lists every offer, drafts included, 15 a page, with author, applications and status', async () => {
    await t.db.deleteFrom('replacements').execute()
    const holder = await subscribedMember(t, { first_name: 'Hélène', last_name: 'Garnier' })
    const offers: { id: number }[] = []
    for (let i = 0; i < 16; i++) offers.push(await postOffer(t, holder))
    const draft = await postOffer(t, holder, { publish: false })
    await applyTo(t, await nurse(t), offers[0]?.id ?? 0)
    await applyTo(t, await nurse(t), offers[0]?.id ?? 0)

    const first = await list()
    expect(first.count).toBe(17)
    expect(first.replacements).toHaveLength(15)
    // Newest first by default.
    expect(first.replacements[0]?.id).toBe(draft.id)
    expect(first.replacements[0]?.status).toBe('draft')
    const second = await list('?page=2')
    expect(second.replacements).toHaveLength(2)
    const withApplicants = second.replacements.find((row) => row.id === offers[0]?.id)
    expect(withApplicants).toMatchObject({
      status: 'published',
      applications_count: 2,
      pending_count: 2,
      commune_name: 'Montpellier',
      department: '34',
      author: { id: holder.id, first_name: 'Hélène', last_name: 'Garnier', email: holder.email },
    })
    const ids = new Set([...first.replacements, ...second.replacements].map((row) => row.id))
    expect(ids.size).toBe(17)
    expect((await list('?perPage=100')).replacements).toHaveLength(17)
  })

  it('filters by status (expiry computed), urgency, department, commune, author, dates and creation', async () => {
    await t.db.deleteFrom('replacements').execute()
    const lyon = await subscribedMember(t, {
      first_name: 'Zoé',
      last_name: 'Lambert',
      email: `zoe.lambert-${Date.now()}@example.fr`,
    })
    const paris = await subscribedMember(t, { first_name: 'Marc', last_name: 'Petit' })
    const montpellier = await postOffer(t, paris)
    const lyonUrgent = await postOffer(t, lyon, {
      commune_insee: '69381',
      urgency: 'urgent',
      start_date: '2026-04-01',
      end_date: '2026-04-03',
    })
    const parisOffer = await postOffer(t, paris, { commune_insee: '75101', start_date: '2026-05-10', end_date: '2026-05-12' })
    // Published, but its last day is past: members see it expired, and so does the back office.
    const past = await postOffer(t, paris, { start_date: '2026-03-02', end_date: '2026-03-03' })
    await sql`update replacements set start_date = '2026-02-20', end_date = '2026-02-25' where id = ${past.id}`.execute(t.db)
    await sql`update replacements set created_at = '2026-01-15T12:00:00Z' where id = ${parisOffer.id}`.execute(t.db)

    const ids = async (query: string) => (await list(query)).replacements.map((row) => row.id).sort((a, b) => a - b)
    expect(await ids('?status=expired')).toEqual([past.id])
    expect(await ids('?status=published')).toEqual([montpellier.id, lyonUrgent.id, parisOffer.id].sort((a, b) => a - b))
    expect(await ids('?urgency=urgent')).toEqual([lyonUrgent.id])
    expect(await ids('?department=75')).toEqual([parisOffer.id])
    expect(await ids('?department=69')).toEqual([lyonUrgent.id])
    expect(await ids('?commune=montpel')).toEqual([montpellier.id, past.id].sort((a, b) => a - b))
    expect(await ids('?commune=75001')).toEqual([parisOffer.id])
    expect(await ids('?author=zoe')).toEqual([lyonUrgent.id])
    expect(await ids('?author=lambert%20zo')).toEqual([lyonUrgent.id])
    expect(await ids(`?author=${encodeURIComponent(lyon.email.slice(0, 8))}`)).toEqual([lyonUrgent.id])
    // `%` is a letter, not a wildcard.
    expect(await ids('?author=%25')).toEqual([])
    // Dates that overlap the period.
    expect(await ids('?dates_from=2026-04-02&dates_to=2026-05-10')).toEqual([lyonUrgent.id, parisOffer.id].sort((a, b) => a - b))
    expect(await ids('?dates_from=2026-05-13')).toEqual([])
    expect(await ids('?created_to=2026-01-31')).toEqual([parisOffer.id])
    expect((await ids('?created_from=2026-02-01')).includes(parisOffer.id)).toBe(false)
  })

  it('sorts by a whitelisted column in either direction', async () => {
    const byStart = await list('?sort=start_date&direction=asc&perPage=100')
    const starts = byStart.replacements.map((row) => row.start_date ?? '9999')
    expect(starts).toEqual([...starts].sort())
    const byApplications = await list('?sort=applications_count&direction=desc')
    const counts = byApplications.replacements.map((row) => row.applications_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('refuses bad parameters with 422 in the Laravel shape', async () => {
    for (const query of [
      '?perPage=101',
      '?perPage=0',
      '?page=0',
      '?page=abc',
      '?page=',
      '?sort=password_hash',
      '?direction=up',
      '?status=archived',
      '?urgency=asap',
      '?department=99',
      '?dates_from=2026-02-30',
      '?dates_from=2026-05-01&dates_to=2026-04-01',
      '?created_from=2026-05-01&created_to=2026-04-01',
      `?author=${'a'.repeat(101)}`,
    ]) {
      const response = await call(t, 'GET', `/api/admin/replacements${query}`, undefined, as(admin))
      expect(response.status, query).toBe(422)
      const body = await json<ErrorBody>(response)
      expect(body.message, query).toBeTruthy()
      expect(Object.keys(body.errors ?? {}).length, query).toBeGreaterThan(0)
    }
  })
})

describe('GET /api/admin/replacements/{id} and /applications', () => {
  it('shows the offer with its change history, applications with applicants, and audit entries', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const applicant = await nurse(t, { first_name: 'Inès', last_name: 'Roux' })
    await applyTo(t, applicant, offer.id)
    const edit = await call(t, 'PUT', `/api/replacements/${offer.id}`, { retrocession_percent: 90 }, as(holder))
    expect(edit.status).toBe(200)

    const response = await call(t, 'GET', `/api/admin/replacements/${offer.id}`, undefined, as(admin))
    expect(response.status).toBe(200)
    const detail = adminReplacementDetailSchema.parse(await response.json())
    expect(detail).toMatchObject({ id: offer.id, status: 'published', retrocession_percent: 90, unpublishable: true })
    expect(detail.history).toHaveLength(1)
    expect(detail.history[0]?.changes.retrocession_percent).toEqual({ from: 85, to: 90 })
    expect(detail.applications).toHaveLength(1)
    expect(detail.applications[0]).toMatchObject({
      status: 'pending',
      applicant: { id: applicant.id, first_name: 'Inès', last_name: 'Roux', email: applicant.email },
    })
    expect(detail.audit).toEqual([])
  })

  it('shows a draft too, and 404 for an unknown or impossible id', async () => {
    const draft = await postOffer(t, await member(t), { publish: false })
    expect((await call(t, 'GET', `/api/admin/replacements/${draft.id}`, undefined, as(admin))).status).toBe(200)
    for (const id of ['999999', '99999999999']) {
      expect((await call(t, 'GET', `/api/admin/replacements/${id}`, undefined, as(admin))).status, id).toBe(404)
      expect((await call(t, 'GET', `/api/admin/replacements/${id}/applications`, undefined, as(admin))).status, id).toBe(404)
    }
  })

  it('lists the applications of an offer, filtered by status and paged', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const applicants = [await nurse(t), await nurse(t), await nurse(t)]
    const applications: { id: number }[] = []
    for (const applicant of applicants) applications.push(await applyTo(t, applicant, offer.id))
    const withdraw = await call(
      t,
      'POST',
      `/api/applications/${applications[1]?.id}/withdraw`,
      undefined,
      as(applicants[1] as Member),
    )
    expect(withdraw.status).toBe(200)

    const all = adminApplicationsListSchema.parse(
      await (await call(t, 'GET', `/api/admin/replacements/${offer.id}/applications`, undefined, as(admin))).json(),
    )
    expect(all.count).toBe(3)
    expect(all.applications.map((row) => row.applicant.id)).toEqual(applicants.map((a) => a.id).reverse())
    const withdrawn = adminApplicationsListSchema.parse(
      await (
        await call(t, 'GET', `/api/admin/replacements/${offer.id}/applications?status=withdrawn`, undefined, as(admin))
      ).json(),
    )
    expect(withdrawn.applications.map((row) => row.id)).toEqual([applications[1]?.id])
    const paged = adminApplicationsListSchema.parse(
      await (
        await call(t, 'GET', `/api/admin/replacements/${offer.id}/applications?perPage=2&page=2`, undefined, as(admin))
      ).json(),
    )
    expect(paged).toMatchObject({ count: 3 })
    expect(paged.applications).toHaveLength(1)
    for (const query of ['?status=maybe', '?perPage=101', '?page=0']) {
      const response = await call(t, 'GET', `/api/admin/replacements/${offer.id}/applications${query}`, undefined, as(admin))
      expect(response.status, query).toBe(422)
    }
  })
})

describe('POST /api/admin/replacements/{id}/unpublish', () => {
  it('cancels a published offer, mails the reason to its author, tells the applicants, and audits it', async () => {
    const holder = await member(t, { first_name: 'Hélène' })
    const offer = await postOffer(t, holder)
    const pending = await nurse(t)
    const withdrawnNurse = await nurse(t)
    await applyTo(t, pending, offer.id)
    const withdrawn = await applyTo(t, withdrawnNurse, offer.id)
    await call(t, 'POST', `/api/applications/${withdrawn.id}/withdraw`, undefined, as(withdrawnNurse))

    const response = await call(
      t,
      'POST',
      `/api/admin/replacements/${offer.id}/unpublish`,
      { reason: `  ${REASON}  ` },
      as(admin),
    )
    expect(response.status).toBe(200)
    const body = adminReplacementResponseSchema.parse(await response.json())
    expect(body.message).toBe('L’offre a été retirée ; son auteur et les candidats sont prévenus.')
    expect(body.replacement).toMatchObject({ status: 'cancelled', cancel_reason: REASON, unpublishable: false })
    expect(body.replacement.cancelled_at).toBe(t.clock.now().toISOString())

    const mail = (await mails(t, { to: holder.email, template: 'replacement-unpublished' })).at(-1)
    expect(mail).toMatchObject({
      locale: 'fr',
      data: { name: 'Hélène', replacement_id: offer.id, commune_name: 'Montpellier', reason: REASON },
    })
    expect((await notificationsOf(t, pending.id)).filter((n) => n.event === 'offer_cancelled')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ replacement_id: offer.id }) }),
    ])
    // One who had withdrawn is not told again.
    expect((await notificationsOf(t, withdrawnNurse.id)).some((n) => n.event === 'offer_cancelled')).toBe(false)

    expect(body.replacement.audit).toHaveLength(1)
    expect(body.replacement.audit[0]).toMatchObject({
      action: 'replacement.unpublish',
      subject_type: 'replacement',
      subject_id: String(offer.id),
      actor: { id: admin.id },
      before: { status: 'published', cancel_reason: null },
      after: { status: 'cancelled', cancel_reason: REASON },
    })
    // Members no longer find it.
    const search = await call(t, 'GET', '/api/replacements?commune=34172', undefined, as(pending))
    expect(((await search.json()) as { replacements: { id: number }[] }).replacements.some((r) => r.id === offer.id)).toBe(false)
  })

  it('mails the author in the language of their settings', async () => {
    const holder = await member(t)
    await t.db
      .updateTable('users')
      .set({ settings: JSON.stringify({ locale: 'en' }) })
      .where('id', '=', holder.id)
      .execute()
    const offer = await postOffer(t, holder)
    expect((await call(t, 'POST', `/api/admin/replacements/${offer.id}/unpublish`, { reason: REASON }, as(admin))).status).toBe(
      200,
    )
    expect((await mails(t, { to: holder.email, template: 'replacement-unpublished' })).at(-1)?.locale).toBe('en')
  })

  it('takes down a filled offer too, and the accepted nurse is told', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const chosen = await nurse(t)
    const application = await applyTo(t, chosen, offer.id)
    const accept = await call(t, 'POST', `/api/applications/${application.id}/accept`, {}, as(holder))
    expect(accept.status).toBe(200)
    const response = await call(t, 'POST', `/api/admin/replacements/${offer.id}/unpublish`, { reason: REASON }, as(admin))
    expect(response.status).toBe(200)
    expect(adminReplacementResponseSchema.parse(await response.json()).replacement.status).toBe('cancelled')
    expect((await notificationsOf(t, chosen.id)).some((n) => n.event === 'offer_cancelled')).toBe(true)
  })

  it('refuses a missing, short or long reason with 422 and changes nothing', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    for (const body of [{}, { reason: '' }, { reason: '   court   ' }, { reason: 'x'.repeat(1001) }, { reason: 42 }]) {
      const response = await call(t, 'POST', `/api/admin/replacements/${offer.id}/unpublish`, body, as(admin))
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(422)
      expect(Object.keys((await json<ErrorBody>(response)).errors ?? {})).toEqual(['reason'])
    }
    const row = await t.db.selectFrom('replacements').select('status').where('id', '=', offer.id).executeTakeFirstOrThrow()
    expect(row.status).toBe('published')
    expect(await mails(t, { to: holder.email, template: 'replacement-unpublished' })).toEqual([])
  })

  it('refuses with 409 a draft, an expired or an already cancelled offer, and 404 an unknown one', async () => {
    const holder = await member(t)
    const draft = await postOffer(t, holder, { publish: false })
    const cancelled = await postOffer(t, holder)
    await call(t, 'POST', `/api/replacements/${cancelled.id}/cancel`, {}, as(holder))
    const expired = await postOffer(t, holder)
    await sql`update replacements set start_date = '2026-02-20', end_date = '2026-02-25' where id = ${expired.id}`.execute(t.db)
    for (const id of [draft.id, cancelled.id, expired.id]) {
      const response = await call(t, 'POST', `/api/admin/replacements/${id}/unpublish`, { reason: REASON }, as(admin))
      expect(response.status).toBe(409)
      expect(await json<ErrorBody>(response)).toMatchObject({ code: 'admin_replacements.not_unpublishable' })
    }
    expect((await call(t, 'POST', '/api/admin/replacements/999999/unpublish', { reason: REASON }, as(admin))).status).toBe(404)
    const entries = await t.db
      .selectFrom('audit_log')
      .select('subject_id')
      .where('action', '=', 'replacement.unpublish')
      .execute()
    expect(entries.map((e) => e.subject_id)).not.toContain(String(draft.id))
  })
})
