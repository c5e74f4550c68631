import { sql } from 'kysely'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { eventHubOf, stopEventHub } from '#server/modules/events/events.hub.ts'
import { createEventPruneJob } from '#server/modules/events/events.prune.ts'
import { publishEvent } from '#server/modules/events/publish.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { sseReader } from './helpers/sse.ts'
import { createTestApp } from './helpers/test-app.ts'
import { addCommunes, admin, applyTo, member, nurse, postOffer } from './replacements-fixtures.ts'

const t = await createTestApp()
// Offers in Montpellier, as the applications tests.
await addCommunes(t, ['34172', '30189'])
// Short periods, so that a revoked session's stream ends and heartbeats come within a test.
const hub = eventHubOf({ db: t.db, clock: t.clock, logger: pino({ level: 'silent' }) }, { sessionCheckMs: 200, heartbeatMs: 300 })
afterAll(() => stopEventHub(t.db))

async function signedIn() {
  const user = await createUser(t)
  return { user, token: await login(t, user) }
}

function open(token: string, headers: Record<string, string> = {}, query = '') {
  return call(t, 'GET', `/api/events${query}`, undefined, { session: token, headers })
}

const notification = (id: number) =>
  ({ type: 'notification.created', data: { notification_id: id, event: 'new_application' } }) as const

