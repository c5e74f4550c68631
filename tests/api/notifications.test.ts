import { describe, expect, it } from 'vitest'
import { renderMail } from '#server/modules/mail/mail-render.ts'
import { notify } from '#server/modules/notifications/notify.ts'
import { type NotificationPayload, notifiableEvents, notificationPath } from '#shared/notifications.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { notificationMailsTo, notificationsOf } from './helpers/alert-fixtures.ts'
import { APP_URL, createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

const offer = { replacement_id: 7, commune_name: 'Villeurbanne', start_date: '2026-03-09', end_date: '2026-03-15' }
const listing = { listing_id: 11, kind: 'collaboration', commune_name: 'Villeurbanne' } as const

/** One sample of each event, as the marketplace sends them. */
const samples: { [E in NotificationPayload['event']]: Extract<NotificationPayload, { event: E }> } = {
  new_application: { event: 'new_application', data: { ...offer, application_id: 3, applicant_name: 'Hugo Bernard' } },
  application_accepted: {
    event: 'application_accepted',
    data: { ...offer, application_id: 3, holder_name: 'Claire Martin', dates: ['2026-03-09', '2026-03-10'] },
  },
  application_declined: { event: 'application_declined', data: { ...offer, application_id: 3, holder_name: 'Claire Martin' } },
  application_withdrawn: {
    event: 'application_withdrawn',
    data: { ...offer, application_id: 3, applicant_name: 'Hugo Bernard' },
  },
  offer_filled: { event: 'offer_filled', data: { ...offer, holder_name: 'Claire Martin' } },
  offer_cancelled: { event: 'offer_cancelled', data: { ...offer, holder_name: 'Claire Martin' } },
  urgent_offer_nearby: {
    event: 'urgent_offer_nearby',
    data: {
      ...offer,
      urgency: 'immediate',
      shifts: ['matin', 'soir'],
      retrocession_percent: 90,
      distance_km: 4.5,
      answer_window_ends_at: '2026-03-02T09:30:00.000Z',
    },
  },
  saved_search_match: {
    event: 'saved_search_match',
    data: { ...offer, saved_search_id: 2, saved_search_name: 'Autour de Lyon', distance_km: 12.3 },
  },
  message_received: { event: 'message_received', data: { conversation_id: 5, sender_name: 'Hugo Bernard' } },
  invitation_received: { event: 'invitation_received', data: { ...offer, invitation_id: 4, holder_name: 'Claire Bernard' } },
  invitation_declined: { event: 'invitation_declined', data: { ...offer, invitation_id: 4, nurse_name: 'Léa P.' } },
  partner_listing_match: {
    event: 'partner_listing_match',
    data: { ...listing, saved_search_id: 2, saved_search_name: 'Autour de Lyon', distance_km: 12.3 },
  },
  partner_response_decided: {
    event: 'partner_response_decided',
    data: { ...listing, response_id: 8, status: 'retained', author_name: 'Claire Martin', conversation_id: 5 },
  },
  contract_signature: {
    event: 'contract_signature',
    data: { application_id: 3, status: 'signed', party_name: 'Claire Martin' },
  },
}

/** Partner listings have no dates: their mails are checked apart from the offers'. */
const partnerEvents = new Set<string>([
  'message_received',
  'partner_listing_match',
  'partner_response_decided',
  'contract_signature',
])

async function member(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, options)
  return { ...user, session: await login(t, user) }
}

async function setPreferences(userId: number, preferences: Record<string, unknown>) {
  await t.db
    .updateTable('users')
    .set({ notification_preferences: JSON.stringify(preferences) })
    .where('id', '=', userId)
    .execute()
}

async function list(session: string | undefined, query = '') {
  const response = await call(t, 'GET', `/api/notifications${query}`, undefined, session ? { session } : {})
  return { response, body: await response.json() }
}

