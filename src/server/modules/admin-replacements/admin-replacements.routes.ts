import { type Context, Hono } from 'hono'
import {
  adminApplicationsQuerySchema,
  adminReplacementsQuerySchema,
  unpublishReplacementSchema,
} from '#shared/admin-replacements.ts'
import { parisToday } from '#shared/dates.ts'
import { resolveSettings } from '#shared/settings.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { notifyOfferCancelled } from '../replacements/replacements.events.ts'
import { findOfferState, updateReplacement } from '../replacements/replacements.repository.ts'
import { findAdminReplacement, listAdminReplacements, listOfferApplications } from './admin-replacements.repository.ts'

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
    const exists = await db.selectFrom('replacements').select('id').where('id', '=', id).executeTakeFirst()
    if (!exists) throw new HttpError(404, 'http.not_found')
    return c.json(await listOfferApplications(db, id, query))
  })

  /**
   * POST /api/admin/replacements/{id}/unpublish {reason}: a published or filled offer becomes
   * cancelled — the marketplace's own end for an offer that will not happen, which applicants
   * already understand and the compliance checks already skip. A filled one too: an offer taken
   * down for a breach of the rules must not go ahead because someone was accepted. The author
   * gets the reason by mail, every pending or accepted applicant is told (offer_cancelled), and
   * the audit log keeps the before and after, all in one transaction.
   */
  .post('/admin/replacements/:id{[0-9]+}/unpublish', requireAdmin, async (c) => {
    const admin = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db, clock, mail } = c.get('deps')
    const now = clock.now()
    const day = parisToday(now)
    if (!(await findOfferState(db, id, day))) throw new HttpError(404, 'http.not_found')
    const { reason } = await validateJson(c, unpublishReplacementSchema)

    await inTransaction(db, async (trx) => {
      const offer = await findOfferState(trx, id, day, 'update')
      if (!offer) throw new HttpError(404, 'http.not_found')
      if (offer.status !== 'published' && offer.status !== 'filled')
        throw new HttpError(409, 'admin_replacements.not_unpublishable')
      const author = await trx
        .selectFrom('users')
        .select(['email', 'first_name', 'last_name', 'settings', 'deleted_at'])
        .where('id', '=', offer.author_user_id)
        .executeTakeFirstOrThrow()
      const before = await trx
        .selectFrom('replacements')
        .select(['status', 'cancelled_at', 'cancel_reason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      await updateReplacement(trx, id, { status: 'cancelled', cancelled_at: now, cancel_reason: reason }, now)
      await notifyOfferCancelled(c, trx, offer, author)
      // A closed account has nobody left to read it.
      if (author.deleted_at === null)
        await mail.send(
          {
            to: author.email,
            template: 'replacement-unpublished',
            data: {
              name: author.first_name,
              replacement_id: id,
              commune_name: offer.commune_name ?? '',
              start_date: offer.start_date ?? '',
              end_date: offer.end_date ?? '',
              reason,
            },
            locale: resolveSettings(author.settings).locale,
          },
          trx,
        )
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'replacement.unpublish',
        subjectType: 'replacement',
        subjectId: id,
        before,
        after: { status: 'cancelled', cancelled_at: now, cancel_reason: reason },
        at: now,
      })
    })
    c.get('logger').info({ event: 'admin.replacement_unpublished', actor_id: admin.id, replacement_id: id }, 'admin')
    return c.json({
      message: translate(c.get('locale'), 'admin_replacements.unpublished'),
      replacement: await detailOrThrow(c, id),
    })
  })
