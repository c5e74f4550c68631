import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { MESSAGE_RATE_LIMIT } from '#server/modules/chat/chat.routes.ts'
import type {
  BlockAnswer,
  ConversationAnswer,
  ConversationList,
  MessageAnswer,
  MessagePage,
  MessageReportList,
  ReadAnswer,
} from '#shared/chat.ts'
import { call } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import {
  addCommunes,
  admin as adminMember,
  applyTo,
  json,
  type Member,
  member,
  notificationsOf,
  nurse,
  postOffer,
} from './replacements-fixtures.ts'

// Monday 2 March 2026, 10:00 in Paris; offers in Montpellier.
const t = await createTestApp()
await addCommunes(t, ['34172'])

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }

const post = (path: string, who: Member | undefined, body?: unknown) =>
  call(t, 'POST', path, body, who ? { session: who.session } : {})
const get = (path: string, who: Member | undefined) => call(t, 'GET', path, undefined, who ? { session: who.session } : {})
const del = (path: string, who: Member | undefined) => call(t, 'DELETE', path, undefined, who ? { session: who.session } : {})
const patch = (path: string, who: Member | undefined, body?: unknown) =>
  call(t, 'PATCH', path, body, who ? { session: who.session } : {})

/** An admin signed in, then given two-factor (set in the database: logging in would ask for a code). */
const admin = () => adminMember(t)

/** A holder, an applicant to one of their offers, and the conversation the holder opened about it. */
async function pair() {
  const holder = await member(t, { first_name: 'Claire', last_name: 'Dubois' })
  const applicant = await nurse(t)
  const offer = await postOffer(t, holder)
  const application = await applyTo(t, applicant, offer.id)
  const response = await post('/api/conversations', holder, { application_id: application.id })
  expect(response.status).toBe(201)
  const { conversation } = await json<ConversationAnswer>(response)
  return { holder, applicant, offer, application, conversation }
}

async function send(conversationId: number, who: Member, body: string, clientId = randomUUID()) {
  return post(`/api/conversations/${conversationId}/messages`, who, { client_id: clientId, body })
}

async function sent(conversationId: number, who: Member, body: string) {
  const response = await send(conversationId, who, body)
  expect(response.status).toBe(201)
  return (await json<MessageAnswer>(response)).message
}

const messagesOf = async (conversationId: number, who: Member, query = '') =>
  json<MessagePage>(await get(`/api/conversations/${conversationId}/messages${query}`, who))