describe('notify()', () => {
  it('writes the in-app notification and queues the mail when the preferences say both (the defaults)', async () => {
    const user = await member()
    await notify(t.db, { userId: user.id, ...samples.new_application, now: t.clock.now() })
    const rows = await notificationsOf(t, user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ event: 'new_application', data: samples.new_application.data, read_at: null })
    const mails = await notificationMailsTo(t, user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ locale: 'fr', subject: 'Nouvelle candidature pour votre remplacement à Villeurbanne' })
    expect(mails[0]?.data).toMatchObject({ event: 'new_application', name: 'Camille' })
  })

  it('writes no row when in-app is off, and queues no mail when e-mail is off', async () => {
    const noInApp = await member()
    await setPreferences(noInApp.id, { offer_cancelled: { in_app: false } })
    await notify(t.db, { userId: noInApp.id, ...samples.offer_cancelled })
    expect(await notificationsOf(t, noInApp.id)).toHaveLength(0)
    expect(await notificationMailsTo(t, noInApp.email)).toHaveLength(1)

    const noEmail = await member()
    await setPreferences(noEmail.id, { offer_cancelled: { email: false } })
    await notify(t.db, { userId: noEmail.id, ...samples.offer_cancelled })
    expect(await notificationsOf(t, noEmail.id)).toHaveLength(1)
    expect(await notificationMailsTo(t, noEmail.email)).toHaveLength(0)

    const nothing = await member()
    await setPreferences(nothing.id, { offer_cancelled: { email: false, in_app: false } })
    await notify(t.db, { userId: nothing.id, ...samples.offer_cancelled })
    expect(await notificationsOf(t, nothing.id)).toHaveLength(0)
    expect(await notificationMailsTo(t, nothing.email)).toHaveLength(0)
  })

  it('mails in the language of the user’s settings unless told, and never to a deleted or suspended account', async () => {
    const english = await member()
    await t.db
      .updateTable('users')
      .set({ settings: JSON.stringify({ locale: 'en' }) })
      .where('id', '=', english.id)
      .execute()
    await notify(t.db, { userId: english.id, ...samples.application_accepted })
    await notify(t.db, { userId: english.id, ...samples.application_declined, locale: 'fr' })
    const mails = await notificationMailsTo(t, english.email)
    expect(mails.map((m) => m.locale).sort()).toEqual(['en', 'fr'])
    expect(mails.map((m) => m.subject)).toContain('Your application in Villeurbanne was accepted')

    const suspended = await member()
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.id).execute()
    await notify(t.db, { userId: suspended.id, ...samples.offer_filled })
    const deleted = await member()
    await t.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', deleted.id).execute()
    await notify(t.db, { userId: deleted.id, ...samples.offer_filled })
    for (const user of [suspended, deleted]) {
      expect(await notificationsOf(t, user.id)).toHaveLength(0)
      expect(await notificationMailsTo(t, user.email)).toHaveLength(0)
    }
  })

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const user = await member()
    await expect(
      t.db.transaction().execute(async (trx) => {
        await notify(trx, { userId: user.id, ...samples.new_application })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await notificationsOf(t, user.id)).toHaveLength(0)
    expect(await notificationMailsTo(t, user.email)).toHaveLength(0)
  })
})

