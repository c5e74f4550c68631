import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient } from './api-client.ts'

interface Call {
  url: string
  method: string
  headers: Headers
  body: unknown
}

/** A fake network: answers each call with the next queued response and records what was sent. */
function fakeNetwork(cookies: Record<string, string>) {
  const calls: Call[] = []
  const answers: Array<(call: Call) => Response | Promise<Response>> = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    }
    calls.push(call)
    if (call.url === '/sanctum/csrf-cookie') {
      cookies['XSRF-TOKEN'] = `token-${calls.length}`
      return new Response(null, { status: 204 })
    }
    const answer = answers.shift()
    if (!answer) throw new Error(`unexpected call ${call.method} ${call.url}`)
    return answer(call)
  })
  const client = createApiClient({
    fetch: fetch as typeof globalThis.fetch,
    getCookie: (name) => cookies[name] ?? null,
  })
  return { client, calls, reply: (answer: (call: Call) => Response | Promise<Response>) => answers.push(answer) }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  vi.useRealTimers()
})

describe('api client', () => {
  it('sends cookies, JSON accept and the language of the lang cookie, French by default', async () => {
    const cookies: Record<string, string> = {}
    const net = fakeNetwork(cookies)
    net.reply(() => json(200, { ok: 1 }))
    net.reply(() => json(200, { ok: 2 }))

    expect(await net.client('/user')).toEqual({ ok: 1 })
    cookies.lang = 'en'
    await net.client('/user')

    expect(net.calls[0]?.url).toBe('/api/user')
    expect(net.calls[0]?.headers.get('accept-language')).toBe('fr')
    expect(net.calls[0]?.headers.get('accept')).toBe('application/json')
    expect(net.calls[1]?.headers.get('accept-language')).toBe('en')
  })

  it('ignores an unknown language cookie and falls back to French', async () => {
    const net = fakeNetwork({ lang: 'de' })
    net.reply(() => json(200, {}))
    await net.client('/user')
    expect(net.calls[0]?.headers.get('accept-language')).toBe('fr')
  })

  it('never sends the anti-forgery header on a GET', async () => {
    const net = fakeNetwork({ 'XSRF-TOKEN': 'abc' })
    net.reply(() => json(200, {}))
    await net.client('/user')
    expect(net.calls[0]?.headers.has('x-xsrf-token')).toBe(false)
  })

  it('sends the XSRF-TOKEN cookie, decoded, as X-XSRF-TOKEN on POST, PUT, PATCH and DELETE', async () => {
    const net = fakeNetwork({ 'XSRF-TOKEN': 'a=b+c' })
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      net.reply(() => json(200, {}))
      await net.client('/thing', { method, body: { a: 1 } })
    }
    expect(net.calls.map((c) => c.headers.get('x-xsrf-token'))).toEqual(['a=b+c', 'a=b+c', 'a=b+c', 'a=b+c'])
    expect(net.calls.every((c) => !c.url.includes('csrf'))).toBe(true)
  })

  it('fetches the anti-forgery cookie first when it is missing', async () => {
    const net = fakeNetwork({})
    net.reply(() => json(201, { id: 1 }))
    await net.client('/contact', { method: 'POST', body: { name: 'A' } })
    expect(net.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /sanctum/csrf-cookie', 'POST /api/contact'])
    expect(net.calls[1]?.headers.get('x-xsrf-token')).toBe('token-1')
  })

  it('refreshes the token and retries exactly once after a 419', async () => {
    const net = fakeNetwork({ 'XSRF-TOKEN': 'stale' })
    net.reply(() => json(419, { message: 'CSRF token mismatch.' }))
    net.reply(() => json(200, { saved: true }))
    expect(await net.client('/thing', { method: 'PUT', body: {} })).toEqual({ saved: true })
    expect(net.calls.map((c) => `${c.method} ${c.url} ${c.headers.get('x-xsrf-token') ?? ''}`)).toEqual([
      'PUT /api/thing stale',
      'GET /sanctum/csrf-cookie ',
      'PUT /api/thing token-2',
    ])
  })

  it('gives up after a second 419', async () => {
    const net = fakeNetwork({ 'XSRF-TOKEN': 'stale' })
    net.reply(() => json(419, { message: 'CSRF token mismatch.' }))
    net.reply(() => json(419, { message: 'CSRF token mismatch.' }))
    await expect(net.client('/thing', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 419 })
    expect(net.calls.filter((c) => c.url === '/api/thing')).toHaveLength(2)
  })

  it('serialises plain bodies as JSON', async () => {
    const net = fakeNetwork({ 'XSRF-TOKEN': 't' })
    net.reply(() => json(200, {}))
    await net.client('/thing', { method: 'POST', body: { name: 'Élise' } })
    expect(net.calls[0]?.headers.get('content-type')).toBe('application/json')
    expect(net.calls[0]?.body).toBe('{"name":"Élise"}')
  })

  it('sends FormData as it is, letting the browser write the multipart content type', async () => {
    const net = fakeNetwork({ 'XSRF-TOKEN': 't' })
    net.reply(() => json(200, {}))
    const form = new FormData()
    form.set('avatar', new Blob(['x']), 'a.webp')
    await net.client('/users/1/update-profil', { method: 'POST', body: form, headers: { 'Content-Type': 'application/json' } })
    expect(net.calls[0]?.body).toBe(form)
    expect(net.calls[0]?.headers.has('content-type')).toBe(false)
  })

  it('abandons a call that exceeds its timeout with a timeout error', async () => {
    vi.useFakeTimers()
    const net = fakeNetwork({})
    net.reply(
      () =>
        new Promise<Response>(() => {
          // never answers
        }),
    )
    // The fake fetch ignores the signal, like a hung server would; the client must still settle.
    const pending = net.client('/slow', { timeout: 1000 }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(999)
    let settled = false
    void pending.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, code: 'timeout' })
  })

  it('normalises errors to the Laravel shape with the field errors of a 422', async () => {
    const net = fakeNetwork({ 'XSRF-TOKEN': 't' })
    net.reply(() => json(422, { message: 'Données invalides', errors: { email: ['E-mail invalide'] } }))
    const error = await net.client('/contact', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 422,
      code: 'http',
      message: 'Données invalides',
      errors: { email: ['E-mail invalide'] },
    })
  })

  it('keeps the plan of a subscription.required refusal, for the upsell', async () => {
    const net = fakeNetwork({ 'XSRF-TOKEN': 't' })
    const plan = { id: 2, slug: 'titulaire', name: 'Titulaire' }
    net.reply(() => json(403, { message: 'Réservé aux abonnés.', code: 'subscription.required', plan }))
    const error = await net.client('/replacements/5/publish', { method: 'POST' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 403, body: { code: 'subscription.required', plan } })
  })

  it('turns a network failure into a status 0 network error', async () => {
    const net = fakeNetwork({})
    net.reply(() => {
      throw new TypeError('Failed to fetch')
    })
    await expect(net.client('/user')).rejects.toMatchObject({ status: 0, code: 'network' })
  })

  it('logs a 500 to the console and still rejects', async () => {
    const log = vi.fn()
    const fetch = vi.fn(async () => json(500, { message: 'Erreur serveur' }))
    const client = createApiClient({ fetch: fetch as typeof globalThis.fetch, getCookie: () => null, logServerError: log })
    await expect(client('/user')).rejects.toMatchObject({ status: 500, message: 'Erreur serveur' })
    expect(log).toHaveBeenCalledTimes(1)
  })
})