describe('who reads a conversation', () => {
  it('answers 401 to anonymous callers on every endpoint', async () => {
    const { conversation } = await pair()
    const id = conversation.id
    const calls: [string, string, unknown][] = [
      ['GET', '/api/conversations', undefined],
      ['POST', '/api/conversations', { application_id: 1 }],
      ['GET', `/api/conversations/${id}`, undefined],
      ['GET', `/api/conversations/${id}/messages`, undefined],
      ['POST', `/api/conversations/${id}/messages`, { client_id: randomUUID(), body: 'Bonjour' }],
      ['POST', `/api/conversations/${id}/read`, { up_to: 1 }],
      ['POST', `/api/conversations/${id}/block`, undefined],
      ['DELETE', `/api/conversations/${id}/block`, undefined],
      ['POST', '/api/messages/1/report', { reason: 'Insultant' }],
      ['GET', '/api/admin/message-reports', undefined],
      ['PATCH', '/api/admin/message-reports/1', { status: 'resolved' }],
    ]
    for (const [method, path, body] of calls) {
      const response = await call(t, method, path, body)
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  it('gives a third member 404 everywhere, as for a conversation that does not exist', async () => {
    const { conversation, holder } = await pair()
    const message = await sent(conversation.id, holder, 'Bonjour')
    const stranger = await nurse(t, { first_name: 'Inès', last_name: 'Roux' })
    const id = conversation.id
    const calls: [string, string, unknown][] = [
      ['GET', `/api/conversations/${id}`, undefined],
      ['GET', `/api/conversations/${id}/messages`, undefined],
      ['POST', `/api/conversations/${id}/messages`, { client_id: randomUUID(), body: 'Bonjour' }],
      ['POST', `/api/conversations/${id}/read`, { up_to: message.id }],
      ['POST', `/api/conversations/${id}/block`, undefined],
      ['DELETE', `/api/conversations/${id}/block`, undefined],
      ['POST', `/api/messages/${message.id}/report`, { reason: 'Insultant' }],
    ]
    for (const [method, path, body] of calls) {
      const response = await call(t, method, path, body, { session: stranger.session })
      expect(response.status, `${method} ${path}`).toBe(404)
      const missing = await call(t, method, path.replace(String(id), '999999').replace(String(message.id), '999999'), body, {
        session: stranger.session,
      })
      expect(missing.status, `${method} ${path} (missing)`).toBe(404)
    }
    expect((await json<ConversationList>(await get('/api/conversations', stranger))).count).toBe(0)
  })

  it('lets an admin read neither a conversation without reports nor post in it', async () => {
    const { conversation, holder } = await pair()
    await sent(conversation.id, holder, 'Bonjour')
    const someAdmin = await admin()
    expect((await get(`/api/conversations/${conversation.id}`, someAdmin)).status).toBe(404)
    expect((await get(`/api/conversations/${conversation.id}/messages`, someAdmin)).status).toBe(404)
    expect((await send(conversation.id, someAdmin, 'Bonjour')).status).toBe(404)
  })

  it('refuses the back office to members (403)', async () => {
    const someone = await member(t)
    expect((await get('/api/admin/message-reports', someone)).status).toBe(403)
    expect((await patch('/api/admin/message-reports/1', someone, { status: 'resolved' })).status).toBe(403)
  })
})

describe('POST /api/conversations', () => {
  it('opens one conversation per application, for the holder or the applicant (201, then 200)', async () => {
    const { conversation, holder, applicant, offer, application } = await pair()
    expect(conversation).toEqual({
      id: expect.any(Number),
      parties: [
        { type: 'member', id: holder.id, name: 'Claire Dubois', avatar_url: null, deleted: false },
        { type: 'member', id: applicant.id, name: 'Léa Martin', avatar_url: null, deleted: false },
      ],
      other: { type: 'member', id: applicant.id, name: 'Léa Martin', avatar_url: null, deleted: false },
      context: {
        kind: 'application',
        application_id: application.id,
        replacement_id: offer.id,
        commune_name: 'Montpellier',
        start_date: '2026-03-10',
        end_date: '2026-03-14',
      },
      blocked: { by_me: false, by_other: false },
      can_post: true,
      read_only: false,
      created_at: t.clock.now().toISOString(),
    })
    const again = await post('/api/conversations', applicant, { application_id: application.id })
    expect(again.status).toBe(200)
    const body = await json<ConversationAnswer>(again)
    expect(body.conversation.id).toBe(conversation.id)
    expect(body.conversation.other.id).toBe(holder.id)
  })

  it('opens the same conversation once under concurrent requests', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const offer = await postOffer(t, holder)
    const application = await applyTo(t, applicant, offer.id)
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post('/api/conversations', i % 2 ? holder : applicant, { application_id: application.id }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201])
    const rows = await t.db.selectFrom('conversations').select('id').where('application_id', '=', application.id).execute()
    expect(rows).toHaveLength(1)
  })

  it('answers 404 to someone else than the two, and 422 without a context or with both', async () => {
    const { application } = await pair()
    const stranger = await nurse(t)
    expect((await post('/api/conversations', stranger, { application_id: application.id })).status).toBe(404)
    expect((await post('/api/conversations', stranger, { application_id: 999999 })).status).toBe(404)
    const neither = await post('/api/conversations', stranger, {})
    expect(neither.status).toBe(422)
    expect(await json<ErrorBody>(neither)).toMatchObject({
      errors: { application_id: ['Indiquez la candidature (application_id) ou, pour l’équipe, le membre (user_id).'] },
    })
    expect((await post('/api/conversations', stranger, { application_id: application.id, user_id: 3 })).status).toBe(422)
    expect((await post('/api/conversations', stranger, { application_id: 'x' })).status).toBe(422)
  })

  it('keeps the team conversation to admins: a member asking for { user_id } gets 403', async () => {
    const someone = await member(t)
    const other = await member(t)
    const response = await post('/api/conversations', someone, { user_id: other.id })
    expect(response.status).toBe(403)
    expect(await json<ErrorBody>(response)).toMatchObject({ code: 'chat.team_admins_only' })
  })
})

describe('POST /api/conversations/{id}/messages', () => {
  it('stores the text trimmed with its line breaks, and answers it with 201', async () => {
    const { conversation, holder, applicant } = await pair()
    const clientId = randomUUID()
    const response = await send(conversation.id, holder, '  Bonjour,\n\nêtes-vous libre le 12 ?  ', clientId)
    expect(response.status).toBe(201)
    expect(await json<MessageAnswer>(response)).toEqual({
      message: {
        id: expect.any(Number),
        client_id: clientId,
        sender: holder.id,
        body: 'Bonjour,\n\nêtes-vous libre le 12 ?',
        erased: false,
        created_at: t.clock.now().toISOString(),
        read_at: null,
        attachment: null,
      },
    })
    const page = await messagesOf(conversation.id, applicant)
    expect(page.messages.map((message) => message.body)).toEqual(['Bonjour,\n\nêtes-vous libre le 12 ?'])
  })

  it('stores a replayed client id once: 201 then 200 with the same message, even concurrently', async () => {
    const { conversation, applicant } = await pair()
    const clientId = randomUUID()
    const first = await send(conversation.id, applicant, 'Oui, je suis libre.', clientId)
    const replay = await send(conversation.id, applicant, 'Oui, je suis libre.', clientId)
    expect(first.status).toBe(201)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual(await first.json())

    const racing = randomUUID()
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(conversation.id, applicant, 'En même temps', racing)))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(9)
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await json<MessageAnswer>(answer)).message.id)))
    expect(ids.size).toBe(1)
    const rows = await t.db
      .selectFrom('conversation_messages')
      .select('id')
      .where('conversation_id', '=', conversation.id)
      .execute()
    expect(rows).toHaveLength(2)
  })

  it('refuses the other party’s client id, an empty or too long text and a client id that is not a uuid (422)', async () => {
    const { conversation, holder, applicant } = await pair()
    const clientId = randomUUID()
    await send(conversation.id, holder, 'Premier', clientId)
    expect((await send(conversation.id, applicant, 'Volé', clientId)).status).toBe(422)

    const empty = await send(conversation.id, holder, '  \n ')
    expect(empty.status).toBe(422)
    expect(await json<ErrorBody>(empty)).toMatchObject({ errors: { body: ['Écrivez un message.'] } })
    const long = await send(conversation.id, holder, 'a'.repeat(4001))
    expect(long.status).toBe(422)
    expect(await json<ErrorBody>(long)).toMatchObject({ errors: { body: ['Le message ne peut pas dépasser 4000 caractères.'] } })
    expect((await send(conversation.id, holder, 'a'.repeat(4000))).status).toBe(201)
    const badId = await post(`/api/conversations/${conversation.id}/messages`, holder, { client_id: 'abc', body: 'Bonjour' })
    expect(badId.status).toBe(422)
    expect(await json<ErrorBody>(badId)).toMatchObject({ errors: { client_id: ['L’identifiant du message doit être un UUID.'] } })
  })

  it('tells the other party once while the previous notice is unread, without the text', async () => {
    const { conversation, holder, applicant } = await pair()
    await sent(conversation.id, holder, 'Premier message')
    await sent(conversation.id, holder, 'Deuxième message')
    expect(await notificationsOf(t, applicant.id)).toEqual([
      { event: 'message_received', data: { conversation_id: conversation.id, sender_name: 'Claire Dubois' } },
    ])
    expect(await notificationsOf(t, holder.id)).toEqual([expect.objectContaining({ event: 'new_application' })])
    // Read, the conversation and its notice: the next message tells again.
    const page = await messagesOf(conversation.id, applicant)
    await post(`/api/conversations/${conversation.id}/read`, applicant, { up_to: page.messages[0]?.id })
    await sent(conversation.id, holder, 'Troisième message')
    const rows = await t.db
      .selectFrom('notifications')
      .select(['read_at'])
      .where('user_id', '=', applicant.id)
      .where('event', '=', 'message_received')
      .orderBy('id')
      .execute()
    expect(rows.map((row) => row.read_at !== null)).toEqual([true, false])
  })

  it('limits how fast a member posts (429 with Retry-After)', async () => {
    const { conversation, holder } = await pair()
    for (let i = 0; i < MESSAGE_RATE_LIMIT.limit; i++)
      expect((await send(conversation.id, holder, `Message ${i}`)).status).toBe(201)
    const refused = await send(conversation.id, holder, 'Un de trop')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})

