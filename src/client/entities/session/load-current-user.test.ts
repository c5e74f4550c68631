// @vitest-environment jsdom
import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  cacheOwner,
  serializeForDevice,
  setCacheOwner,
  shouldPersistQuery,
  signalCacheRestored,
} from '#client/lib/query-persistence.ts'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import { type User, userSchema } from '#shared/user.ts'
import { currentUserQuery } from './api/current-user.ts'
import {
  confirmCurrentUser,
  confirmTimeoutMs,
  knownUserGraceMs,
  loadCurrentUser,
  onSessionConfirmed,
} from './load-current-user.ts'

// jsdom has no IndexedDB: dropping a previous owner's persisted cache is a no-op here.
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  del: async () => {},
  get: async () => undefined,
  keys: async () => [],
  set: async () => {},
}))

const nurse: User = userSchema.parse({
  id: 7,
  email: 'claire@example.fr',
  email_verified_at: '2025-01-01T00:00:00Z',
  account_type: 'nurse',
  first_name: 'Claire',
  last_name: null,
  roles: ['remplacant'],
  active_role: 'remplacant',
  profile: null,
})

/** A server whose answer to GET /api/user the test gives when it wants (or never). */
function slowServer() {
  let answer: (response: Response) => void = () => {}
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return {
    fetch,
    async answer(status: number, body: unknown) {
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
      answer(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
    },
  }
}

/** A device the nurse signed in on before: their user restored from the persisted cache. */
function deviceThatKnows(user: User) {
  const client = new QueryClient()
  client.setQueryData(currentUserQuery.queryKey, user)
  setCacheOwner(String(user.id))
  // biome-ignore lint/suspicious/noDocumentCookie: the session hint the server sets at login
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`
  return client
}

async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  for (let i = 0; i < 10; i++) await Promise.resolve()
  return settled
}

beforeAll(() => signalCacheRestored())

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test's cookie
  document.cookie = `${SESSION_HINT_COOKIE}=; max-age=0; path=/`
  localStorage.clear()
})

describe('the current user at start', () => {
  it('is the server’s fresh answer when it comes quickly, even on a device that knows the user', async () => {
    const server = slowServer()
    const client = deviceThatKnows(nurse)
    const first = loadCurrentUser(client)
    await server.answer(200, { ...nurse, commune_name: 'Saint-Malo' })
    await expect(first).resolves.toMatchObject({ id: 7, commune_name: 'Saint-Malo' })
  })

  it('is the user this device knows, after a short grace, while the server is slow to confirm', async () => {
    vi.useFakeTimers()
    const server = slowServer()
    const client = deviceThatKnows(nurse)
    const first = loadCurrentUser(client)
    await vi.advanceTimersByTimeAsync(knownUserGraceMs - 1)
    expect(await isSettled(first)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(first).resolves.toEqual(nurse)
    expect(server.fetch).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
    const confirmation = confirmCurrentUser(client)
    expect(await isSettled(confirmation)).toBe(false)
    await server.answer(200, { ...nurse, first_name: 'Claire-Marie' })
    await expect(confirmation).resolves.toMatchObject({ id: 7, first_name: 'Claire-Marie' })
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({ first_name: 'Claire-Marie' })
  })

  it('is nobody once the server says the session ended, and the device forgets the user’s data', async () => {
    const server = slowServer()
    const client = deviceThatKnows(nurse)
    client.setQueryData(['replacements', 'mine'], ['offer'])
    const first = loadCurrentUser(client)
    await server.answer(401, { message: 'Non authentifié.' })
    await expect(first).resolves.toBeNull()
    await expect(confirmCurrentUser(client)).resolves.toBeNull()
    expect(cacheOwner()).toBeNull()
    expect(client.getQueryData(['replacements', 'mine'])).toBeUndefined()
    await expect(loadCurrentUser(client)).resolves.toBeNull()
  })

  it('waits for the server on a device that knows nobody', async () => {
    const server = slowServer()
    const client = new QueryClient()
    // biome-ignore lint/suspicious/noDocumentCookie: signed in on this browser, nothing cached yet
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`
    const first = loadCurrentUser(client)
    expect(await isSettled(first)).toBe(false)
    await server.answer(200, nurse)
    await expect(first).resolves.toEqual(nurse)
    expect(cacheOwner()).toBe('7')
  })

  it('keeps the last known user when the server does not answer in time (weak signal)', async () => {
    vi.useFakeTimers()
    slowServer()
    const client = deviceThatKnows(nurse)
    const first = loadCurrentUser(client)
    await vi.advanceTimersByTimeAsync(knownUserGraceMs)
    await expect(first).resolves.toEqual(nurse)
    const confirmation = confirmCurrentUser(client)
    await vi.advanceTimersByTimeAsync(confirmTimeoutMs)
    await expect(confirmation).resolves.toEqual(nurse)
    expect(cacheOwner()).toBe('7')
  })

  it('is nobody without asking when the browser holds no sign-in, whatever the cache says', async () => {
    const server = slowServer()
    const client = deviceThatKnows(nurse)
    // biome-ignore lint/suspicious/noDocumentCookie: signed out (the server removed the hint)
    document.cookie = `${SESSION_HINT_COOKIE}=; max-age=0; path=/`
    await expect(loadCurrentUser(client)).resolves.toBeNull()
    expect(server.fetch).not.toHaveBeenCalled()
  })
})