describe('GET /api/events', () => {
  it('is 401 for anonymous callers', async () => {
    const response = await call(t, 'GET', '/api/events')
    expect(response.status).toBe(401)
  })

  it('streams an event published after connecting, with retry, id and heartbeats', async () => {
    const { user, token } = await signedIn()
    const response = await open(token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('cache-control')).toContain('no-transform')
    const sse = sseReader(response)
    expect(await sse.next()).toEqual({ retry: '3000' })
    expect(await sse.next()).toEqual({ id: '0' })
    const id = await publishEvent(t.db, { userId: user.id, ...notification(7) })
    const event = await sse.nextEvent()
    expect(event).toMatchObject({ id, type: 'notification.created', data: { notification_id: 7, event: 'new_application' } })
    expect(await sse.next(2000)).toEqual({ comment: 'ping' })
    await sse.close()
  })

  it("never sends another user's events", async () => {
    const me = await signedIn()
    const other = await createUser(t)
    const sse = sseReader(await open(me.token))
    await publishEvent(t.db, { userId: other.id, ...notification(1) })
    const mine = await publishEvent(t.db, { userId: me.user.id, ...notification(2) })
    expect((await sse.nextEvent()).id).toBe(mine)
    await sse.close()
  })

  it('replays what came after Last-Event-ID (header or query), then goes on live', async () => {
    const { user, token } = await signedIn()
    const first = await publishEvent(t.db, { userId: user.id, ...notification(1) })
    const second = await publishEvent(t.db, { userId: user.id, ...notification(2) })
    const third = await publishEvent(t.db, { userId: user.id, ...notification(3) })

    const byHeader = sseReader(await open(token, { 'Last-Event-ID': String(first) }))
    expect((await byHeader.nextEvent()).id).toBe(second)
    expect((await byHeader.nextEvent()).id).toBe(third)
    const live = await publishEvent(t.db, { userId: user.id, ...notification(4) })
    expect((await byHeader.nextEvent()).id).toBe(live)
    await byHeader.close()

    const byQuery = sseReader(await open(token, {}, `?last_event_id=${third}`))
    expect((await byQuery.nextEvent()).id).toBe(live)
    await byQuery.close()
  })

  it('sends a fresh stream the newest id, so that a reconnect resumes from there', async () => {
    const { user, token } = await signedIn()
    const before = await publishEvent(t.db, { userId: user.id, ...notification(1) })
    const sse = sseReader(await open(token))
    expect(await sse.next()).toEqual({ retry: '3000' })
    expect(await sse.next()).toEqual({ id: String(before) })
    await sse.close()
  })

  it('ends the stream at logout, and another session of the same user keeps its own', async () => {
    const { user, token } = await signedIn()
    const otherToken = await login(t, user)
    const mine = sseReader(await open(token))
    const theirs = sseReader(await open(otherToken))
    expect(hub.size()).toBeGreaterThanOrEqual(2)
    const logout = await call(t, 'POST', '/api/logout', undefined, { session: token })
    expect(logout.status).toBe(204)
    await mine.ended(3000)
    const id = await publishEvent(t.db, { userId: user.id, ...notification(5) })
    expect((await theirs.nextEvent()).id).toBe(id)
    await theirs.close()
  })

  it('ends the streams of sessions revoked elsewhere (DELETE /api/user/sessions)', async () => {
    const { user, token } = await signedIn()
    const otherToken = await login(t, user)
    const other = sseReader(await open(otherToken))
    const response = await call(t, 'DELETE', '/api/user/sessions', undefined, { session: token })
    expect(response.status).toBe(200)
    await other.ended(3000)
  })

  it('sends nothing of a rolled-back transaction', async () => {
    const { user, token } = await signedIn()
    const sse = sseReader(await open(token))
    await t.db
      .transaction()
      .execute(async (trx) => {
        await publishEvent(trx, { userId: user.id, ...notification(1) })
        throw new Error('rollback')
      })
      .catch(() => {})
    const kept = await publishEvent(t.db, { userId: user.id, ...notification(2) })
    expect((await sse.nextEvent()).id).toBe(kept)
    await sse.close()
  })

  it('tells both parties of an application as it changes, and the holder of the notification', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const offer = await postOffer(t, holder)
    const holderStream = sseReader(await open(holder.session))
    const applicantStream = sseReader(await open(applicant.session))
    const application = await applyTo(t, applicant, offer.id)

    const seen = [await holderStream.nextEvent(), await holderStream.nextEvent()]
    const notificationRow = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', holder.id)
      .executeTakeFirstOrThrow()
    expect(seen.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'notification.created', data: { notification_id: notificationRow.id, event: 'new_application' } },
      { type: 'application.updated', data: { application_id: application.id, replacement_id: offer.id, status: 'pending' } },
    ])
    expect(await applicantStream.nextEvent()).toMatchObject({
      type: 'application.updated',
      data: { application_id: application.id, status: 'pending' },
    })

    const declined = await call(t, 'POST', `/api/applications/${application.id}/decline`, undefined, { session: holder.session })
    expect(declined.status).toBe(200)
    expect(await holderStream.nextEvent()).toMatchObject({ type: 'application.updated', data: { status: 'declined' } })
    const toApplicant = [await applicantStream.nextEvent(), await applicantStream.nextEvent()]
    expect(toApplicant.map((event) => event.type)).toEqual(['notification.created', 'application.updated'])
    await holderStream.close()
    await applicantStream.close()
  })

  it('tells the applicants and the author’s other screens when the offer is cancelled', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const offer = await postOffer(t, holder)
    await applyTo(t, applicant, offer.id)
    const holderStream = sseReader(await open(holder.session))
    const applicantStream = sseReader(await open(applicant.session))
    const cancelled = await call(
      t,
      'POST',
      `/api/replacements/${offer.id}/cancel`,
      { reason: 'Congés annulés' },
      { session: holder.session },
    )
    expect(cancelled.status).toBe(200)
    expect(await holderStream.nextEvent()).toMatchObject({
      type: 'replacement.updated',
      data: { replacement_id: offer.id, status: 'cancelled' },
    })
    const toApplicant = [await applicantStream.nextEvent(), await applicantStream.nextEvent()]
    expect(toApplicant.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'notification.created', data: { notification_id: expect.any(Number), event: 'offer_cancelled' } },
      { type: 'replacement.updated', data: { replacement_id: offer.id, status: 'cancelled' } },
    ])
    await holderStream.close()
    await applicantStream.close()
  })

  it('tells every admin of the team’s conversation live: a member’s answer and the receipt of the team’s message', async () => {
    const someone = await member(t)
    const writer = await admin(t, { first_name: 'Alice' })
    const other = await admin(t, { first_name: 'Bruno' })
    const opened = await call(t, 'POST', '/api/conversations', { user_id: someone.id }, { session: writer.session })
    const { conversation } = (await opened.json()) as { conversation: { id: number } }
    const write = (session: string, body: string) =>
      call(
        t,
        'POST',
        `/api/conversations/${conversation.id}/messages`,
        { client_id: crypto.randomUUID(), body },
        { session },
      ).then(async (response) => ((await response.json()) as { message: { id: number } }).message)
    const otherStream = sseReader(await open(other.session))
    const fromTeam = await write(writer.session, 'Votre attestation a expiré.')
    expect(await otherStream.nextEvent()).toMatchObject({
      type: 'message.created',
      data: { conversation_id: conversation.id, message_id: fromTeam.id },
    })
    await call(t, 'POST', `/api/conversations/${conversation.id}/read`, { up_to: fromTeam.id }, { session: someone.session })
    expect(await otherStream.nextEvent()).toMatchObject({
      type: 'message.read',
      data: { conversation_id: conversation.id, reader_user_id: someone.id, last_read_message_id: fromTeam.id },
    })
    const answer = await write(someone.session, 'Je la renvoie ce soir.')
    expect(await otherStream.nextEvent()).toMatchObject({
      type: 'message.created',
      data: { conversation_id: conversation.id, message_id: answer.id },
    })
    await otherStream.close()
  })

  it.skipIf(t.dbKind !== 'postgres')('catches up after its LISTEN connection was lost (PostgreSQL)', async () => {
    const { user, token } = await signedIn()
    const sse = sseReader(await open(token))
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)
    const channel = `releve_events_${rows[0]?.schema}`
    const killed = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as pid from pg_stat_activity
      where application_name = 'releve-events' and query = ${`listen "${channel}"`}`.execute(t.db)
    expect(killed.rows).toHaveLength(1)
    const id = await publishEvent(t.db, { userId: user.id, ...notification(9) })
    expect((await sse.nextEvent(10_000)).id).toBe(id)
    await sse.close()
  })
})

describe('the prune job', () => {
  it('drops the events older than 24 h and keeps the others', async () => {
    const user = await createUser(t)
    const kept = await publishEvent(t.db, { userId: user.id, ...notification(1) })
    await t.db
      .insertInto('events')
      .values({
        user_id: user.id,
        type: 'notification.created',
        data: JSON.stringify({ notification_id: 2, event: 'new_application' }),
        created_at: new Date(t.clock.now().getTime() - 25 * 3_600_000),
      })
      .execute()
    const job = createEventPruneJob({ db: t.db, clock: t.clock, logger: pino({ level: 'silent' }) })
    expect(await job.runOnce()).toBe(1)
    const left = await t.db.selectFrom('events').select('id').where('user_id', '=', user.id).execute()
    expect(left.map((row) => Number(row.id))).toEqual([kept])
  })
})
