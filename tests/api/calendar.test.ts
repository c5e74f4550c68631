import { describe, expect, it } from 'vitest'
import { FEED_FETCH_LIMIT, FEED_GUESS_LIMIT } from '#server/modules/calendar/calendar.routes.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { communes, createOffer, loadTestCommunes, type OfferOptions } from './helpers/alert-fixtures.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
await loadTestCommunes(t)

interface ParsedEvent {
  [property: string]: string
}

/**
 * Reads a feed back as a calendar app would: CRLF lines, unfolded (a line starting with a space
 * continues the previous one), properties split at the first ':' outside parameters, TEXT
 * unescaped.
 */
function parseCalendar(text: string): { lines: string[]; calendar: Record<string, string>; events: ParsedEvent[] } {
  expect(text.endsWith('\r\n')).toBe(true)
  const lines = text.slice(0, -2).split('\r\n')
  const unfolded: string[] = []
  for (const line of lines) {
    if (line.startsWith(' ')) unfolded[unfolded.length - 1] += line.slice(1)
    else unfolded.push(line)
  }
  const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))
  const calendar: Record<string, string> = {}
  const events: ParsedEvent[] = []
  let current: ParsedEvent | null = null
  for (const line of unfolded) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon)
    const value = unescapeText(line.slice(colon + 1))
    if (line === 'BEGIN:VEVENT') current = {}
    else if (line === 'END:VEVENT') {
      if (current) events.push(current)
      current = null
    } else if (current) current[name] = value
    else calendar[name] = value
  }
  return { lines, calendar, events }
}

async function nurse(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, { roles: ['remplacant'], ...options })
  return { ...user, session: await login(t, user) }
}

async function accepted(
  applicantId: number,
  offer: OfferOptions & { author?: number },
  application: { status?: 'accepted' | 'pending' | 'declined' | 'withdrawn'; dates?: string[] | null } = {},
) {
  const author = offer.author ?? (await createUser(t, { roles: ['titulaire'], first_name: 'Claire', last_name: 'Martin' })).id
  const replacementId = await createOffer(t, author, offer)
  const row = await t.db
    .insertInto('applications')
    .values({
      replacement_id: replacementId,
      applicant_user_id: applicantId,
      status: application.status ?? 'accepted',
      dates: application.dates ?? null,
      decided_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { replacementId, applicationId: row.id }
}

async function createFeed(session: string) {
  const response = await call(t, 'POST', '/api/calendar/feed', undefined, { session })
  expect(response.status).toBe(201)
  return (await response.json()) as { url: string; webcal_url: string; active: boolean; message: string }
}
const fetchFeed = (url: string) => t.request(new URL(url).pathname)

describe('the calendar feed URL', () => {
  it('answers 401 to anonymous callers', async () => {
    expect((await call(t, 'GET', '/api/calendar/feed')).status).toBe(401)
    expect((await call(t, 'POST', '/api/calendar/feed')).status).toBe(401)
    expect((await call(t, 'DELETE', '/api/calendar/feed')).status).toBe(401)
  })

  it('is made on request, shown once, and stored only as a hash', async () => {
    const user = await nurse()
    expect(await (await call(t, 'GET', '/api/calendar/feed', undefined, { session: user.session })).json()).toEqual({
      active: false,
      created_at: null,
      last_fetched_at: null,
    })
    const feed = await createFeed(user.session)
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(feed.webcal_url).toBe(feed.url.replace(/^http:/, 'webcal:'))
    expect(feed.message).toBe('Votre lien d’agenda est prêt. Copiez-le maintenant : il ne sera plus affiché.')
    const status = await (await call(t, 'GET', '/api/calendar/feed', undefined, { session: user.session })).json()
    expect(status).toEqual({ active: true, created_at: t.clock.now().toISOString(), last_fetched_at: null })
    expect(JSON.stringify(status)).not.toContain('.ics')

    const secret = /calendar\/(.+)\.ics$/.exec(feed.url)?.[1] ?? ''
    const stored = await t.db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow()
    expect(stored.secret_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.secret_hash).not.toContain(secret)
  })

  it('regenerating revokes the old URL; revoking makes it 404', async () => {
    const user = await nurse()
    const first = await createFeed(user.session)
    expect((await fetchFeed(first.url)).status).toBe(200)
    const second = await createFeed(user.session)
    expect(second.url).not.toBe(first.url)
    expect((await fetchFeed(first.url)).status).toBe(404)
    expect((await fetchFeed(second.url)).status).toBe(200)

    const revoked = await call(t, 'DELETE', '/api/calendar/feed', undefined, { session: user.session })
    expect(revoked.status).toBe(200)
    expect(await revoked.json()).toEqual({ message: 'Le lien d’agenda est désactivé.' })
    expect((await fetchFeed(second.url)).status).toBe(404)
    expect((await (await call(t, 'GET', '/api/calendar/feed', undefined, { session: user.session })).json()).active).toBe(false)
  })

  it('answers 404 to unknown and malformed secrets, and for a suspended account', async () => {
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      `/api/calendar/${'A'.repeat(42)}.ics`,
      `/api/calendar/${'A'.repeat(43)}.txt`,
      '/api/calendar/..%2F..%2Fetc.ics',
    ]) {
      expect((await t.request(path)).status, path).toBe(404)
    }
    const user = await nurse()
    const feed = await createFeed(user.session)
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute()
    expect((await fetchFeed(feed.url)).status).toBe(404)
  })
})