describe('GET /api/conversations and the messages', () => {
  it('lists the member’s conversations, newest activity first, with the last message and unread count', async () => {
    const holder = await member(t, { first_name: 'Claire', last_name: 'Dubois' })
    const first = await nurse(t, { first_name: 'Léa', last_name: 'Martin' })
    const second = await nurse(t, { first_name: 'Hugo', last_name: 'Bernard' })
    const offer = await postOffer(t, holder)
    const a1 = await applyTo(t, first, offer.id)
    const a2 = await applyTo(t, second, offer.id)
    const c1 = (await json<ConversationAnswer>(await post('/api/conversations', holder, { application_id: a1.id }))).conversation
    t.clock.advance(60_000)
    const c2 = (await json<ConversationAnswer>(await post('/api/conversations', second, { application_id: a2.id }))).conversation
    t.clock.advance(60_000)
    await sent(c2.id, second, 'Bonjour, je suis intéressé.')
    t.clock.advance(60_000)
    await sent(c1.id, first, 'Bonjour !')
    await sent(c1.id, first, `${'é'.repeat(200)}`)

    const list = await json<ConversationList>(await get('/api/conversations', holder))
    expect(list.count).toBe(2)
    expect(list.conversations.map((item) => item.id)).toEqual([c1.id, c2.id])
    expect(list.conversations[0]).toEqual({
      id: c1.id,
      other: { type: 'member', id: first.id, name: 'Léa Martin', avatar_url: null, deleted: false },
      context: {
        kind: 'application',
        application_id: a1.id,
        replacement_id: offer.id,
        commune_name: 'Montpellier',
        start_date: '2026-03-10',
        end_date: '2026-03-14',
      },
      last_message: { excerpt: 'é'.repeat(140), created_at: expect.any(String), sender: first.id, attachment: null },
      unread: 2,
      updated_at: expect.any(String),
    })
    expect(list.conversations[1]?.unread).toBe(1)
    const paged = await json<ConversationList>(await get('/api/conversations?page=2&perPage=1', holder))
    expect(paged).toMatchObject({ count: 2, conversations: [{ id: c2.id }] })
    expect((await get('/api/conversations?perPage=101', holder)).status).toBe(422)
    // The sender has nothing unread in it.
    const mine = await json<ConversationList>(await get('/api/conversations', first))
    expect(mine.conversations).toMatchObject([{ id: c1.id, unread: 0, other: { name: 'Claire Dubois' } }])
  })

  it('pages the messages newest first with a before cursor', async () => {
    const { conversation, holder, applicant } = await pair()
    const ids: number[] = []
    for (let i = 1; i <= 5; i++) ids.push((await sent(conversation.id, i % 2 ? holder : applicant, `Message ${i}`)).id)
    const first = await messagesOf(conversation.id, applicant, '?perPage=2')
    expect(first.messages.map((message) => message.body)).toEqual(['Message 5', 'Message 4'])
    expect(first.next_before).toBe(ids[3])
    const second = await messagesOf(conversation.id, applicant, `?perPage=2&before=${first.next_before}`)
    expect(second.messages.map((message) => message.body)).toEqual(['Message 3', 'Message 2'])
    const last = await messagesOf(conversation.id, applicant, `?perPage=2&before=${second.next_before}`)
    expect(last).toEqual({ messages: [expect.objectContaining({ body: 'Message 1', sender: holder.id })], next_before: null })
    expect((await get(`/api/conversations/${conversation.id}/messages?before=abc`, holder)).status).toBe(422)
  })
})

