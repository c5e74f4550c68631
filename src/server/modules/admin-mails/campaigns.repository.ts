import { createHash, randomBytes } from 'node:crypto'
import { type Expression, type SqlBool, sql } from 'kysely'
import { type Campaign, type CampaignSegment, campaignSegmentSchema } from '#shared/admin-mails.ts'
import { defaultNotificationPreferences } from '#shared/notification-preferences.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import { hasEntitledSubscription } from '../subscriptions/subscribed.ts'
import type { CampaignRow } from './campaigns.table.ts'

/** What an admin writes of a campaign (create or edit a draft). */
export interface CampaignFields {
  subject: string
  body: string
  segment: CampaignSegment
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** 256 random bits, base64url (43 characters): the unsubscribe link's token. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url')
}

export function toCampaign(
  row: CampaignRow & { author_first_name: string | null; author_last_name: string | null; author_email: string | null },
): Campaign {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    segment: campaignSegmentSchema.parse(row.segment),
    status: row.status,
    recipients_count: row.recipients_count,
    created_by:
      row.created_by === null || row.author_email === null
        ? null
        : {
            id: row.created_by,
            name: [row.author_first_name, row.author_last_name].filter(Boolean).join(' ') || row.author_email,
          },
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  }
}

function selectCampaigns(db: Db) {
  return db
    .selectFrom('campaigns')
    .leftJoin('users as author', 'author.id', 'campaigns.created_by')
    .selectAll('campaigns')
    .select(['author.first_name as author_first_name', 'author.last_name as author_last_name', 'author.email as author_email'])
}