describe('notification mails', () => {
  // A new message is about a conversation, not an offer: its mail has its own test below.
  for (const event of notifiableEvents.filter((name) => !partnerEvents.has(name))) {
    for (const locale of ['fr', 'en'] as const) {
      it(`${event} (${locale}) says where and when, and leads to the right page`, () => {
        const mail = renderMail(t.env, 'notification', { ...samples[event], name: 'Camille' }, locale)
        expect(mail.text).toContain('Villeurbanne')
        expect(mail.text).toContain(locale === 'fr' ? '9 mars 2026' : '9 March 2026')
        expect(mail.text).toContain(`${APP_URL}${notificationPath(samples[event])}`)
        expect(mail.html).toContain(`href="${APP_URL}${notificationPath(samples[event])}"`)
        expect(mail.text).toContain(locale === 'fr' ? 'Bonjour Camille,' : 'Hello Camille,')
      })
    }
  }

  it('message_received names who wrote, never what, and leads to the conversation', () => {
    for (const locale of ['fr', 'en'] as const) {
      const mail = renderMail(t.env, 'notification', { ...samples.message_received, name: 'Camille' }, locale)
      expect(mail.subject).toBe(locale === 'fr' ? 'Nouveau message de Hugo Bernard' : 'New message from Hugo Bernard')
      expect(mail.text).toContain(
        locale === 'fr' ? 'Hugo Bernard vous a écrit sur Relève.' : 'Hugo Bernard wrote to you on Relève.',
      )
      expect(mail.text).toContain(`${APP_URL}/dashboard/chat/5`)
    }
    const team = { event: 'message_received', data: { conversation_id: 5, sender_name: null }, name: null } as const
    expect(renderMail(t.env, 'notification', team, 'fr').subject).toBe('Nouveau message de l’équipe Relève')
  })

  it('partner listings’ mails name the listing and lead to it, or to the response’s conversation', () => {
    const match = renderMail(t.env, 'notification', { ...samples.partner_listing_match, name: 'Camille' }, 'fr')
    expect(match.subject).toBe('Nouvelle annonce pour votre recherche « Autour de Lyon »')
    expect(match.text).toContain('Une annonce de collaboration à Villeurbanne correspond à votre recherche enregistrée')
    expect(match.text).toContain(`${APP_URL}/dashboard/partners/11`)
    const retained = renderMail(t.env, 'notification', { ...samples.partner_response_decided, name: 'Camille' }, 'fr')
    expect(retained.subject).toBe('Votre réponse à l’annonce de collaboration à Villeurbanne a été retenue')
    expect(retained.text).toContain('Claire Martin a retenu votre réponse')
    expect(retained.text).toContain(`${APP_URL}/dashboard/chat/5`)
    const declined = {
      ...samples.partner_response_decided,
      data: { ...samples.partner_response_decided.data, status: 'declined' },
    }
    const english = renderMail(t.env, 'notification', { ...declined, name: 'Camille' } as never, 'en')
    expect(english.subject).toBe('Your response to the listing for a collaboration in Villeurbanne was not retained')
  })

  it('links each event to its page', () => {
    expect(notificationPath(samples.new_application)).toBe('/dashboard/replacements/detail/7/list')
    expect(notificationPath(samples.application_withdrawn)).toBe('/dashboard/replacements/detail/7/list')
    expect(notificationPath(samples.application_accepted)).toBe('/dashboard/replacements/contract/3')
    expect(notificationPath(samples.application_declined)).toBe('/dashboard/replacements/applied')
    expect(notificationPath(samples.urgent_offer_nearby)).toBe('/dashboard/replacements/detail/7')
    expect(notificationPath(samples.saved_search_match)).toBe('/dashboard/replacements/detail/7')
    expect(notificationPath(samples.invitation_received)).toBe('/dashboard/availability')
    expect(notificationPath(samples.invitation_declined)).toBe('/dashboard/replacements/detail/7/list')
    expect(notificationPath(samples.partner_listing_match)).toBe('/dashboard/partners/11')
    expect(notificationPath(samples.partner_response_decided)).toBe('/dashboard/chat/5')
  })
})

