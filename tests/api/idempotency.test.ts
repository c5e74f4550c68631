import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createTestApp, postJson } from './helpers/test-app.ts'

const t = await createTestApp()
const message = (text: string) => ({ name: 'Camille Durand', email: 'camille@example.fr', subject: 'general', message: text })
let nextIp = 1
const freshIp = () => `198.18.0.${nextIp++}`
const countMessages = async (text: string) =>
  (await t.db.selectFrom('contact_messages').select('id').where('message', '=', text).execute()).length

describe('Idempotency-Key on POST /api/contact (offline replays)', () => {
  it('stores a replayed message once and answers the replay like the original', async () => {
    const key = randomUUID()
    const body = message('Écrit hors ligne, envoyé deux fois.')
    const first = await postJson(t, '/api/contact', body, { ip: freshIp(), headers: { 'Idempotency-Key': key } })
    // The replay comes later, from another network: another address.
    const replay = await postJson(t, '/api/contact', body, { ip: freshIp(), headers: { 'Idempotency-Key': key } })
    expect(first.status).toBe(201)
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toEqual(await first.json())
    expect(await countMessages(body.message)).toBe(1)
  })

  it('has one effect when the same message arrives several times at once', async () => {
    const key = randomUUID()
    const body = message('Cinq envois simultanés du même message.')
    const ip = freshIp()
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postJson(t, '/api/contact', body, { ip, headers: { 'Idempotency-Key': key } })),
    )
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201])
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(4)
    expect(await countMessages(body.message)).toBe(1)
  })

  it('refuses the same key with another body with 422', async () => {
    const key = randomUUID()
    await postJson(t, '/api/contact', message('Le premier message de cette clé.'), {
      ip: freshIp(),
      headers: { 'Idempotency-Key': key },
    })
    const other = await postJson(t, '/api/contact', message('Un autre message, même clé.'), {
      ip: freshIp(),
      headers: { 'Idempotency-Key': key },
    })
    expect(other.status).toBe(422)
    expect(await other.json()).toEqual({
      message: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
      code: 'idempotency.key_reused',
    })
    expect(await countMessages('Un autre message, même clé.')).toBe(0)
  })

  it('does not count replays against the rate limit', async () => {
    const key = randomUUID()
    const ip = freshIp()
    const body = message('Rejoué dix fois depuis la même adresse.')
    for (let i = 0; i < 10; i++) {
      expect((await postJson(t, '/api/contact', body, { ip, headers: { 'Idempotency-Key': key } })).status).toBe(201)
    }
  })

  it('lets a rate-limited attempt be retried for real later (a 429 is not kept)', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) await postJson(t, '/api/contact', message(`Message numéro ${i} de la série.`), { ip })
    const key = randomUUID()
    const body = message('Celui-ci arrive après la limite.')
    expect((await postJson(t, '/api/contact', body, { ip, headers: { 'Idempotency-Key': key } })).status).toBe(429)
    t.clock.advance(11 * 60_000)
    const retried = await postJson(t, '/api/contact', body, { ip, headers: { 'Idempotency-Key': key } })
    expect(retried.status).toBe(201)
    expect(retried.headers.get('idempotent-replayed')).toBeNull()
    expect(await countMessages(body.message)).toBe(1)
  })

  it('keeps keys 7 days, then forgets them', async () => {
    const key = randomUUID()
    await postJson(t, '/api/contact', message('Le message de la semaine passée.'), {
      ip: freshIp(),
      headers: { 'Idempotency-Key': key },
    })
    t.clock.advance(6 * 24 * 3600_000)
    const sameWeek = await postJson(t, '/api/contact', message('Un autre texte, même clé.'), {
      ip: freshIp(),
      headers: { 'Idempotency-Key': key },
    })
    expect(sameWeek.status).toBe(422)
    t.clock.advance(2 * 24 * 3600_000)
    const later = await postJson(t, '/api/contact', message('Un autre texte, même clé.'), {
      ip: freshIp(),
      headers: { 'Idempotency-Key': key },
    })
    expect(later.status).toBe(201)
  })

  it('refuses a malformed key with 400', async () => {
    const response = await postJson(t, '/api/contact', message('Une clé beaucoup trop courte.'), {
      ip: freshIp(),
      headers: { 'Idempotency-Key': 'abc' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('idempotency.invalid_key')
  })
})