export async function listCampaigns(db: Db, page: number, perPage: number): Promise<{ campaigns: Campaign[]; count: number }> {
  const [rows, total] = await Promise.all([
    selectCampaigns(db)
      .orderBy('campaigns.created_at', 'desc')
      .orderBy('campaigns.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db.selectFrom('campaigns').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { campaigns: rows.map(toCampaign), count: total.count }
}

export async function findCampaign(db: Db, id: number): Promise<Campaign | undefined> {
  const row = await selectCampaigns(db).where('campaigns.id', '=', id).executeTakeFirst()
  return row ? toCampaign(row) : undefined
}

/** Locks the campaign row for a change or a send (two sends at once: the second waits, then sees `sent`). */
export async function lockCampaign(db: Db, id: number): Promise<CampaignRow | undefined> {
  return db.selectFrom('campaigns').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function insertCampaign(db: Db, fields: CampaignFields, createdBy: number, now: Date): Promise<CampaignRow> {
  return db
    .insertInto('campaigns')
    .values({
      subject: fields.subject,
      body: fields.body,
      segment: JSON.stringify(fields.segment),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updateCampaign(db: Db, id: number, fields: CampaignFields, now: Date): Promise<CampaignRow> {
  return db
    .updateTable('campaigns')
    .set({ subject: fields.subject, body: fields.body, segment: JSON.stringify(fields.segment), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function deleteCampaign(db: Db, id: number): Promise<void> {
  await db.deleteFrom('campaigns').where('id', '=', id).execute()
}

export async function markCampaignSent(db: Db, id: number, recipientsCount: number, sentBy: number, now: Date): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ status: 'sent', recipients_count: recipientsCount, sent_at: now, sent_by: sentBy, updated_at: now })
    .where('id', '=', id)
    .execute()
}

export interface NewCampaignRecipient {
  userId: number
  mailId: string
  unsubscribeTokenHash: string
}

export async function insertCampaignRecipients(
  db: Db,
  campaignId: number,
  recipients: NewCampaignRecipient[],
  now: Date,
): Promise<void> {
  await db
    .insertInto('campaign_recipients')
    .values(
      recipients.map((recipient) => ({
        campaign_id: campaignId,
        user_id: recipient.userId,
        mail_id: recipient.mailId,
        unsubscribe_token_hash: recipient.unsubscribeTokenHash,
        created_at: now,
      })),
    )
    .execute()
}

// ——— Unsubscribing ———

export async function findRecipientByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<{ campaign_id: number; user_id: number } | undefined> {
  return db
    .selectFrom('campaign_recipients')
    .select(['campaign_id', 'user_id'])
    .where('unsubscribe_token_hash', '=', tokenHash)
    .executeTakeFirst()
}

/** The member's preferences, locked for their change; undefined once the account is deleted. */
export async function lockMemberPreferences(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'notification_preferences'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst()
}

export async function markUnsubscribed(db: Db, campaignId: number, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('campaign_recipients')
    .set({ unsubscribed_at: now })
    .where('campaign_id', '=', campaignId)
    .where('user_id', '=', userId)
    .where('unsubscribed_at', 'is', null)
    .execute()
}

// ——— The segment ———

const DEFAULT_NEWS_BY_EMAIL = defaultNotificationPreferences.product_news.email

/** The member's choice for product_news by e-mail, read as resolveNotificationPreferences does. */
const wantsNews = sql<boolean>`(case when jsonb_typeof(users.notification_preferences -> 'product_news' -> 'email') = 'boolean'
  then (users.notification_preferences -> 'product_news' ->> 'email')::boolean else ${sql.lit(DEFAULT_NEWS_BY_EMAIL)} end)`

/** The department of the member's commune: 2 characters, 3 overseas (971…976). */
const department = sql<string>`(case when users.commune_insee like '97%' then left(users.commune_insee, 3) else left(users.commune_insee, 2) end)`

/** Active, verified members of the segment, whatever their news choice. */
function segmentMembers(db: Db, segment: CampaignSegment) {
  let query = db
    .selectFrom('users')
    .leftJoin('nurses', 'nurses.user_id', 'users.id')
    .where('users.deleted_at', 'is', null)
    .where('users.status', '=', 'active')
    .where('users.email_verified_at', 'is not', null)
  if (segment.roles.length > 0) {
    const roles = sql.join(segment.roles.map((role) => sql`${role}::text`))
    query = query.where(sql<SqlBool>`users.roles && array[${roles}]`)
  }
  if (segment.departments.length > 0) {
    query = query.where(department as Expression<string>, 'in', segment.departments)
  }
  if (segment.validation === 'validated') query = query.where('nurses.validated_at', 'is not', null)
  if (segment.validation === 'not_validated') query = query.where('nurses.validated_at', 'is', null)
  if (segment.subscription !== 'any') {
    const subscribed = hasEntitledSubscription(sql.ref<number>('users.id'))
    query = query.where(segment.subscription === 'subscribed' ? subscribed : sql<SqlBool>`not ${subscribed}`)
  }
  return query
}

/** How many the segment reaches now, and how many of it are skipped (no news by e-mail). */
export async function countAudience(db: Db, segment: CampaignSegment): Promise<{ recipients: number; skipped: number }> {
  const row = await segmentMembers(db, segment)
    .select([
      sql<number>`count(*) filter (where ${wantsNews})::int`.as('recipients'),
      sql<number>`count(*) filter (where not ${wantsNews})::int`.as('skipped'),
    ])
    .executeTakeFirstOrThrow()
  return { recipients: row.recipients, skipped: row.skipped }
}

export interface Recipient {
  id: number
  email: string
  name: string | null
  locale: 'fr' | 'en'
}

/** The members a campaign goes to: the segment, less those who do not want news by e-mail. */
export async function campaignRecipients(db: Db, segment: CampaignSegment, campaignId: number): Promise<Recipient[]> {
  const rows = await segmentMembers(db, segment)
    .where(wantsNews)
    // A member the campaign already reached (a retried send) is not sent it twice.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('campaign_recipients')
            .select('campaign_recipients.user_id')
            .whereRef('campaign_recipients.user_id', '=', 'users.id')
            .where('campaign_recipients.campaign_id', '=', campaignId),
        ),
      ),
    )
    .select(['users.id', 'users.email', 'users.first_name', 'users.settings'])
    .orderBy('users.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.first_name,
    locale: resolveSettings(row.settings).locale,
  }))
}
