import { type Context, Hono } from 'hono'
import {
  adminApplicationsQuerySchema,
  adminReplacementsQuerySchema,
  unpublishReplacementSchema,
} from '#shared/admin-replacements.ts'
import { parisToday } from '#shared/dates.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { findOfferState } from '../replacements/replacements.repository.ts'
import {
  findAdminReplacement,
  listAdminReplacements,
  listOfferApplications,
  replacementExists,
} from './admin-replacements.repository.ts'
import { unpublishOffer } from './admin-replacements.service.ts'

/**
 * The offers back office, admins only (requireAdmin: account type, verified address,
 * two-factor). Admins read every offer, drafts included, and take a published or filled one off
 * the marketplace with a reason mailed to its author.
 */

const today = (c: Context<AppEnv>) => parisToday(c.get('deps').clock.now())

async function detailOrThrow(c: Context<AppEnv>, id: number) {
  const detail = await findAdminReplacement(c.get('deps').db, id, today(c))
  if (!detail) throw new HttpError(404, 'http.not_found')
  return detail
}

export const adminReplacementRoutes = new Hono<AppEnv>()
  /** GET /api/admin/replacements?page&perPage&filters&sort&direction → `{ replacements, count }`. */
  .get('/admin/replacements', requireAdmin, async (c) => {
    const { page, perPage, sort, direction, ...filters } = validateQuery(c, adminReplacementsQuerySchema)
    return c.json(await listAdminReplacements(c.get('deps').db, { filters, sort, direction, page, perPage, today: today(c) }))
  })

  /** GET /api/admin/replacements/{id}: the offer, its change history, applications and audit entries. */
  .get('/admin/replacements/:id{[0-9]+}', requireAdmin, async (c) => c.json(await detailOrThrow(c, pathId(c.req.param('id')))))

  /** GET /api/admin/replacements/{id}/applications?status&page&perPage: the offer's "interests". */
  .get('/admin/replacements/:id{[0-9]+}/applications', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const query = validateQuery(c, adminApplicationsQuerySchema)
    const { db } = c.get('deps')
    if (!(await replacementExists(db, id))) throw new HttpError(404, 'http.not_found')
    return c.json(await listOfferApplications(db, id, query))
  })

  /**
   * POST /api/admin/replacements/{id}/unpublish {reason}: a published or filled offer becomes
   * cancelled, its author and applicants told, in one transaction (admin-replacements.service.ts).
   */
  .post('/admin/replacements/:id{[0-9]+}/unpublish', requireAdmin, async (c) => {
    const admin = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db, clock, mail } = c.get('deps')
    const now = clock.now()
    const day = parisToday(now)
    if (!(await findOfferState(db, id, day))) throw new HttpError(404, 'http.not_found')
    const { reason } = await validateJson(c, unpublishReplacementSchema)

    await inTransaction(db, (trx) => unpublishOffer(trx, mail, admin.id, id, reason, day, now))
    c.get('logger').info({ event: 'admin.replacement_unpublished', actor_id: admin.id, replacement_id: id }, 'admin')
    return c.json({
      message: translate(c.get('locale'), 'admin_replacements.unpublished'),
      replacement: await detailOrThrow(c, id),
    })
  })
