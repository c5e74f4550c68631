import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import { campaignSegmentSchema } from '#shared/admin-mails.ts'
import { mergeNotificationPreferences } from '#shared/notification-preferences.ts'
import type { Database } from '../../db/database.ts'
import type { Env } from '../../env.ts'
import { HttpError } from '../../http/http-error.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { insertOutboxMails } from '../mail/mail.repository.ts'
import { renderMail } from '../mail/mail-render.ts'
import type { Mailer } from '../mail/mailer.ts'
import { savePreferences } from '../users/users.repository.ts'
import type { CampaignMailData } from './campaign-mail.ts'
import {
  type CampaignFields,
  campaignRecipients,
  deleteCampaign,
  findRecipientByTokenHash,
  hashToken,
  insertCampaign,
  insertCampaignRecipients,
  lockCampaign,
  lockMemberPreferences,
  markCampaignSent,
  markUnsubscribed,
  newUnsubscribeToken,
  updateCampaign,
} from './campaigns.repository.ts'
import type { CampaignRow } from './campaigns.table.ts'

type Trx = Transaction<Database>

/** Rows per INSERT when a campaign is written to the outbox: well under PostgreSQL's parameter cap. */
const BATCH = 500

export async function createCampaign(trx: Trx, actorId: number, fields: CampaignFields, now: Date): Promise<number> {
  const row = await insertCampaign(trx, fields, actorId, now)
  await recordAudit(trx, {
    actorId,
    action: 'campaign.create',
    subjectType: 'campaign',
    subjectId: row.id,
    after: row,
    at: now,
  })
  return row.id
}

/** A draft, locked: a sent campaign is history (409), a missing one is not found. */
async function lockDraft(trx: Trx, id: number): Promise<CampaignRow> {
  const campaign = await lockCampaign(trx, id)
  if (!campaign) throw new HttpError(404, 'http.not_found')
  if (campaign.status !== 'draft') throw new HttpError(409, 'campaign.already_sent')
  return campaign
}

export async function editDraft(trx: Trx, actorId: number, id: number, fields: CampaignFields, now: Date): Promise<void> {
  const before = await lockDraft(trx, id)
  const after = await updateCampaign(trx, id, fields, now)
  await recordAudit(trx, {
    actorId,
    action: 'campaign.update',
    subjectType: 'campaign',
    subjectId: id,
    before,
    after,
    at: now,
  })
}

export async function deleteDraft(trx: Trx, actorId: number, id: number, now: Date): Promise<void> {
  const before = await lockDraft(trx, id)
  await deleteCampaign(trx, id)
  await recordAudit(trx, {
    actorId,
    action: 'campaign.delete',
    subjectType: 'campaign',
    subjectId: id,
    before,
    at: now,
  })
}

/**
 * One outbox row per member of the segment who wants Relève's news by e-mail, written in batches
 * within the caller's transaction with the recipients and the campaign's new status: all of it or
 * nothing. The mail worker sends them at its pace.
 */
export async function sendCampaign(
  trx: Trx,
  deps: { env: Env; mail: Mailer },
  actorId: number,
  id: number,
  now: Date,
): Promise<void> {
  const campaign = await lockDraft(trx, id)
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
        unsubscribe_url: deps.mail.link(`/unsubscribe?token=${token}`),
      }
      return { recipient, token, data, mailId: randomUUID() }
    })
    // Rendered once per language up front by the worker; the subject is the campaign's.
    const subject = renderMail(deps.env, 'campaign', batch[0]?.data, 'fr').subject
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
    await insertCampaignRecipients(
      trx,
      id,
      batch.map((entry) => ({
        userId: entry.recipient.id,
        mailId: entry.mailId,
        unsubscribeTokenHash: hashToken(entry.token),
      })),
      now,
    )
  }
  await markCampaignSent(trx, id, recipients.length, actorId, now)
  await recordAudit(trx, {
    actorId,
    action: 'campaign.send',
    subjectType: 'campaign',
    subjectId: id,
    before: { status: campaign.status },
    after: { status: 'sent', recipients: recipients.length },
    at: now,
  })
}

/**
 * The link of a campaign mail: switches the member's product_news e-mails off (their other
 * preferences stay); using it again is harmless. Returns the member's id, or null when the token
 * is unknown or the account gone.
 */
export async function unsubscribe(trx: Trx, token: string, now: Date): Promise<number | null> {
  const recipient = await findRecipientByTokenHash(trx, hashToken(token))
  if (!recipient) return null
  const user = await lockMemberPreferences(trx, recipient.user_id)
  if (!user) return null
  const preferences = mergeNotificationPreferences(user.notification_preferences, { product_news: { email: false } })
  await savePreferences(trx, user.id, 'notification_preferences', preferences, now)
  await markUnsubscribed(trx, recipient.campaign_id, recipient.user_id, now)
  return user.id
}
