import { Hono } from 'hono'
import { nurseSearchQuerySchema } from '#shared/nurse-search.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateQuery } from '../../http/validate.ts'
import { publicSearchLimit } from '../../middleware/rate-limit.ts'
import { findCommunePosition, searchNurses } from './nurse-search.repository.ts'

export const nurseSearchRoutes = new Hono<AppEnv>()
  /**
   * GET /api/nurses/search?commune=<INSEE>&care_type=<slug>&page=&perPage=: the nurses whose zone
   * covers the commune and who accept new patients, nearest first; `{ nurses, count }`. Public.
   * Registered before GET /api/nurses/{id}, which would otherwise take "search" for an id.
   * Limited per client address (publicSearchLimit).
   */
  .get('/nurses/search', publicSearchLimit('nurse-search'), async (c) => {
    const query = validateQuery(c, nurseSearchQuerySchema)
    const { db } = c.get('deps')
    const point = await findCommunePosition(db, query.commune)
    if (!point) throw fieldErrors(c.get('locale'), 'validation.failed', { commune: 'commune.unknown' })
    const result = await searchNurses(db, {
      lat: point.lat,
      lng: point.lng,
      careType: query.care_type,
      page: query.page,
      perPage: query.perPage,
    })
    // No cache (the /api default): a nurse who stops accepting patients disappears at once.
    return c.json(result)
  })
