import { Hono } from 'hono'
import { communeSearchQuerySchema, inseePattern } from '#shared/commune.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateQuery } from '../../http/validate.ts'
import { findCommune, searchCommunes } from './communes.repository.ts'

// Public reference data that changes once a year: browsers and the service worker may keep it.
const CACHE_ONE_DAY = 'public, max-age=86400'

export const communesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { q, limit } = validateQuery(c, communeSearchQuerySchema)
    const communes = await searchCommunes(c.get('deps').db, q, limit)
    c.header('Cache-Control', CACHE_ONE_DAY)
    return c.json({ communes })
  })
  .get('/:insee', async (c) => {
    const insee = c.req.param('insee').toUpperCase()
    if (!inseePattern.test(insee)) throw new HttpError(404, 'commune.not_found')
    const commune = await findCommune(c.get('deps').db, insee)
    if (!commune) throw new HttpError(404, 'commune.not_found')
    c.header('Cache-Control', CACHE_ONE_DAY)
    return c.json({ commune })
  })