describe('POST /api/conversations/{id}/read', () => {
  it('marks the other party’s messages read up to the id, which the sender then sees', async () => {
    const { conversation, holder, applicant } = await pair()
    const m1 = await sent(conversation.id, holder, 'Un')
    const m2 = await sent(conversation.id, holder, 'Deux')
    const own = await sent(conversation.id, applicant, 'Ma réponse')
    t.clock.advance(5 * 60_000)
    const response = await post(`/api/conversations/${conversation.id}/read`, applicant, { up_to: m1.id })
    expect(response.status).toBe(200)
    expect(await json<ReadAnswer>(response)).toEqual({ unread: 1 })
    const seen = await messagesOf(conversation.id, holder)
    const byId = new Map(seen.messages.map((message) => [message.id, message.read_at]))
    expect(byId.get(m1.id)).toBe(new Date(t.clock.now()).toISOString())
    expect(byId.get(m2.id)).toBeNull()
    // One's own messages are not read by reading the conversation.
    await post(`/api/conversations/${conversation.id}/read`, applicant, { up_to: own.id })
    expect((await messagesOf(conversation.id, holder)).messages.find((message) => message.id === own.id)?.read_at).toBeNull()
    expect(
      await json<ReadAnswer>(await post(`/api/conversations/${conversation.id}/read`, applicant, { up_to: own.id })),
    ).toEqual({
      unread: 0,
    })
    expect((await post(`/api/conversations/${conversation.id}/read`, applicant, { up_to: 'x' })).status).toBe(422)
  })
})