describe('the calendar feed secret in logs', () => {
  it('never reaches the request log, whether right, wrong or oddly cased', async () => {
    const user = await nurse()
    const feed = await createFeed(user.session)
    const secret = /calendar\/(.+)\.ics$/.exec(feed.url)?.[1] ?? ''
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
    const before = t.logs.length
    expect((await fetchFeed(feed.url)).status).toBe(200)
    expect((await t.request(`/api/calendar/${wrong}.ics`)).status).toBe(404)
    expect((await t.request(`/API/Calendar/${secret}.ics`)).status).toBe(404)
    expect((await call(t, 'GET', '/api/calendar/feed', undefined, { session: user.session })).status).toBe(200)

    const lines = t.logs.slice(before).filter((line) => line.msg === 'request')
    expect(lines.map((line) => line.path)).toEqual([
      '/api/calendar/[secret]',
      '/api/calendar/[secret]',
      '/api/calendar/[secret]',
      '/api/calendar/feed',
    ])
    const logged = JSON.stringify(t.logs)
    expect(logged).not.toContain(secret)
    expect(logged).not.toContain(wrong)
  })
})

describe('the calendar feed content', () => {
  it('holds one all-day event per run of accepted days, with place, shifts and holder, and nothing else', async () => {
    const user = await nurse()
    const other = await nurse()
    // Split offer: 9, 10 and 12 March accepted → two events.
    const split = await accepted(
      user.id,
      {
        commune: communes.villeurbanne,
        start_date: '2026-03-09',
        end_date: '2026-03-15',
        shifts: ['matin', 'soir'],
        retrocession_percent: 88,
      },
      { dates: ['2026-03-12', '2026-03-09', '2026-03-10'] },
    )
    // Whole range accepted.
    const whole = await accepted(user.id, {
      commune: communes.bron,
      start_date: '2026-04-01',
      end_date: '2026-04-03',
      shifts: ['journee'],
    })
    // Chosen days, all accepted.
    await accepted(user.id, {
      commune: communes.givors,
      start_date: '2026-05-04',
      end_date: '2026-05-06',
      days: ['2026-05-04', '2026-05-06'],
    })
    // Not in the feed: pending, declined, a cancelled offer, someone else's acceptance.
    await accepted(user.id, { commune: communes.nice }, { status: 'pending' })
    await accepted(user.id, { commune: communes.nice }, { status: 'declined' })
    await accepted(user.id, { commune: communes.nice, status: 'cancelled' })
    await accepted(other.id, { commune: communes.nice })
    await t.db
      .updateTable('replacements')
      .set({ description: 'Patiente Mme Dupont, insulinothérapie' })
      .where('id', '=', split.replacementId)
      .execute()

    const feed = await createFeed(user.session)
    const response = await fetchFeed(feed.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('cache-control')).toContain('no-store')
    const text = await response.text()
    expect(text).not.toContain('Dupont')
    expect(text).not.toContain('Nice')
    const { lines, calendar, events } = parseCalendar(text)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(calendar).toMatchObject({ BEGIN: 'VCALENDAR', VERSION: '2.0', 'X-WR-CALNAME': 'Relève – mes remplacements' })
    expect(events.map((e) => [e['DTSTART;VALUE=DATE'], e['DTEND;VALUE=DATE']])).toEqual([
      ['20260309', '20260311'],
      ['20260312', '20260313'],
      ['20260401', '20260404'],
      ['20260504', '20260505'],
      ['20260506', '20260507'],
    ])
    expect(events[0]).toMatchObject({
      UID: `application-${split.applicationId}-20260309@localhost`,
      SUMMARY: 'Remplacement – Villeurbanne',
      LOCATION: 'Villeurbanne (69100)',
      'URL;VALUE=URI': `http://localhost:3000/dashboard/replacements/detail/${split.replacementId}`,
      DTSTAMP: '20260302T090000Z',
    })
    expect(events[0]?.DESCRIPTION).toBe(
      `Remplacement de Claire Martin à Villeurbanne (69100).\nTournées : matin, soir.\nRétrocession : 88 %.\nhttp://localhost:3000/dashboard/replacements/detail/${split.replacementId}`,
    )
    expect(events[2]).toMatchObject({
      UID: `application-${whole.applicationId}-20260401@localhost`,
      SUMMARY: 'Remplacement – Bron',
    })

    // The same events, the same UIDs, at the next fetch.
    const again = parseCalendar(await (await fetchFeed(feed.url)).text())
    expect(again.events.map((e) => e.UID)).toEqual(events.map((e) => e.UID))
  })

  it('escapes and folds text as RFC 5545 says, and reads back the same', async () => {
    const user = await nurse()
    await t.db
      .updateTable('users')
      .set({ settings: JSON.stringify({ locale: 'en' }) })
      .where('id', '=', user.id)
      .execute()
    const author = await createUser(t, {
      roles: ['titulaire'],
      first_name: 'Éloïse; “Lou”, de la Fontaine-Saint-Médard\\',
      last_name: 'Ñandú',
    })
    await accepted(user.id, { author: author.id, commune: communes.saintEtienne, shifts: ['apres_midi'] })
    const feed = await createFeed(user.session)
    const text = await (await fetchFeed(feed.url)).text()
    const { lines, calendar, events } = parseCalendar(text)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(text).toContain('\\;')
    expect(text).toContain('\\,')
    expect(calendar['X-WR-CALNAME']).toBe('Relève – my replacements')
    expect(events[0]?.DESCRIPTION?.split('\n')[0]).toBe(
      'Replacing Éloïse; “Lou”, de la Fontaine-Saint-Médard\\ Ñandú in Saint-Étienne (42000).',
    )
    expect(events[0]?.DESCRIPTION).toContain('Shifts: afternoon.')
  })

  it('notes the last fetch, at most once an hour', async () => {
    const user = await nurse()
    const feed = await createFeed(user.session)
    await fetchFeed(feed.url)
    const status = async () =>
      (await (await call(t, 'GET', '/api/calendar/feed', undefined, { session: user.session })).json()).last_fetched_at
    expect(await status()).toBe(t.clock.now().toISOString())
  })
})

