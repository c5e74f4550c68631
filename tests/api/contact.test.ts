import { describe, expect, it } from 'vitest'
import { createTestApp, postJson } from './helpers/test-app.ts'

const t = await createTestApp()
const valid = {
  name: 'Camille Durand',
  email: ' Camille@Example.FR ',
  subject: 'replacement',
  message: 'Bonjour, je cherche une remplaçante en août.',
}
// Each test writes from its own address: the contact form allows 5 messages per IP per 10 minutes.
let nextIp = 1
const freshIp = () => `203.0.113.${nextIp++}`

const stored = () => t.db.selectFrom('contact_messages').selectAll().orderBy('created_at').execute()

describe('POST /api/contact', () => {
  it('stores the message with its language and answers 201', async () => {
    const response = await postJson(t, '/api/contact', valid, { ip: freshIp() })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      message: 'Merci, votre message a bien été envoyé. Nous vous répondons au plus vite.',
    })
    const rows = await stored()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Camille Durand',
      email: 'camille@example.fr',
      subject: 'replacement',
      message: 'Bonjour, je cherche une remplaçante en août.',
      locale: 'fr',
    })
  })

  it('keeps the language of an English-speaking visitor', async () => {
    const response = await postJson(
      t,
      '/api/contact',
      { ...valid, name: 'Sam Smith' },
      { ip: freshIp(), headers: { 'Accept-Language': 'en' } },
    )
    expect(response.status).toBe(201)
    expect((await stored()).find((row) => row.name === 'Sam Smith')?.locale).toBe('en')
  })

  it('answers 422 with every field error in French, in the Laravel shape, and stores nothing', async () => {
    const before = (await stored()).length
    const response = await postJson(
      t,
      '/api/contact',
      { name: 'C', email: 'pas-un-email', subject: 'vente', message: 'court' },
      { ip: freshIp() },
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Le nom doit contenir au moins 2 caractères. (et 3 autres erreurs)',
      code: 'validation.failed',
      errors: {
        name: ['Le nom doit contenir au moins 2 caractères.'],
        email: ['L’adresse e-mail n’est pas valide.'],
        subject: ['Choisissez un sujet dans la liste.'],
        message: ['Le message doit contenir au moins 10 caractères.'],
      },
    })
    expect((await stored()).length).toBe(before)
  })

  it('says which fields are missing, and says it in English when asked', async () => {
    const french = await postJson(
      t,
      '/api/contact',
      { subject: 'general', message: 'Un message sans nom ni e-mail.' },
      { ip: freshIp() },
    )
    expect(await french.json()).toMatchObject({
      message: 'Ce champ est obligatoire. (et 1 autre erreur)',
      errors: { name: ['Ce champ est obligatoire.'], email: ['Ce champ est obligatoire.'] },
    })
    const english = await postJson(
      t,
      '/api/contact',
      { ...valid, message: 'x'.repeat(5001) },
      { ip: freshIp(), headers: { 'Accept-Language': 'en' } },
    )
    expect(english.status).toBe(422)
    expect(await english.json()).toMatchObject({
      message: 'The message may not be longer than 5000 characters.',
      errors: { message: ['The message may not be longer than 5000 characters.'] },
    })
  })

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const before = (await stored()).length
    const response = await postJson(t, '/api/contact', { ...valid, website: 'https://spam.example' }, { ip: freshIp() })
    expect(response.status).toBe(201)
    expect((await stored()).length).toBe(before)
    // Even an otherwise invalid bot submission cannot tell the honeypot from a success.
    const sloppy = await postJson(t, '/api/contact', { website: 'x' }, { ip: freshIp() })
    expect(sloppy.status).toBe(201)
  })
})

describe('contact rate limit', () => {
  it('refuses the sixth message in 10 minutes from one address with 429 and Retry-After', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await postJson(t, '/api/contact', valid, { ip })).status).toBe(201)
    const refused = await postJson(t, '/api/contact', valid, { ip })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('600')
    expect(await refused.json()).toEqual({ message: 'Trop de tentatives. Réessayez dans 10 min.', code: 'rate_limit.exceeded' })

    // Someone else is not affected.
    expect((await postJson(t, '/api/contact', valid, { ip: freshIp() })).status).toBe(201)

    t.clock.advance(4 * 60_000)
    const later = await postJson(t, '/api/contact', valid, { ip })
    expect(later.status).toBe(429)
    expect(later.headers.get('retry-after')).toBe('360')

    t.clock.advance(6 * 60_000)
    expect((await postJson(t, '/api/contact', valid, { ip })).status).toBe(201)
  })

  it('counts refused attempts too: invalid messages and bots use up the allowance', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) await postJson(t, '/api/contact', { website: 'bot' }, { ip })
    expect((await postJson(t, '/api/contact', valid, { ip })).status).toBe(429)
  })

  it('cannot be exceeded by parallel requests', async () => {
    const ip = freshIp()
    const headers = await t.csrfHeaders()
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        t
          .request('/api/contact', {
            ip,
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify(valid),
          })
          .then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(7)
  })

  it('ignores X-Forwarded-For unless a proxy is declared, then trusts only its own entry', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      // A client rotating forged X-Forwarded-For values is still one address.
      await postJson(t, '/api/contact', valid, { ip, headers: { 'X-Forwarded-For': `198.51.100.${i}` } })
    }
    expect((await postJson(t, '/api/contact', valid, { ip, headers: { 'X-Forwarded-For': '198.51.100.99' } })).status).toBe(429)

    const behindProxy = t.withEnv({ TRUST_PROXY_HOPS: '1' })
    const proxy = freshIp()
    for (let i = 0; i < 5; i++) {
      const status = (
        await postJson(behindProxy, '/api/contact', valid, { ip: proxy, headers: { 'X-Forwarded-For': '192.0.2.7' } })
      ).status
      expect(status).toBe(201)
    }
    const sameClient = await postJson(behindProxy, '/api/contact', valid, {
      ip: proxy,
      headers: { 'X-Forwarded-For': '10.9.9.9, 192.0.2.7' },
    })
    expect(sameClient.status).toBe(429)
    const otherClient = await postJson(behindProxy, '/api/contact', valid, {
      ip: proxy,
      headers: { 'X-Forwarded-For': '192.0.2.8' },
    })
    expect(otherClient.status).toBe(201)
  })

  it('stores no address in clear', async () => {
    const keys = await t.db.selectFrom('rate_limits').select('key').execute()
    expect(keys.length).toBeGreaterThan(0)
    for (const { key } of keys) expect(key).toMatch(/^[0-9a-f]{64}$/)
  })
})