describe('GET /api/notifications', () => {
  it('answers 401 to anonymous callers', async () => {
    const { response } = await list(undefined)
    expect(response.status).toBe(401)
  })

  it('lists the caller’s own notifications, newest first, with the count and the unread count', async () => {
    const user = await member()
    const other = await member()
    for (const [index, event] of (['new_application', 'application_withdrawn', 'offer_filled'] as const).entries()) {
      await notify(t.db, { userId: user.id, ...samples[event], now: new Date(t.clock.now().getTime() + index * 60_000) })
    }
    await notify(t.db, { userId: other.id, ...samples.offer_cancelled })

    const { response, body } = await list(user.session)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(body.count).toBe(3)
    expect(body.unread).toBe(3)
    expect(body.notifications.map((n: { event: string }) => n.event)).toEqual([
      'offer_filled',
      'application_withdrawn',
      'new_application',
    ])
    expect(body.notifications[0]).toEqual({
      id: expect.any(Number),
      event: 'offer_filled',
      data: samples.offer_filled.data,
      read_at: null,
      created_at: new Date(t.clock.now().getTime() + 120_000).toISOString(),
    })
  })

  it('pages with page and perPage, and filters the unread', async () => {
    const user = await member()
    for (let i = 0; i < 5; i++) await notify(t.db, { userId: user.id, ...samples.new_application })
    const page2 = await list(user.session, '?page=2&perPage=2')
    expect(page2.body.notifications).toHaveLength(2)
    expect(page2.body.count).toBe(5)
    const first = (await list(user.session, '?perPage=1')).body.notifications[0]
    await call(t, 'POST', `/api/notifications/${first.id}/read`, undefined, { session: user.session })
    const unread = await list(user.session, '?unread=true')
    expect(unread.body.count).toBe(4)
    expect(unread.body.unread).toBe(4)
    expect(unread.body.notifications.every((n: { read_at: string | null }) => n.read_at === null)).toBe(true)
    const all = await list(user.session, '?unread=false')
    expect(all.body.count).toBe(5)
  })

  it('refuses a bad page, perPage or unread with 422', async () => {
    const user = await member()
    for (const query of ['?page=0', '?page=abc', '?perPage=101', '?perPage=0', '?unread=yes']) {
      const { response, body } = await list(user.session, query)
      expect(response.status, query).toBe(422)
      expect(body.code).toBe('validation.failed')
      expect(Object.keys(body.errors).length).toBe(1)
    }
  })
})

describe('marking notifications read', () => {
  it('marks one of the caller’s notifications read and answers the unread count; again changes nothing', async () => {
    const user = await member()
    await notify(t.db, { userId: user.id, ...samples.new_application })
    await notify(t.db, { userId: user.id, ...samples.application_withdrawn })
    const first = (await notificationsOf(t, user.id))[0] as { id: number }
    const response = await call(t, 'POST', `/api/notifications/${first.id}/read`, undefined, { session: user.session })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ unread: 1 })
    const readAt = (await notificationsOf(t, user.id))[0]?.read_at
    expect(readAt).toEqual(t.clock.now())

    t.clock.advance(60_000)
    const again = await call(t, 'POST', `/api/notifications/${first.id}/read`, undefined, { session: user.session })
    expect(await again.json()).toEqual({ unread: 1 })
    expect((await notificationsOf(t, user.id))[0]?.read_at).toEqual(readAt)
  })

  it('answers 404 for another user’s notification, an unknown id or a malformed one, and changes nothing', async () => {
    const owner = await member()
    const intruder = await member()
    await notify(t.db, { userId: owner.id, ...samples.new_application })
    const row = (await notificationsOf(t, owner.id))[0] as { id: number }
    for (const id of [String(row.id), '999999999', 'abc', '0', '99999999999']) {
      const response = await call(t, 'POST', `/api/notifications/${id}/read`, undefined, { session: intruder.session })
      expect(response.status, id).toBe(404)
    }
    expect((await notificationsOf(t, owner.id))[0]?.read_at).toBeNull()
  })

  it('read-all marks every notification of the caller, and only theirs', async () => {
    const user = await member()
    const other = await member()
    await notify(t.db, { userId: user.id, ...samples.new_application })
    await notify(t.db, { userId: user.id, ...samples.offer_filled })
    await notify(t.db, { userId: other.id, ...samples.offer_filled })
    const response = await call(t, 'POST', '/api/notifications/read-all', undefined, { session: user.session })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ unread: 0 })
    expect((await list(user.session)).body.unread).toBe(0)
    expect((await list(other.session)).body.unread).toBe(1)
  })

  it('answers 401 to anonymous callers and 419 without the CSRF token', async () => {
    expect((await call(t, 'POST', '/api/notifications/read-all')).status).toBe(401)
    const user = await member()
    const forged = await t.request('/api/notifications/read-all', {
      method: 'POST',
      headers: { Cookie: `releve_session=${user.session}`, Origin: APP_URL },
    })
    expect(forged.status).toBe(419)
  })
})