describe('blocking', () => {
  it('stops both from posting with a clear 403 until the blocker lifts it', async () => {
    const { conversation, holder, applicant } = await pair()
    const response = await post(`/api/conversations/${conversation.id}/block`, applicant)
    expect(response.status).toBe(200)
    expect(await json<BlockAnswer>(response)).toEqual({
      message: 'Ce membre est bloqué\u00a0: aucun de vous deux ne peut plus écrire dans vos conversations.',
      blocked: { by_me: true, by_other: false },
    })
    const byBlocked = await send(conversation.id, holder, 'Pourquoi ?')
    expect(byBlocked.status).toBe(403)
    expect(await json<ErrorBody>(byBlocked)).toEqual({
      code: 'chat.blocked_by_other',
      message: 'Ce membre ne reçoit plus vos messages.',
    })
    const byBlocker = await send(conversation.id, applicant, 'Au revoir')
    expect(byBlocker.status).toBe(403)
    expect(await json<ErrorBody>(byBlocker)).toMatchObject({ code: 'chat.blocked_by_you' })
    const header = await json<ConversationAnswer>(await get(`/api/conversations/${conversation.id}`, holder))
    expect(header.conversation).toMatchObject({ blocked: { by_me: false, by_other: true }, can_post: false })

    // The blocked one cannot lift it; the blocker can.
    await del(`/api/conversations/${conversation.id}/block`, holder)
    expect((await send(conversation.id, holder, 'Toujours bloqué')).status).toBe(403)
    const lifted = await del(`/api/conversations/${conversation.id}/block`, applicant)
    expect(await json<BlockAnswer>(lifted)).toMatchObject({ blocked: { by_me: false, by_other: false } })
    expect((await send(conversation.id, holder, 'Merci')).status).toBe(201)
  })
})

describe('reports', () => {
  it('lands in the back office with the message and its parties; admins may then read the conversation', async () => {
    const { conversation, holder, applicant } = await pair()
    const rude = await sent(conversation.id, holder, 'Message déplacé')
    const own = await sent(conversation.id, applicant, 'Ma réponse')
    expect((await post(`/api/messages/${own.id}/report`, applicant, { reason: 'Test' })).status).toBe(422)
    expect((await post(`/api/messages/${rude.id}/report`, applicant, { reason: '  ' })).status).toBe(422)
    const reported = await post(`/api/messages/${rude.id}/report`, applicant, { reason: 'Propos insultants' })
    expect(reported.status).toBe(201)
    const { report } = await json<{ report: { id: number; status: string } }>(reported)
    const twice = await post(`/api/messages/${rude.id}/report`, applicant, { reason: 'Encore' })
    expect(twice.status).toBe(409)
    expect(await json<ErrorBody>(twice)).toMatchObject({ code: 'chat.report_exists' })

    const someAdmin = await admin()
    const list = await json<MessageReportList>(await get('/api/admin/message-reports?status=open', someAdmin))
    const item = list.reports.find((entry) => entry.id === report.id)
    expect(item).toEqual({
      id: report.id,
      reason: 'Propos insultants',
      status: 'open',
      created_at: t.clock.now().toISOString(),
      closed_at: null,
      reporter: { type: 'member', id: applicant.id, name: 'Léa Martin', avatar_url: null, deleted: false },
      message: expect.objectContaining({ id: rude.id, body: 'Message déplacé', sender: holder.id }),
      conversation: {
        id: conversation.id,
        parties: [expect.objectContaining({ id: holder.id }), expect.objectContaining({ id: applicant.id })],
        context: expect.objectContaining({ kind: 'application' }),
      },
    })
    // Reported, the conversation is readable by admins, never writable, and their reading marks nothing.
    const asAdmin = await get(`/api/conversations/${conversation.id}`, someAdmin)
    expect(asAdmin.status).toBe(200)
    expect((await json<ConversationAnswer>(asAdmin)).conversation).toMatchObject({ can_post: false, read_only: true })
    expect((await messagesOf(conversation.id, someAdmin)).messages).toHaveLength(2)
    const write = await send(conversation.id, someAdmin, 'Bonjour')
    expect(write.status).toBe(403)
    expect(await json<ErrorBody>(write)).toMatchObject({ code: 'chat.read_only' })
    expect((await post(`/api/conversations/${conversation.id}/read`, someAdmin, { up_to: own.id })).status).toBe(403)

    const closed = await patch(`/api/admin/message-reports/${report.id}`, someAdmin, { status: 'resolved' })
    expect(closed.status).toBe(200)
    expect((await patch(`/api/admin/message-reports/${report.id}`, someAdmin, { status: 'dismissed' })).status).toBe(409)
    expect((await patch('/api/admin/message-reports/999999', someAdmin, { status: 'dismissed' })).status).toBe(404)
    expect((await patch(`/api/admin/message-reports/${report.id}`, someAdmin, { status: 'open' })).status).toBe(422)
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'action', 'subject_type', 'subject_id'])
      .where('subject_type', '=', 'message_report')
      .where('subject_id', '=', String(report.id))
      .execute()
    expect(audit).toEqual([
      {
        actor_user_id: someAdmin.id,
        action: 'message_report.resolve',
        subject_type: 'message_report',
        subject_id: String(report.id),
      },
    ])
    // Closed, a new report may be made.
    expect((await post(`/api/messages/${rude.id}/report`, applicant, { reason: 'Recommence' })).status).toBe(201)
  })
})