describe('starts without an answer from the server', () => {
  /** A network that fails every request, as offline. */
  function offline() {
    const fetch = vi.fn((): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  it('keep the last known user, their data and their queued changes through any number of starts', async () => {
    offline()
    onlineManager.setOnline(false)
    onTestFinished(() => onlineManager.setOnline(true))
    let device = deviceThatKnows(nurse)
    device.setQueryData(['replacements', 'mine'], ['offer'])
    device
      .getMutationCache()
      .build(device, { mutationKey: ['apply'], networkMode: 'online' })
      .execute(undefined)
      .catch(() => {})
    for (let start = 1; start <= 3; start += 1) {
      // What the device writes after this start is what the next one restores.
      const written = serializeForDevice({
        timestamp: Date.now(),
        buster: 'build',
        clientState: dehydrate(device, { shouldDehydrateQuery: shouldPersistQuery }),
      })
      device = new QueryClient()
      hydrate(device, (JSON.parse(written) as PersistedClient).clientState)
      await expect(loadCurrentUser(device)).resolves.toEqual(nurse)
      await expect(confirmCurrentUser(device)).resolves.toEqual(nurse)
      expect(cacheOwner()).toBe('7')
      expect(device.getQueryState(currentUserQuery.queryKey)?.status).toBe('error')
      expect(device.getQueryData(['replacements', 'mine'])).toEqual(['offer'])
      expect(
        device
          .getMutationCache()
          .getAll()
          .filter((mutation) => mutation.state.isPaused),
      ).toHaveLength(1)
    }
  })

  it('drop nothing when the device’s copy could not be read (no known user)', async () => {
    offline()
    const client = new QueryClient()
    setCacheOwner('7')
    // biome-ignore lint/suspicious/noDocumentCookie: signed in on this browser
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`
    client.getMutationCache().build(client, { mutationKey: ['apply'] })
    await expect(loadCurrentUser(client)).resolves.toBeNull()
    expect(cacheOwner()).toBe('7')
    expect(client.getMutationCache().getAll()).toHaveLength(1)
  })

  it('ask the server again when the network returns, and a 401 then ends the session', async () => {
    onlineManager.setOnline(false)
    const fetch = offline()
    const client = deviceThatKnows(nurse)
    client.setQueryData(['replacements', 'mine'], ['offer'])
    const answers: (User | null)[] = []
    const stop = onSessionConfirmed(client, (user) => answers.push(user))
    try {
      await expect(confirmCurrentUser(client)).resolves.toEqual(nurse)
      expect(answers).toEqual([])
      fetch.mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify({ message: 'Non authentifié.' }), {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      )
      onlineManager.setOnline(true)
      await vi.waitFor(() => expect(answers).toEqual([null]))
      expect(cacheOwner()).toBeNull()
      expect(client.getQueryData(['replacements', 'mine'])).toBeUndefined()
    } finally {
      stop()
      onlineManager.setOnline(true)
    }
  })
})
