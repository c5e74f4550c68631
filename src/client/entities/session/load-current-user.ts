import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { getBrowserCookie } from '#client/lib/cookies.ts'
import { cacheOwner, cacheRestored, removePersistedCache, setCacheOwner } from '#client/lib/query-persistence.ts'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import type { User } from '#shared/user.ts'
import { currentUserQuery, fetchCurrentUser, sessionKeys } from './api/current-user.ts'

const startups = new WeakMap<QueryClient, Promise<User | null>>()
const confirmations = new WeakMap<QueryClient, Promise<User | null>>()

/** How long start-up waits for IndexedDB before going on without the persisted cache. */
const restoreTimeoutMs = 3000
/**
 * How long start-up waits for the server's word on the session. A weak signal can hold a request
 * for minutes without failing; past this, the last known user stands (or nobody, on a new device).
 */
export const confirmTimeoutMs = 10_000
/**
 * How long the first screen waits for that word when the device knows the user: on a good network
 * the server answers well within it and the screens open on fresh data; on a weak signal they open
 * on the device's copy instead of waiting.
 */
export const knownUserGraceMs = 1500

/**
 * The current user for guards and start-up. The first call (at app start) waits for the
 * persisted cache. When it holds the user this device was signed in with, the server's answer is
 * awaited for `knownUserGraceMs` only: past that, that user is the answer and the server confirms
 * in the background (`confirmCurrentUser`), so a nurse on a weak signal sees their screens without
 * waiting on the network. Otherwise the answer waits for the server. Later calls read the cache,
 * which login and logout keep up to date.
 */
export function loadCurrentUser(client: QueryClient): Promise<User | null> {
  const started = startups.get(client)
  if (started) return started.then(() => client.getQueryData(currentUserQuery.queryKey) ?? null)
  const startup = firstUser(client)
  startups.set(client, startup)
  return startup
}

/**
 * The user as the server sees them at start (the last known user when it cannot be reached).
 * Whatever must not run for the wrong account waits for this: replaying the queued mutations,
 * and the check that the screens shown from the device's cache were the right ones.
 */
export function confirmCurrentUser(client: QueryClient): Promise<User | null> {
  let confirmation = confirmations.get(client)
  if (!confirmation) {
    confirmation = askServer(client)
    confirmations.set(client, confirmation)
  }
  return confirmation
}

/**
 * Asks the server again who is signed in, as at start: the realtime stream does when it fails, so
 * that a session ended elsewhere is handled as at start (the device's data dropped, the guards run
 * again through the session listeners). Offline or unanswered, the last known user stays.
 */
export function recheckSession(client: QueryClient): Promise<User | null> {
  const confirmation = askNow(client)
  confirmations.set(client, confirmation)
  return confirmation
}

async function firstUser(client: QueryClient): Promise<User | null> {
  await restored()
  const confirmation = confirmCurrentUser(client)
  const known = client.getQueryData(currentUserQuery.queryKey)
  const stillSignedIn = getBrowserCookie(SESSION_HINT_COOKIE) !== null
  if (!known || !stillSignedIn || cacheOwner() !== String(known.id)) return confirmation
  const graceOver = Symbol('grace over')
  const early = await Promise.race([
    confirmation,
    new Promise<typeof graceOver>((resolve) => setTimeout(() => resolve(graceOver), knownUserGraceMs)),
  ])
  return early === graceOver ? known : early
}

function restored(): Promise<unknown> {
  return Promise.race([cacheRestored, new Promise((resolve) => setTimeout(resolve, restoreTimeoutMs))])
}

/**
 * How long after a start whose session check got no answer while online (a timeout, a failing
 * server) the server is asked again; offline, it is asked as soon as the network returns.
 */
export const askAgainAfterMs = 30_000

async function askServer(client: QueryClient): Promise<User | null> {
  await restored()
  return askNow(client)
}

async function askNow(client: QueryClient): Promise<User | null> {
  let user: User | null
  try {
    user = await client.fetchQuery({
      ...currentUserQuery,
      queryFn: () => fetchCurrentUser({ timeout: confirmTimeoutMs }),
      staleTime: 0,
    })
  } catch {
    // No answer: offline, too slow, or the server failing. Who is signed in is then unknown, so
    // nothing is dropped: the last known user, their data and their queue stay through any
    // number of such starts (docs/offline.md), and the server is asked again later.
    askAgainLater(client)
    return client.getQueryData(currentUserQuery.queryKey) ?? null
  }
  await adoptCacheOwner(client, user)
  for (const listener of sessionListeners.get(client) ?? []) listener(user)
  return user
}

type SessionListener = (user: User | null) => void
const sessionListeners = new WeakMap<QueryClient, Set<SessionListener>>()

/**
 * Calls `listener` with each answer of the server about the session, once the start-up check
 * (or a later one, after a start that could not reach the server) gets it; the app runs its
 * guards again when that answer changes who is signed in.
 */
export function onSessionConfirmed(client: QueryClient, listener: SessionListener): () => void {
  let listeners = sessionListeners.get(client)
  if (!listeners) {
    listeners = new Set()
    sessionListeners.set(client, listeners)
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const askingAgain = new WeakSet<QueryClient>()

function askAgainLater(client: QueryClient): void {
  if (askingAgain.has(client)) return
  askingAgain.add(client)
  let timer: ReturnType<typeof setTimeout> | undefined
  const known = client.getQueryState(currentUserQuery.queryKey)?.dataUpdatedAt
  const askAgain = () => {
    unsubscribe()
    clearTimeout(timer)
    askingAgain.delete(client)
    // A login or a logout since has settled who is signed in (a logout made offline is being
    // sent now): asking again would only bring the old answer back.
    if (client.getQueryState(currentUserQuery.queryKey)?.dataUpdatedAt !== known) return
    confirmations.set(client, askServer(client))
  }
  const unsubscribe = onlineManager.subscribe((online) => {
    if (online) askAgain()
  })
  if (onlineManager.isOnline()) timer = setTimeout(askAgain, askAgainAfterMs)
}

/**
 * The persisted cache belongs to one user. When the session says someone else (or nobody), the
 * data and the queued mutations restored for the previous owner are dropped, never shown or sent.
 */
export async function adoptCacheOwner(client: QueryClient, user: User | null): Promise<void> {
  const previous = cacheOwner()
  const next = user ? String(user.id) : null
  if (previous === next) return
  if (previous !== null) {
    client.getMutationCache().clear()
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] })
    await removePersistedCache(previous).catch((error: unknown) => console.error('Could not drop a previous cache', error))
  }
  setCacheOwner(next)
}
