import { setTimeout as sleep } from 'node:timers/promises'
import { Hono } from 'hono'
import { communeSearchQuerySchema, inseePattern } from '#shared/commune.ts'
import type { Db } from '../../db/connect.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateQuery } from '../../http/validate.ts'
import { publicSearchLimit } from '../../middleware/rate-limit.ts'
import { communesLoaded } from './communes.loader.ts'
import { findCommune, searchCommunes } from './communes.repository.ts'

// Public reference data that changes once a year: browsers and the service worker may keep it.
const CACHE_ONE_DAY = 'public, max-age=86400'
// The first load runs in the background after a fresh start (a few seconds): a request that
// comes meanwhile waits for it this long, then is told to come back.
const LOADING_WAIT_MS = 3000
const LOADING_POLL_MS = 200

/**
 * Nothing found and the communes not loaded yet: wait for the load, else 503 with Retry-After.
 * Checked only when nothing was found, so that a normal search costs no extra query.
 */
async function untilLoaded(db: Db): Promise<void> {
  const deadline = Date.now() + LOADING_WAIT_MS
  while (!(await communesLoaded(db))) {
    if (Date.now() >= deadline) throw new HttpError(503, 'commune.loading', { headers: { 'Retry-After': '5' } })
    await sleep(LOADING_POLL_MS)
  }
}

// Anyone may ask, once per pause in the typing: limited per client address, both routes together.
const communesLimit = publicSearchLimit('communes')

export const communesRoutes = new Hono<AppEnv>()
  .get('/', communesLimit, async (c) => {
    const { q, limit } = validateQuery(c, communeSearchQuerySchema)
    const { db } = c.get('deps')
    let communes = await searchCommunes(db, q, limit)
    if (communes.length === 0 && !(await communesLoaded(db))) {
      await untilLoaded(db)
      communes = await searchCommunes(db, q, limit)
    }
    c.header('Cache-Control', CACHE_ONE_DAY)
    return c.json({ communes })
  })
  .get('/:insee', communesLimit, async (c) => {
    const insee = c.req.param('insee').toUpperCase()
    if (!inseePattern.test(insee)) throw new HttpError(404, 'commune.not_found')
    const { db } = c.get('deps')
    let commune = await findCommune(db, insee)
    if (!commune && !(await communesLoaded(db))) {
      await untilLoaded(db)
      commune = await findCommune(db, insee)
    }
    if (!commune) throw new HttpError(404, 'commune.not_found')
    c.header('Cache-Control', CACHE_ONE_DAY)
    return c.json({ commune })
  })