describe('the team conversation', () => {
  it('is opened by an admin, answered by any admin as the team, and read by the member', async () => {
    const someone = await member(t, { first_name: 'Marc', last_name: 'Petit' })
    const first = await admin()
    const second = await admin()
    const opened = await post('/api/conversations', first, { user_id: someone.id })
    expect(opened.status).toBe(201)
    const { conversation } = await json<ConversationAnswer>(opened)
    expect(conversation).toMatchObject({
      parties: [
        { type: 'member', id: someone.id, name: 'Marc Petit' },
        { type: 'team', id: null, name: null },
      ],
      other: { type: 'member', id: someone.id },
      context: { kind: 'team' },
      can_post: true,
    })
    expect((await post('/api/conversations', second, { user_id: someone.id })).status).toBe(200)
    const fromTeam = await sent(conversation.id, first, 'Bonjour, votre attestation a expiré.')
    expect(fromTeam.sender).toBe('team')
    expect(await notificationsOf(t, someone.id)).toEqual([
      { event: 'message_received', data: { conversation_id: conversation.id, sender_name: null } },
    ])

    const memberList = await json<ConversationList>(await get('/api/conversations', someone))
    expect(memberList.conversations).toMatchObject([
      { id: conversation.id, other: { type: 'team' }, unread: 1, last_message: { sender: 'team' } },
    ])
    await post(`/api/conversations/${conversation.id}/read`, someone, { up_to: fromTeam.id })
    const reply = await sent(conversation.id, someone, 'Je la renvoie ce soir.')

    // The other admin sees it in their list, unread, and answers for the team.
    const adminList = await json<ConversationList>(await get('/api/conversations?perPage=100', second))
    expect(adminList.conversations.find((item) => item.id === conversation.id)).toMatchObject({
      other: { type: 'member', id: someone.id },
      unread: 1,
    })
    expect(await json<ReadAnswer>(await post(`/api/conversations/${conversation.id}/read`, second, { up_to: reply.id }))).toEqual(
      {
        unread: 0,
      },
    )
    expect((await sent(conversation.id, second, 'Merci !')).sender).toBe('team')
    const seen = await messagesOf(conversation.id, someone)
    expect(seen.messages.map((message) => [message.sender, message.read_at !== null])).toEqual([
      ['team', false],
      [someone.id, true],
      ['team', true],
    ])
    // The team is never blocked; another member sees nothing of it.
    expect((await post(`/api/conversations/${conversation.id}/block`, someone)).status).toBe(422)
    const stranger = await member(t)
    expect((await get(`/api/conversations/${conversation.id}`, stranger)).status).toBe(404)
  })
})

