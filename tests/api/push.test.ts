import { createECDH, type ECDH, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { loadEnv } from '#server/env.ts'
import { notify } from '#server/modules/notifications/notify.ts'
import { createPushWorker, PUSH_MAX_ATTEMPTS } from '#server/modules/push/push.worker.ts'
import { resolveVapidDetails, vapidSubject } from '#server/modules/push/vapid-keys.ts'
import type { PushDevice, PushMessage } from '#shared/push.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

// http_ece is web-push's own encryption library: it decrypts what a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer
}

const t = await createTestApp()
const logLines: { msg?: string; [key: string]: unknown }[] = []
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)))
      done()
    },
  }),
)
const worker = createPushWorker({ db: t.db, env: t.env, logger, clock: t.clock })

/** A local push service: it records what it gets and answers `nextStatus`. */
interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}
const received: Received[] = []
let nextStatus = 201
const server = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
    response.statusCode = nextStatus
    response.end()
  })
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const pushService = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  received.length = 0
  nextStatus = 201
})

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte secret. */
function browserSubscription(name = randomBytes(6).toString('hex')) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16).toString('base64url')
  return {
    ecdh,
    auth,
    json: { endpoint: `${pushService}/push/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
  }
}

async function member() {
  const user = await createUser(t)
  return { ...user, session: await login(t, user) }
}

async function subscribe(session: string, body: unknown, headers: Record<string, string> = {}) {
  return call(t, 'POST', '/api/push-subscriptions', body, { session, headers })
}

async function devices(session: string): Promise<PushDevice[]> {
  const response = await call(t, 'GET', '/api/push-subscriptions', undefined, { session })
  expect(response.status).toBe(200)
  return ((await response.json()) as { devices: PushDevice[] }).devices
}

const offer = { replacement_id: 7, commune_name: 'Villeurbanne', start_date: '2026-03-09', end_date: '2026-03-15' }
const newApplication = {
  event: 'new_application' as const,
  data: { ...offer, application_id: 3, applicant_name: 'Hugo Bernard' },
}

async function outboxCount(): Promise<number> {
  const row = await t.db
    .selectFrom('push_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key, the same on every call', async () => {
    const first = await call(t, 'GET', '/api/push/public-key')
    expect(first.status).toBe(200)
    const { public_key } = (await first.json()) as { public_key: string }
    expect(Buffer.from(public_key, 'base64url')).toHaveLength(65)
    const again = (await (await call(t, 'GET', '/api/push/public-key')).json()) as { public_key: string }
    expect(again.public_key).toBe(public_key)
  })

  it('answers the configured key when VAPID_* are set', async () => {
    const keys = (await import('web-push')).default.generateVAPIDKeys()
    const configured = t.withEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })
    const response = await configured.request('/api/push/public-key')
    expect(await response.json()).toEqual({ public_key: keys.publicKey })
  })
})

describe('push subscriptions', () => {
  it('subscribes several devices, lists them with a name and a date, removes one', async () => {
    const user = await member()
    const phone = browserSubscription()
    const laptop = browserSubscription()
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
    const first = await subscribe(user.session, phone.json, { 'User-Agent': android })
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ device_name: 'Chrome · Android', endpoint: phone.json.endpoint })
    expect((await subscribe(user.session, { ...laptop.json, device_name: 'Bureau' })).status).toBe(201)

    const list = await devices(user.session)
    expect(list.map((d) => d.device_name).sort()).toEqual(['Bureau', 'Chrome · Android'])
    expect(list[0]?.created_at).toBe(t.clock.now().toISOString())

    // Subscribing the same device again keeps one row.
    expect((await subscribe(user.session, { ...laptop.json, device_name: 'Bureau' })).status).toBe(201)
    expect(await devices(user.session)).toHaveLength(2)

    const bureau = list.find((d) => d.device_name === 'Bureau')
    const removed = await call(t, 'DELETE', `/api/push-subscriptions/${bureau?.id}`, undefined, { session: user.session })
    expect(removed.status).toBe(204)
    expect((await devices(user.session)).map((d) => d.device_name)).toEqual(['Chrome · Android'])
  })

  it('keeps each member to their own devices', async () => {
    const owner = await member()
    const other = await member()
    await subscribe(owner.session, browserSubscription().json)
    const [device] = await devices(owner.session)
    expect(await devices(other.session)).toEqual([])
    const refused = await call(t, 'DELETE', `/api/push-subscriptions/${device?.id}`, undefined, { session: other.session })
    expect(refused.status).toBe(404)
    expect(await devices(owner.session)).toHaveLength(1)
  })

  it('gives a device to the last account that subscribed it', async () => {
    const first = await member()
    const second = await member()
    const shared = browserSubscription()
    await subscribe(first.session, shared.json)
    await subscribe(second.session, shared.json)
    expect(await devices(first.session)).toEqual([])
    expect(await devices(second.session)).toHaveLength(1)
  })

  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/push-subscriptions')).status).toBe(401)
    expect((await call(t, 'POST', '/api/push-subscriptions', browserSubscription().json)).status).toBe(401)
  })

  it.each([
    ['an http endpoint elsewhere than this machine', { endpoint: 'http://push.example.com/x' }],
    ['an endpoint that is no URL', { endpoint: 'nope' }],
    ['no keys', { keys: undefined }],
    ['a short auth secret', { keys: { p256dh: 'B'.repeat(87), auth: 'abc' } }],
    ['a p256dh that is not base64url', { keys: { p256dh: `${'B'.repeat(86)}!`, auth: 'A'.repeat(22) } }],
  ])('refuses %s (422)', async (_label, change) => {
    const user = await member()
    const response = await subscribe(user.session, { ...browserSubscription().json, ...change })
    expect(response.status).toBe(422)
    expect(await devices(user.session)).toEqual([])
  })

  it('accepts an https endpoint', async () => {
    const user = await member()
    const json = { ...browserSubscription().json, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }
    expect((await subscribe(user.session, json)).status).toBe(201)
  })
})

describe('sending', () => {
  async function subscribed() {
    const user = await member()
    const device = browserSubscription()
    expect((await subscribe(user.session, device.json)).status).toBe(201)
    return { user, device }
  }

  function decrypt(device: ReturnType<typeof browserSubscription>, body: Buffer): PushMessage {
    return JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString())
  }

  it('queues a push with the event and the worker delivers it, encrypted for the device and signed', async () => {
    const { user, device } = await subscribed()
    await notify(t.db, { userId: user.id, ...newApplication, now: t.clock.now() })
    expect(received).toHaveLength(0)
    expect(await outboxCount()).toBe(1)

    expect(await worker.runOnce()).toBe(1)
    expect(received).toHaveLength(1)
    const push = received[0] as Received
    expect(push.path).toBe(new URL(device.json.endpoint).pathname)
    expect(push.headers['content-encoding']).toBe('aes128gcm')
    expect(push.headers.ttl).toBe('86400')
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    const { public_key } = (await (await call(t, 'GET', '/api/push/public-key')).json()) as { public_key: string }
    expect(push.headers.authorization).toContain(`k=${public_key}`)

    expect(decrypt(device, push.body)).toEqual({
      title: 'Nouvelle candidature',
      body: 'Hugo Bernard a postulé à votre offre de remplacement à Villeurbanne du 9 mars 2026 au 15 mars 2026.',
      url: '/dashboard/replacements/detail/7/list',
      tag: 'new_application:/dashboard/replacements/detail/7/list',
    })
    expect(await outboxCount()).toBe(0)
  })

  it('speaks the account’s language and marks urgent offers urgent', async () => {
    const { user, device } = await subscribed()
    await t.db
      .updateTable('users')
      .set({ settings: JSON.stringify({ locale: 'en' }) })
      .where('id', '=', user.id)
      .execute()
    await notify(t.db, {
      userId: user.id,
      event: 'urgent_offer_nearby',
      data: {
        ...offer,
        urgency: 'urgent',
        shifts: ['matin'],
        retrocession_percent: 85,
        distance_km: 4.5,
        answer_window_ends_at: null,
      },
      now: t.clock.now(),
    })
    await worker.runOnce()
    const push = received[0] as Received
    expect(push.headers.urgency).toBe('high')
    const message = decrypt(device, push.body)
    expect(message.title).toBe('Urgent replacement')
    expect(message.body).toContain('Villeurbanne')
    expect(message.url).toBe('/dashboard/replacements/detail/7')
  })

  it('sends nothing when the push switch is off for the event', async () => {
    const { user } = await subscribed()
    await t.db
      .updateTable('users')
      .set({ notification_preferences: JSON.stringify({ new_application: { push: false } }) })
      .where('id', '=', user.id)
      .execute()
    await notify(t.db, { userId: user.id, ...newApplication, now: t.clock.now() })
    expect(await outboxCount()).toBe(0)
    expect(await worker.runOnce()).toBe(0)
    expect(received).toHaveLength(0)
  })

  it('queues nothing inside a transaction that rolls back', async () => {
    const { user } = await subscribed()
    await t.db
      .transaction()
      .execute(async (trx) => {
        await notify(trx, { userId: user.id, ...newApplication, now: t.clock.now() })
        throw new Error('rolled back')
      })
      .catch(() => {})
    expect(await outboxCount()).toBe(0)
  })

  it('forgets a device the push service no longer knows (410)', async () => {
    const { user } = await subscribed()
    await notify(t.db, { userId: user.id, ...newApplication, now: t.clock.now() })
    nextStatus = 410
    await worker.runOnce()
    expect(received).toHaveLength(1)
    expect(await devices(user.session)).toEqual([])
    expect(await outboxCount()).toBe(0)
    expect(logLines.some((line) => line.msg === 'push subscription expired, removed')).toBe(true)
  })

  it('retries a failed push with a growing delay, then drops it', async () => {
    const { user } = await subscribed()
    await notify(t.db, { userId: user.id, ...newApplication, now: t.clock.now() })
    nextStatus = 503
    await worker.runOnce()
    const row = await t.db.selectFrom('push_outbox').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ attempts: 1, last_error: 'HTTP 503' })
    expect(row.next_attempt_at.getTime() - t.clock.now().getTime()).toBe(30_000)
    // Not due yet.
    expect(await worker.runOnce()).toBe(0)
    for (let attempt = 2; attempt <= PUSH_MAX_ATTEMPTS; attempt++) {
      t.clock.advance(60 * 60_000)
      expect(await worker.runOnce()).toBe(1)
    }
    expect(received).toHaveLength(PUSH_MAX_ATTEMPTS)
    expect(await outboxCount()).toBe(0)
    expect(logLines.some((line) => line.msg === 'push dropped')).toBe(true)
    // The device stays: only that push is given up.
    expect(await devices(user.session)).toHaveLength(1)
  })
})

describe('VAPID configuration', () => {
  const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'b'.repeat(43) }

  it('refuses to start in production on a PostgreSQL server without the pair, or with half of it', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/releve', APP_KEY: 'k'.repeat(32) }
    expect(() => loadEnv(production)).toThrow(/VAPID_PUBLIC_KEY: required in production with DATABASE_URL/)
    expect(() => loadEnv({ ...production, ...keys })).not.toThrow()
    expect(() => loadEnv({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY/)
    expect(() => loadEnv({ NODE_ENV: 'test', ...keys, VAPID_SUBJECT: 'http://example.fr' })).toThrow(/VAPID_SUBJECT/)
  })

  it('keeps a generated pair beside the embedded database, the same at the next start', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'releve-vapid-'))
    try {
      const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir })
      const first = resolveVapidDetails(env, logger)
      const file = path.join(dataDir, 'vapid-keys.json')
      expect(existsSync(file)).toBe(true)
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey })
      expect(resolveVapidDetails(env, logger).publicKey).toBe(first.publicKey)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('signs as the legal contact, else an https APP_URL, else the mails’ sender', () => {
    expect(vapidSubject(loadEnv({ NODE_ENV: 'test', VITE_LEGAL_CONTACT_EMAIL: 'contact@releve.fr' }))).toBe(
      'mailto:contact@releve.fr',
    )
    expect(vapidSubject(loadEnv({ NODE_ENV: 'test', APP_URL: 'https://releve.fr/' }))).toBe('https://releve.fr')
    expect(vapidSubject(loadEnv({ NODE_ENV: 'test', MAIL_FROM: 'Relève <bonjour@releve.fr>' }))).toBe('mailto:bonjour@releve.fr')
    expect(vapidSubject(loadEnv({ NODE_ENV: 'test', VAPID_SUBJECT: 'mailto:push@releve.fr' }))).toBe('mailto:push@releve.fr')
  })
})
