import { describe, expect, it } from 'vitest'
import { createMailer } from '#server/modules/mail/mailer.ts'
import { adminMailDetailSchema, adminMailListSchema, campaignSchema } from '#shared/admin-mails.ts'
import { call, createUser, login, mails } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
const mailer = createMailer({ db: t.db, env: t.env, clock: t.clock })

async function adminSession(): Promise<{ session: string; id: number }> {
  const admin = await createUser(t, { account_type: 'administrator', roles: [] })
  const session = await login(t, admin)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', admin.id).execute()
  return { session, id: admin.id }
}
const admin = await adminSession()
const nurseSession = await login(t, await createUser(t))
const someId = '00000000-0000-4000-8000-000000000000'
const segment = { roles: [], departments: [], validation: 'any' }

const adminEndpoints: [string, string, unknown?][] = [
  ['GET', '/api/admin/mails'],
  ['GET', '/api/admin/mails/templates'],
  ['GET', `/api/admin/mails/${someId}`],
  ['POST', `/api/admin/mails/${someId}/resend`],
  ['GET', '/api/admin/campaigns'],
  ['POST', '/api/admin/campaigns', { subject: 'Nouvelles', body: 'Un message assez long.', segment }],
  ['POST', '/api/admin/campaigns/audience', segment],
  ['GET', '/api/admin/campaigns/1'],
  ['PUT', '/api/admin/campaigns/1', { subject: 'Nouvelles', body: 'Un message assez long.', segment }],
  ['DELETE', '/api/admin/campaigns/1'],
  ['POST', '/api/admin/campaigns/1/send'],
]

describe('mails: who may call', () => {
  it.each(adminEndpoints)('%s %s answers 401 to an anonymous caller', async (method, p, body) => {
    expect((await call(t, method, p, body)).status).toBe(401)
  })

  it.each(adminEndpoints)('%s %s answers 403 to a nurse', async (method, p, body) => {
    expect((await call(t, method, p, body, { session: nurseSession })).status).toBe(403)
  })
})

