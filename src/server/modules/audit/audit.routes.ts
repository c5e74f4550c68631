import { Hono } from 'hono'
import { auditQuerySchema } from '#shared/audit.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateQuery } from '../../http/validate.ts'
import { requireAdmin } from '../../middleware/session.ts'
import { listAudit } from './audit.repository.ts'

export const auditRoutes = new Hono<AppEnv>()
  /** GET /api/admin/audit?subject_type=&subject_id=&page=&perPage=: the admin actions, newest first. */
  .get('/admin/audit', requireAdmin, async (c) => {
    const query = validateQuery(c, auditQuerySchema)
    const result = await listAudit(c.get('deps').db, {
      subjectType: query.subject_type,
      subjectId: query.subject_id,
      page: query.page,
      perPage: query.perPage,
    })
    return c.json(result)
  })