// Last: it moves the shared clock past the limits' window.
describe('guessing feed secrets', () => {
  const wrongSecret = (i: number) => `${String(i).padStart(6, '0')}${'G'.repeat(37)}`
  const rateLimitRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('rate_limits')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('is limited per client address, with one counter for it rather than a row per secret tried', async () => {
    const user = await nurse()
    const feed = await createFeed(user.session)
    const guesser = '203.0.113.7'
    const rowsBefore = await rateLimitRows()
    for (let i = 0; i < FEED_GUESS_LIMIT.limit; i++) {
      expect((await t.request(`/api/calendar/${wrongSecret(i)}.ics`, { ip: guesser })).status).toBe(404)
    }
    expect(await rateLimitRows()).toBe(rowsBefore + 1)

    const refused = await t.request(`/api/calendar/${wrongSecret(9999)}.ics`, { ip: guesser })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ min\.$/)
    // The right secret too, from there: else the guessing would go on.
    expect((await t.request(new URL(feed.url).pathname, { ip: guesser })).status).toBe(429)
    // Another address is not concerned, and the address gets its turn back after the window.
    expect((await t.request(new URL(feed.url).pathname, { ip: '203.0.113.8' })).status).toBe(200)
    t.clock.advance(FEED_GUESS_LIMIT.windowSeconds * 1000)
    expect((await t.request(new URL(feed.url).pathname, { ip: guesser })).status).toBe(200)
  })

  it('never counts good secrets against a calendar server fetching many feeds from one address', async () => {
    const server = '198.18.0.1'
    const feeds = await Promise.all([nurse(), nurse(), nurse()].map(async (n) => createFeed((await n).session)))
    for (let round = 0; round < Math.ceil(FEED_GUESS_LIMIT.limit / feeds.length) + 1; round++) {
      for (const feed of feeds) expect((await t.request(new URL(feed.url).pathname, { ip: server })).status).toBe(200)
    }
    expect((await t.request(`/api/calendar/${wrongSecret(1)}.ics`, { ip: server })).status).toBe(404)
  })

  it('still bounds the fetches of one good URL', async () => {
    const user = await nurse()
    const feed = await createFeed(user.session)
    const path = new URL(feed.url).pathname
    for (let i = 0; i < FEED_FETCH_LIMIT.limit; i++)
      expect((await t.request(path, { ip: `198.18.1.${i % 200}` })).status).toBe(200)
    const refused = await t.request(path, { ip: '198.18.2.1' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).not.toBeNull()
  })
})