describe('the outbox', () => {
  const to = 'outbox-reader@example.fr'

  it('lists mails newest first with their status, 15 a page, never their data', async () => {
    await t.db.deleteFrom('mail_outbox').execute()
    for (let i = 0; i < 17; i++) {
      await mailer.send({ to, template: 'welcome', data: { name: `N${i}` } })
      t.clock.advance(1000)
    }
    const response = await call(t, 'GET', '/api/admin/mails', undefined, { session: admin.session })
    expect(response.status).toBe(200)
    const raw = (await response.json()) as { mails: Record<string, unknown>[] }
    expect(raw.mails[0]).not.toHaveProperty('data')
    const body = adminMailListSchema.parse(raw)
    expect(body.count).toBe(17)
    expect(body.mails).toHaveLength(15)
    expect((body.mails[0]?.created_at ?? '') > (body.mails[1]?.created_at ?? '')).toBe(true)
    const page2 = adminMailListSchema.parse(
      await (await call(t, 'GET', '/api/admin/mails?page=2', undefined, { session: admin.session })).json(),
    )
    expect(page2.mails).toHaveLength(2)
  })

  it('filters by status, template, recipient and days', async () => {
    await mailer.send({ to: 'Someone.Else@Example.fr', template: 'account-deleted', data: { name: null } })
    await t.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', last_error: '550 mailbox unavailable' })
      .where('template', '=', 'account-deleted')
      .execute()
    const get = async (query: string) =>
      adminMailListSchema.parse(
        await (await call(t, 'GET', `/api/admin/mails?${query}`, undefined, { session: admin.session })).json(),
      )
    expect((await get('status=failed')).mails.map((m) => m.to)).toEqual(['Someone.Else@Example.fr'])
    expect((await get('template=welcome')).count).toBe(17)
    expect((await get('recipient=someone.else')).count).toBe(1)
    expect((await get('recipient=%25')).count).toBe(0)
    expect((await get('from=2026-03-02&to=2026-03-02')).count).toBe(18)
    expect((await get('from=2026-03-03')).count).toBe(0)
    expect((await get('sort=to&direction=asc')).mails[0]?.to).toBe('outbox-reader@example.fr')
  })

  it.each([
    'status=lost',
    'template=<x>',
    'from=2026-02-30',
    'from=2026-03-05&to=2026-03-01',
    'page=0',
    'perPage=101',
    'sort=subject',
  ])('refuses ?%s with 422', async (query) => {
    expect((await call(t, 'GET', `/api/admin/mails?${query}`, undefined, { session: admin.session })).status).toBe(422)
  })

  it('shows a mail as sent, with its one-time link masked even while it is queued', async () => {
    const token = 'live-token-that-must-not-leak'
    const { id } = await mailer.send({
      to,
      template: 'reset-password',
      data: { name: 'Camille', url: `${t.env.APP_URL}/password/reset/${token}?email=x`, expires_in_minutes: 60 },
    })
    const response = await call(t, 'GET', `/api/admin/mails/${id}`, undefined, { session: admin.session })
    expect(response.status).toBe(200)
    const raw = await response.text()
    expect(raw).not.toContain(token)
    const detail = adminMailDetailSchema.parse(JSON.parse(raw))
    expect(detail).toMatchObject({ template: 'reset-password', masked_links: true, resendable: false, status: 'queued' })
    expect(detail.html).toContain('<!doctype html>')
    expect(detail.html).toContain('/lien-masque')
    expect((await call(t, 'POST', `/api/admin/mails/${id}/resend`, undefined, { session: admin.session })).status).toBe(422)
    expect((await call(t, 'GET', '/api/admin/mails/not-a-uuid', undefined, { session: admin.session })).status).toBe(404)
    expect((await call(t, 'GET', `/api/admin/mails/${someId}`, undefined, { session: admin.session })).status).toBe(404)
  })

  it('resends a mail as a new outbox row, audited', async () => {
    const { id } = await mailer.send({ to: 'resend-me@example.fr', template: 'welcome', data: { name: 'Camille' } })
    await t.db.updateTable('mail_outbox').set({ status: 'failed' }).where('id', '=', id).execute()
    const response = await call(t, 'POST', `/api/admin/mails/${id}/resend`, undefined, { session: admin.session })
    expect(response.status).toBe(201)
    const created = (await response.json()) as { id: string; status: string }
    expect(created.id).not.toBe(id)
    expect(created.status).toBe('queued')
    expect(await mails(t, { to: 'resend-me@example.fr' })).toHaveLength(2)
    const entry = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'mail.resend').executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ subject_type: 'mail', subject_id: id, actor_user_id: admin.id })
    expect(entry.after).toMatchObject({ resent_as: created.id })
  })

  it('lists the template names for the filter', async () => {
    const body = (await (await call(t, 'GET', '/api/admin/mails/templates', undefined, { session: admin.session })).json()) as {
      templates: string[]
    }
    expect(body.templates).toEqual(expect.arrayContaining(['campaign', 'reset-password', 'welcome']))
  })
})

