import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createTestApp, postJson } from './helpers/test-app.ts'

const t = await createTestApp()

describe('unknown API paths', () => {
  it('answer a JSON 404 in the Laravel shape, for any method', async () => {
    const response = await t.request('/api/does-not-exist')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ message: 'Ressource introuvable.', code: 'http.not_found' })

    const deep = await postJson(t, '/api/a/b/c', {})
    expect(deep.status).toBe(404)
    const wrongMethod = await postJson(t, '/api/health', {})
    expect(wrongMethod.status).toBe(404)
    expect((await wrongMethod.json()).code).toBe('http.not_found')
  })
})

describe('Accept-Language', () => {
  const ask = async (value: string) => {
    const response = await t.request('/api/nowhere', { headers: { 'Accept-Language': value } })
    return { response, body: await response.text() }
  }

  it('answers in English when English is preferred, French otherwise', async () => {
    expect(JSON.parse((await ask('en-US,en;q=0.9,fr;q=0.8')).body).message).toBe('Not found.')
    expect(JSON.parse((await ask('fr-FR,fr;q=0.9,en;q=0.8')).body).message).toBe('Ressource introuvable.')
    expect(JSON.parse((await ask('de-DE,en;q=0.5,fr;q=0.7')).body).message).toBe('Ressource introuvable.')
    expect(JSON.parse((await ask('de-DE,en;q=0.5')).body).message).toBe('Not found.')
  })

  it('falls back to French for unknown, malformed or oversized values and never echoes them', async () => {
    for (const value of ['de-DE', 'xx-<script>', 'en;q=abc', 'en;q=0', `en,${'x'.repeat(400)}`, '*']) {
      const { response, body } = await ask(value)
      expect(JSON.parse(body).message, value).toBe('Ressource introuvable.')
      expect(body).not.toContain(value.slice(0, 20))
      for (const [, header] of response.headers) expect(header).not.toContain(value.slice(0, 20))
    }
  })

  it('says API answers vary by language', async () => {
    const { response } = await ask('en')
    expect(response.headers.get('vary')).toContain('Accept-Language')
  })
})

describe('request bodies', () => {
  it('refuses a body that is not JSON with a clear French message', async () => {
    const headers = await t.csrfHeaders()
    const form = await t.request('/api/contact', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'text/plain' },
      body: 'hello',
    })
    expect(form.status).toBe(400)
    expect(await form.json()).toEqual({
      message: 'Le corps de la requête doit être du JSON (Content-Type: application/json).',
      code: 'body.not_json',
    })
  })

  it('refuses malformed JSON with 400, not a 500', async () => {
    const headers = await t.csrfHeaders()
    const response = await t.request('/api/contact', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"name": "Camille",',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Le corps de la requête n’est pas un JSON valide.',
      code: 'body.malformed_json',
    })
  })

  it('refuses a body over 1 MB with 413', async () => {
    const response = await postJson(t, '/api/contact', { message: 'x'.repeat(1024 * 1024 + 10) })
    expect(response.status).toBe(413)
    expect((await response.json()).message).toBe('La requête est trop volumineuse.')
  })

  it('answers a JSON value that is not an object with 422', async () => {
    const response = await postJson(t, '/api/contact', ['not', 'an', 'object'])
    expect(response.status).toBe(422)
    expect((await response.json()).code).toBe('validation.failed')
  })
})

describe('unexpected errors', () => {
  // Last in the file: it breaks the database on purpose.
  it('answer 500 with a plain sentence, log the error with the request id, never show SQL or a stack', async () => {
    await sql`drop table contact_messages`.execute(t.db)
    const response = await postJson(t, '/api/contact', {
      name: 'Camille Durand',
      email: 'camille@example.fr',
      subject: 'general',
      message: 'Un message assez long.',
    })
    expect(response.status).toBe(500)
    const body = await response.text()
    expect(JSON.parse(body)).toEqual({ message: 'Une erreur est survenue. Réessayez dans un instant.', code: 'server.error' })
    expect(body).not.toMatch(/contact_messages|insert|relation|at .*\.ts/i)

    const id = response.headers.get('x-request-id')
    const logged = t.logs.find((line) => line.reqId === id && line.level === 50)
    expect(logged?.msg).toBe('unhandled error')
    expect(logged?.err?.message).toMatch(/contact_messages/)
  })
})