describe('a deleted account', () => {
  it('leaves the other side the thread without the person’s name, photo or words', async () => {
    const { conversation, holder, applicant } = await pair()
    await sent(conversation.id, applicant, 'Mon numéro est le 06 12 34 56 78')
    await sent(conversation.id, holder, 'Merci, je vous appelle.')
    await t.db.updateTable('users').set({ profil_url: '/avatars/lea.webp' }).where('id', '=', applicant.id).execute()
    const deleted = await call(
      t,
      'DELETE',
      `/api/users/${applicant.id}/soft-delete`,
      { password: applicant.password },
      {
        session: applicant.session,
      },
    )
    expect(deleted.status).toBe(200)

    const header = await json<ConversationAnswer>(await get(`/api/conversations/${conversation.id}`, holder))
    expect(header.conversation.other).toEqual({ type: 'member', id: applicant.id, name: null, avatar_url: null, deleted: true })
    expect(header.conversation.can_post).toBe(false)
    const page = await messagesOf(conversation.id, holder)
    expect(page.messages.map((message) => [message.body, message.erased])).toEqual([
      ['Merci, je vous appelle.', false],
      ['', true],
    ])
    const stored = await t.db
      .selectFrom('conversation_messages')
      .select('body')
      .where('sender_user_id', '=', applicant.id)
      .execute()
    expect(stored).toEqual([{ body: '' }])
    const list = await json<ConversationList>(await get('/api/conversations', holder))
    expect(list.conversations[0]?.last_message?.excerpt).toBe('Merci, je vous appelle.')
    const refused = await send(conversation.id, holder, 'Allô ?')
    expect(refused.status).toBe(403)
    expect(await json<ErrorBody>(refused)).toMatchObject({ code: 'chat.other_deleted' })
  })
})

describe('realtime events', () => {
  const eventsOf = async (userId: number) =>
    (await t.db.selectFrom('events').select(['type', 'data']).where('user_id', '=', userId).orderBy('id').execute()).filter(
      (row) => String(row.type).startsWith('message.'),
    )

  it('publishes a new message to both sides and a read receipt to its sender, in the same transaction', async () => {
    const { conversation, holder, applicant } = await pair()
    const message = await sent(conversation.id, holder, 'Bonjour')
    const created = { type: 'message.created', data: { conversation_id: conversation.id, message_id: message.id } }
    expect(await eventsOf(holder.id)).toEqual([created])
    expect(await eventsOf(applicant.id)).toEqual([created])
    // A replay publishes nothing more.
    await post(`/api/conversations/${conversation.id}/messages`, holder, { client_id: message.client_id, body: 'Bonjour' })
    expect(await eventsOf(applicant.id)).toHaveLength(1)

    await post(`/api/conversations/${conversation.id}/read`, applicant, { up_to: message.id })
    expect(await eventsOf(holder.id)).toEqual([
      created,
      {
        type: 'message.read',
        data: { conversation_id: conversation.id, reader_user_id: applicant.id, last_read_message_id: message.id },
      },
    ])
    // Reading again, nothing new is read: no receipt.
    await post(`/api/conversations/${conversation.id}/read`, applicant, { up_to: message.id })
    expect(await eventsOf(holder.id)).toHaveLength(2)
    expect(await eventsOf(applicant.id)).toEqual([created])
  })

  it('lets both sides post at once (their events’ locks never wait on each other in a circle)', async () => {
    const { conversation, holder, applicant } = await pair()
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(conversation.id, i % 2 ? holder : applicant, `Message ${i}`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201))
    expect((await eventsOf(holder.id)).filter((row) => row.type === 'message.created')).toHaveLength(12)
  })
})

describe('the export', () => {
  it('gives the person the messages they wrote, their reports and blocks, not the other side’s words', async () => {
    const { conversation, holder, applicant } = await pair()
    const mine = await sent(conversation.id, applicant, 'Mes disponibilités')
    const theirs = await sent(conversation.id, holder, 'Message de Claire')
    await post(`/api/messages/${theirs.id}/report`, applicant, { reason: 'Hors sujet' })
    await post(`/api/conversations/${conversation.id}/block`, applicant)
    const data = await json<{
      messages: { id: number; body: string }[]
      message_reports: { message_id: number; reason: string }[]
      blocks: { blocked_user_id: number }[]
    }>(await get('/api/user/export', applicant))
    expect(data.messages).toEqual([expect.objectContaining({ id: mine.id, body: 'Mes disponibilités' })])
    expect(data.message_reports).toEqual([expect.objectContaining({ message_id: theirs.id, reason: 'Hors sujet' })])
    expect(data.blocks).toEqual([expect.objectContaining({ blocked_user_id: holder.id })])
  })
})