describe('campaigns', () => {
  const wantsNews = { product_news: { email: true, in_app: true, push: false } }

  async function member(options: { roles: string[]; insee: string | null; news: boolean; validated?: boolean; email?: string }) {
    const user = await createUser(t, { roles: options.roles, ...(options.email ? { email: options.email } : {}) })
    await t.db
      .updateTable('users')
      .set({
        commune_insee: options.insee,
        notification_preferences: JSON.stringify(options.news ? wantsNews : {}),
      })
      .where('id', '=', user.id)
      .execute()
    if (options.validated)
      await t.db.updateTable('nurses').set({ validated_at: t.clock.now() }).where('id', '=', user.nurseId).execute()
    return user
  }

  async function createCampaign(body: unknown) {
    const response = await call(t, 'POST', '/api/admin/campaigns', body, { session: admin.session })
    expect(response.status).toBe(201)
    return campaignSchema.parse(await response.json())
  }

  it('refuses a bad campaign or segment with 422', async () => {
    const bad = await call(
      t,
      'POST',
      '/api/admin/campaigns',
      { subject: 'x', body: 'court', segment: { roles: ['admin'], departments: ['100'], validation: 'maybe' } },
      { session: admin.session },
    )
    expect(bad.status).toBe(422)
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(errors).sort()).toEqual([
      'body',
      'segment.departments.0',
      'segment.roles.0',
      'segment.validation',
      'subject',
    ])
    expect((await call(t, 'POST', '/api/admin/campaigns/audience', { roles: 'all' }, { session: admin.session })).status).toBe(
      422,
    )
    expect((await call(t, 'GET', '/api/admin/campaigns?perPage=0', undefined, { session: admin.session })).status).toBe(422)
  })

  it('reaches only its segment, skips who does not want news, and honours the unsubscribe link', async () => {
    // Nobody else wants news: the accounts made so far keep the default (product_news e-mail off).
    const lyonHolder = await member({ roles: ['titulaire'], insee: '69123', news: true, validated: true })
    const lyonReplacement = await member({ roles: ['remplacant'], insee: '69123', news: true, validated: true })
    const lyonNoNews = await member({ roles: ['titulaire'], insee: '69123', news: false, validated: true })
    const parisHolder = await member({ roles: ['titulaire'], insee: '75056', news: true, validated: true })
    const lyonNotValidated = await member({ roles: ['titulaire'], insee: '69266', news: true, validated: false })
    const corsica = await member({ roles: ['titulaire', 'remplacant'], insee: '2A004', news: true, validated: true })
    const reunion = await member({ roles: ['titulaire'], insee: '97411', news: true, validated: true })
    const suspended = await member({ roles: ['titulaire'], insee: '69123', news: true, validated: true })
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.id).execute()

    const target = { roles: ['titulaire'], departments: ['69', '2a', '974'], validation: 'validated' }
    const audience = await call(t, 'POST', '/api/admin/campaigns/audience', target, { session: admin.session })
    expect(await audience.json()).toEqual({ recipients: 3, skipped: 1 })

    const campaign = await createCampaign({
      subject: 'Les urgences arrivent',
      body: 'Bonjour,\n\nRelève prévient les remplaçants proches.',
      segment: target,
    })
    expect(campaign).toMatchObject({ status: 'draft', recipients_count: 0, segment: { departments: ['69', '2A', '974'] } })
    await t.db.deleteFrom('mail_outbox').execute()

    const sent = await call(t, 'POST', `/api/admin/campaigns/${campaign.id}/send`, undefined, { session: admin.session })
    expect(sent.status).toBe(200)
    expect(campaignSchema.parse(await sent.json())).toMatchObject({ status: 'sent', recipients_count: 3 })

    const outbox = await mails(t, { template: 'campaign' })
    expect(outbox.map((m) => m.to).sort()).toEqual([lyonHolder.email, corsica.email, reunion.email].sort())
    for (const other of [lyonReplacement, lyonNoNews, parisHolder, lyonNotValidated, suspended]) {
      expect(outbox.some((m) => m.to === other.email)).toBe(false)
    }
    expect(outbox[0]?.data).toMatchObject({ subject: 'Les urgences arrivent', campaign_id: campaign.id })

    // Sent once: a second send, or an edit, is refused.
    expect(
      (await call(t, 'POST', `/api/admin/campaigns/${campaign.id}/send`, undefined, { session: admin.session })).status,
    ).toBe(409)
    expect(
      (
        await call(
          t,
          'PUT',
          `/api/admin/campaigns/${campaign.id}`,
          { subject: 'Autre', body: 'Un autre message.', segment: target },
          { session: admin.session },
        )
      ).status,
    ).toBe(409)
    expect((await mails(t, { template: 'campaign' })).length).toBe(3)

    // The Corsican member follows the link (no login): news by e-mail off, other choices kept.
    const link = String(outbox.find((m) => m.to === corsica.email)?.data.unsubscribe_url)
    expect(link.startsWith(`${t.env.APP_URL}/unsubscribe?token=`)).toBe(true)
    const token = new URL(link).searchParams.get('token')
    const unsubscribe = await call(t, 'POST', '/api/unsubscribe', { token })
    expect(unsubscribe.status).toBe(200)
    expect(await unsubscribe.json()).toEqual({
      message: 'C’est noté\u00a0: vous ne recevrez plus les nouvelles de Relève par e-mail.',
    })
    const prefs = await t.db
      .selectFrom('users')
      .select('notification_preferences')
      .where('id', '=', corsica.id)
      .executeTakeFirstOrThrow()
    expect(prefs.notification_preferences).toMatchObject({
      product_news: { email: false, in_app: true },
      new_application: { email: true },
    })
    // Using it again is harmless.
    expect((await call(t, 'POST', '/api/unsubscribe', { token })).status).toBe(200)

    // The next campaign to the same segment skips them.
    const next = await createCampaign({ subject: 'Deuxième nouvelle', body: 'Encore un message utile.', segment: target })
    await call(t, 'POST', `/api/admin/campaigns/${next.id}/send`, undefined, { session: admin.session })
    const second = (await mails(t, { template: 'campaign' })).filter((m) => m.data.campaign_id === next.id)
    expect(second.map((m) => m.to).sort()).toEqual([lyonHolder.email, reunion.email].sort())

    const audit = await t.db.selectFrom('audit_log').select('action').where('subject_type', '=', 'campaign').execute()
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['campaign.create', 'campaign.send']))
  })

  it('refuses an unknown or malformed unsubscribe token', async () => {
    expect((await call(t, 'POST', '/api/unsubscribe', { token: 'A'.repeat(43) })).status).toBe(404)
    expect((await call(t, 'POST', '/api/unsubscribe', { token: 'short' })).status).toBe(422)
  })

  it('edits and deletes a draft, lists campaigns', async () => {
    const draft = await createCampaign({ subject: 'Brouillon', body: 'Un message à relire.', segment })
    const edited = await call(
      t,
      'PUT',
      `/api/admin/campaigns/${draft.id}`,
      { subject: 'Brouillon relu', body: 'Un message relu.', segment: { ...segment, roles: ['remplacant'] } },
      { session: admin.session },
    )
    expect(edited.status).toBe(200)
    expect(campaignSchema.parse(await edited.json())).toMatchObject({
      subject: 'Brouillon relu',
      segment: { roles: ['remplacant'] },
    })
    const list = (await (await call(t, 'GET', '/api/admin/campaigns', undefined, { session: admin.session })).json()) as {
      count: number
    }
    expect(list.count).toBe(3)
    expect((await call(t, 'DELETE', `/api/admin/campaigns/${draft.id}`, undefined, { session: admin.session })).status).toBe(204)
    expect((await call(t, 'GET', `/api/admin/campaigns/${draft.id}`, undefined, { session: admin.session })).status).toBe(404)
  })

  it('targets subscribers: a subscription that gives the service now, not a cancelled or ended one', async () => {
    const DAY = 86_400_000
    const plan = await t.db
      .insertInto('plans')
      .values({ slug: 'mensuel', name: 'Mensuel', price_cents: 1900, interval: 'month' })
      .returning('id')
      .executeTakeFirstOrThrow()
    // Periods from the real time: "now" is the database's clock.
    async function subscribe(userId: number, status: 'active' | 'cancelled', endsInDays: number) {
      const end = Date.now() + endsInDays * DAY
      await t.db
        .insertInto('subscriptions')
        .values({
          user_id: userId,
          plan_id: plan.id,
          status,
          current_period_start: new Date(end - 30 * DAY),
          current_period_end: new Date(end),
        })
        .execute()
    }
    // Saint-Malo (35): a department no other test uses.
    const subscriber = await member({ roles: ['titulaire'], insee: '35288', news: true })
    const cancelled = await member({ roles: ['titulaire'], insee: '35288', news: true })
    const ended = await member({ roles: ['remplacant'], insee: '35288', news: true })
    const never = await member({ roles: ['remplacant'], insee: '35288', news: true })
    await subscribe(subscriber.id, 'active', 20)
    await subscribe(cancelled.id, 'cancelled', 20)
    await subscribe(ended.id, 'active', -1)

    const audience = async (subscription: string) =>
      (
        await call(t, 'POST', '/api/admin/campaigns/audience', { departments: ['35'], subscription }, { session: admin.session })
      ).json()
    expect(await audience('subscribed')).toEqual({ recipients: 1, skipped: 0 })
    expect(await audience('not_subscribed')).toEqual({ recipients: 3, skipped: 0 })
    expect(await audience('any')).toEqual({ recipients: 4, skipped: 0 })
    const refused = await call(
      t,
      'POST',
      '/api/admin/campaigns/audience',
      { subscription: 'sometimes' },
      { session: admin.session },
    )
    expect(refused.status).toBe(422)
    expect(Object.keys(((await refused.json()) as { errors: Record<string, string[]> }).errors)).toEqual(['subscription'])

    const campaign = await createCampaign({
      subject: 'Merci de votre abonnement',
      body: 'Bonjour,\n\nVoici les nouveautés réservées aux abonnés.',
      segment: { ...segment, departments: ['35'], subscription: 'subscribed' },
    })
    await t.db.deleteFrom('mail_outbox').execute()
    expect(
      (await call(t, 'POST', `/api/admin/campaigns/${campaign.id}/send`, undefined, { session: admin.session })).status,
    ).toBe(200)
    const reached = (await mails(t, { template: 'campaign' })).map((m) => m.to)
    expect(reached).toEqual([subscriber.email])
    for (const other of [cancelled, ended, never]) expect(reached).not.toContain(other.email)
  })
})
