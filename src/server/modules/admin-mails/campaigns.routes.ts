import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { campaignInputSchema, campaignListQuerySchema, campaignSegmentSchema, unsubscribeSchema } from '#shared/admin-mails.ts'
import { mergeNotificationPreferences } from '#shared/notification-preferences.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { insertOutboxMails } from '../mail/mail.repository.ts'
import { renderMail } from '../mail/mail-render.ts'
import type { CampaignMailData } from './campaign-mail.ts'
import {
  campaignRecipients,
  countAudience,
  findCampaign,
  hashToken,
  listCampaigns,
  lockCampaign,
  newUnsubscribeToken,
} from './campaigns.repository.ts'

/** Rows per INSERT when a campaign is written to the outbox: well under PostgreSQL's parameter cap. */
const BATCH = 500

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
    const id = await inTransaction(db, async (trx) => {
      const row = await trx
        .insertInto('campaigns')
        .values({
          subject: input.subject,
          body: input.body,
          segment: JSON.stringify(input.segment),
          created_by: actor.id,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'campaign.create',
        subjectType: 'campaign',
        subjectId: row.id,
        after: row,
        at: now,
      })
      return row.id
    })
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
    await inTransaction(db, async (trx) => {
      const before = await lockCampaign(trx, id)
      if (!before) throw new HttpError(404, 'http.not_found')
      if (before.status !== 'draft') throw new HttpError(409, 'campaign.already_sent')
      const after = await trx
        .updateTable('campaigns')
        .set({ subject: input.subject, body: input.body, segment: JSON.stringify(input.segment), updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'campaign.update',
        subjectType: 'campaign',
        subjectId: id,
        before,
        after,
        at: now,
      })
    })
    return c.json(await findCampaign(db, id))
  })

  .delete('/admin/campaigns/:id', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const { db, clock } = c.get('deps')
    const actor = currentUser(c)
    const now = clock.now()
    await inTransaction(db, async (trx) => {
      const before = await lockCampaign(trx, id)
      if (!before) throw new HttpError(404, 'http.not_found')
      if (before.status !== 'draft') throw new HttpError(409, 'campaign.already_sent')
      await trx.deleteFrom('campaigns').where('id', '=', id).execute()
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'campaign.delete',
        subjectType: 'campaign',
        subjectId: id,
        before,
        at: now,
      })
    })
    return c.body(null, 204)
  })

  /**
   * POST /api/admin/campaigns/{id}/send: one outbox row per member of the segment who wants
   * Relève's news by e-mail, written in batches within one transaction with the recipients and
   * the campaign's new status: all of it or nothing. The mail worker sends them at its pace.
   */
  .post('/admin/campaigns/:id/send', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const { db, clock, env, mail } = c.get('deps')
    const actor = currentUser(c)
    const now = clock.now()
    await inTransaction(db, async (trx) => {
      const campaign = await lockCampaign(trx, id)
      if (!campaign) throw new HttpError(404, 'http.not_found')
      if (campaign.status !== 'draft') throw new HttpError(409, 'campaign.already_sent')
      const segment = campaignSegmentSchema.parse(campaign.segment)
      const recipients = await campaignRecipients(trx, segment, id)
      for (let start = 0; start < recipients.length; start += BATCH) {
        const batch = recipients.slice(start, start + BATCH).map((recipient) => {
          const token = newUnsubscribeToken()
          const data: CampaignMailData = {
            campaign_id: id,
            name: recipient.name,
            subject: campaign.subject,
            body: campaign.body,
            unsubscribe_url: mail.link(`/unsubscribe?token=${token}`),
          }
          return { recipient, token, data, mailId: randomUUID() }
        })
        // Rendered once per language up front by the worker; the subject is the campaign's.
        const subject = renderMail(env, 'campaign', batch[0]?.data, 'fr').subject
        await insertOutboxMails(
          trx,
          batch.map((entry) => ({
            id: entry.mailId,
            to: entry.recipient.email,
            subject,
            template: 'campaign',
            locale: entry.recipient.locale,
            data: entry.data as unknown as Record<string, unknown>,
            now,
          })),
        )
        await trx
          .insertInto('campaign_recipients')
          .values(
            batch.map((entry) => ({
              campaign_id: id,
              user_id: entry.recipient.id,
              mail_id: entry.mailId,
              unsubscribe_token_hash: hashToken(entry.token),
              created_at: now,
            })),
          )
          .execute()
      }
      await trx
        .updateTable('campaigns')
        .set({ status: 'sent', recipients_count: recipients.length, sent_at: now, sent_by: actor.id, updated_at: now })
        .where('id', '=', id)
        .execute()
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'campaign.send',
        subjectType: 'campaign',
        subjectId: id,
        before: { status: campaign.status },
        after: { status: 'sent', recipients: recipients.length },
        at: now,
      })
    })
    return c.json(await findCampaign(db, id))
  })

  /**
   * POST /api/unsubscribe { token }: the link of a campaign mail, without a login. Switches the
   * member's product_news e-mails off (their other preferences stay); using it again is harmless.
   */
  .post('/unsubscribe', async (c) => {
    const { token } = await validateJson(c, unsubscribeSchema)
    const { db, clock } = c.get('deps')
    const now = clock.now()
    const done = await inTransaction(db, async (trx) => {
      const recipient = await trx
        .selectFrom('campaign_recipients')
        .select(['campaign_id', 'user_id'])
        .where('unsubscribe_token_hash', '=', hashToken(token))
        .executeTakeFirst()
      if (!recipient) return false
      const user = await trx
        .selectFrom('users')
        .select(['id', 'notification_preferences'])
        .where('id', '=', recipient.user_id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst()
      if (!user) return false
      const preferences = mergeNotificationPreferences(user.notification_preferences, { product_news: { email: false } })
      await trx
        .updateTable('users')
        .set({ notification_preferences: JSON.stringify(preferences), updated_at: now })
        .where('id', '=', user.id)
        .execute()
      await trx
        .updateTable('campaign_recipients')
        .set({ unsubscribed_at: now })
        .where('campaign_id', '=', recipient.campaign_id)
        .where('user_id', '=', recipient.user_id)
        .where('unsubscribed_at', 'is', null)
        .execute()
      c.get('logger').info({ event: 'campaign.unsubscribe', user_id: user.id }, 'unsubscribed from product news')
      return true
    })
    if (!done) throw new HttpError(404, 'unsubscribe.invalid')
    return c.json({ message: translate(c.get('locale'), 'unsubscribe.done') })
  })
