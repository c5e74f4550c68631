import { Hono } from 'hono'
import { campaignInputSchema, campaignListQuerySchema, campaignSegmentSchema, unsubscribeSchema } from '#shared/admin-mails.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { countAudience, findCampaign, listCampaigns } from './campaigns.repository.ts'
import { createCampaign, deleteDraft, editDraft, sendCampaign, unsubscribe } from './campaigns.service.ts'

export const campaignRoutes = new Hono<AppEnv>()
  .get('/admin/campaigns', requireAdmin, async (c) => {
    const { page, perPage } = validateQuery(c, campaignListQuerySchema)
    return c.json(await listCampaigns(c.get('deps').db, page, perPage))
  })

  /** POST /api/admin/campaigns/audience { segment }: how many it would reach now, and skip. */
  .post('/admin/campaigns/audience', requireAdmin, async (c) => {
    const segment = await validateJson(c, campaignSegmentSchema)
    return c.json(await countAudience(c.get('deps').db, segment))
  })

  .post('/admin/campaigns', requireAdmin, async (c) => {
    const input = await validateJson(c, campaignInputSchema)
    const { db, clock } = c.get('deps')
    const actor = currentUser(c)
    const now = clock.now()
    const id = await inTransaction(db, (trx) => createCampaign(trx, actor.id, input, now))
    return c.json(await findCampaign(db, id), 201)
  })

  .get('/admin/campaigns/:id', requireAdmin, async (c) => {
    const campaign = await findCampaign(c.get('deps').db, pathId(c.req.param('id')))
    if (!campaign) throw new HttpError(404, 'http.not_found')
    return c.json(campaign)
  })

  /** PUT /api/admin/campaigns/{id}: a draft only; a sent campaign is history. */
  .put('/admin/campaigns/:id', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const input = await validateJson(c, campaignInputSchema)
    const { db, clock } = c.get('deps')
    const actor = currentUser(c)
    const now = clock.now()
    await inTransaction(db, (trx) => editDraft(trx, actor.id, id, input, now))
    return c.json(await findCampaign(db, id))
  })

  .delete('/admin/campaigns/:id', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const { db, clock } = c.get('deps')
    const actor = currentUser(c)
    const now = clock.now()
    await inTransaction(db, (trx) => deleteDraft(trx, actor.id, id, now))
    return c.body(null, 204)
  })

  /** POST /api/admin/campaigns/{id}/send: the whole segment's mails in one transaction (campaigns.service.ts). */
  .post('/admin/campaigns/:id/send', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const { db, clock, env, mail } = c.get('deps')
    const actor = currentUser(c)
    const now = clock.now()
    await inTransaction(db, (trx) => sendCampaign(trx, { env, mail }, actor.id, id, now))
    return c.json(await findCampaign(db, id))
  })

  /** POST /api/unsubscribe { token }: the link of a campaign mail, without a login. */
  .post('/unsubscribe', async (c) => {
    const { token } = await validateJson(c, unsubscribeSchema)
    const { db, clock } = c.get('deps')
    const now = clock.now()
    const userId = await inTransaction(db, (trx) => unsubscribe(trx, token, now))
    if (userId === null) throw new HttpError(404, 'unsubscribe.invalid')
    c.get('logger').info({ event: 'campaign.unsubscribe', user_id: userId }, 'unsubscribed from product news')
    return c.json({ message: translate(c.get('locale'), 'unsubscribe.done') })
  })
