import { setTimeout as sleep } from 'node:timers/promises'
import type { Db } from '../../db/connect.ts'
import { HttpError } from '../../http/http-error.ts'
import { communesLoaded } from './communes.loader.ts'

// The first load runs in the background after a fresh start (a few seconds): a request that
// needs a commune meanwhile waits for it this long, then is told to come back.
const LOADING_WAIT_MS = 3000
const LOADING_POLL_MS = 200

/** Waits for the first load of the communes, else 503 with Retry-After ('commune.loading'). */
export async function untilCommunesLoaded(db: Db): Promise<void> {
  const deadline = Date.now() + LOADING_WAIT_MS
  while (!(await communesLoaded(db))) {
    if (Date.now() >= deadline) throw new HttpError(503, 'commune.loading', { headers: { 'Retry-After': '5' } })
    await sleep(LOADING_POLL_MS)
  }
}

/**
 * A lookup of the communes table that found nothing. Before the first load is done that proves
 * nothing about the code the user chose: the lookup waits for the load and runs again, or the
 * request gets 503 with Retry-After, never "choose a commune from the list". Checked only after a
 * miss, so that a found commune costs no extra query.
 */
export async function lookUpCommune<T>(db: Db, lookup: () => Promise<T | undefined>): Promise<T | undefined> {
  const found = await lookup()
  if (found !== undefined || (await communesLoaded(db))) return found
  await untilCommunesLoaded(db)
  return lookup()
}
