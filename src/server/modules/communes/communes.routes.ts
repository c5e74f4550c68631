import { Hono } from 'hono'
import { communeSearchQuerySchema, inseePattern } from '#shared/commune.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateQuery } from '../../http/validate.ts'
import { publicSearchLimit } from '../../middleware/rate-limit.ts'
import { lookUpCommune } from './communes.loading.ts'
import { findCommune, searchCommunes } from './communes.repository.ts'

// Public reference data that changes once a year: browsers and the service worker may keep it.
const CACHE_ONE_DAY = 'public, max-age=86400'

// Anyone may ask, once per pause in the typing: limited per client address, both routes together.
const communesLimit = publicSearchLimit('communes')

export const communesRoutes = new Hono<AppEnv>()
  .get('/', communesLimit, async (c) => {
    const { q, limit } = validateQuery(c, communeSearchQuerySchema)
    const { db } = c.get('deps')
    // Nothing found and the communes not loaded yet: wait for the load, else 503 (lookUpCommune).
    const communes =
      (await lookUpCommune(db, async () => {
        const found = await searchCommunes(db, q, limit)
        return found.length > 0 ? found : undefined
      })) ?? []
    c.header('Cache-Control', CACHE_ONE_DAY)
    return c.json({ communes })
  })
  .get('/:insee', communesLimit, async (c) => {
    const insee = c.req.param('insee').toUpperCase()
    if (!inseePattern.test(insee)) throw new HttpError(404, 'commune.not_found')
    const { db } = c.get('deps')
    const commune = await lookUpCommune(db, () => findCommune(db, insee))
    if (!commune) throw new HttpError(404, 'commune.not_found')
    c.header('Cache-Control', CACHE_ONE_DAY)
    return c.json({ commune })
  })
