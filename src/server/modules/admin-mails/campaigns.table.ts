import type { ColumnType, Generated, Selectable } from 'kysely'

/** Mail campaigns (migration 0412). `segment` is the shared CampaignSegment, as JSON. */
export interface CampaignsTable {
  id: Generated<number>
  subject: string
  body: string
  segment: ColumnType<unknown, string, string>
  status: ColumnType<'draft' | 'sent', 'draft' | 'sent' | undefined, 'draft' | 'sent'>
  recipients_count: ColumnType<number, number | undefined, number>
  created_by: number | null
  sent_by: number | null
  created_at: ColumnType<Date, Date | string | undefined, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export type CampaignRow = Selectable<CampaignsTable>

/** Who got a campaign, and the hash of their unsubscribe link's token. */
export interface CampaignRecipientsTable {
  campaign_id: number
  user_id: number
  mail_id: string | null
  unsubscribe_token_hash: string
  unsubscribed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: ColumnType<Date, Date | string | undefined, never>
}
