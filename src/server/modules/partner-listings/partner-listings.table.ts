import type { ColumnType, Generated } from 'kysely'
import type {
  PartnerListingFields,
  PartnerListingKind,
  PartnerListingStatus,
  PartnerResponseStatus,
} from '#shared/partner-listings.ts'

/** `date` columns are selected with `::text` (YYYY-MM-DD), never read through a time zone. */
type DateText = ColumnType<string | null, string | null | undefined, string | null>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
type Defaulted<T> = ColumnType<T, T | undefined, T>

type KindColumns = {
  [K in Exclude<keyof PartnerListingFields, 'start_date' | 'vehicle_required' | 'parking'>]: PartnerListingFields[K]
}

export interface PartnerListingsTable extends KindColumns {
  id: Generated<number>
  author_user_id: number
  kind: PartnerListingKind
  status: Defaulted<PartnerListingStatus>
  commune_name: string | null
  postal_code: string | null
  department: string | null
  lat: number | null
  lng: number | null
  start_date: DateText
  vehicle_required: Defaulted<boolean>
  parking: Defaulted<boolean>
  published_at: NullableTimestamp
  expires_at: NullableTimestamp
  renewal_mailed_at: NullableTimestamp
  filled_at: NullableTimestamp
  withdrawn_at: NullableTimestamp
  withdrawn_reason: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface PartnerResponsesTable {
  id: Generated<number>
  listing_id: number
  responder_user_id: number
  message: string
  status: Defaulted<PartnerResponseStatus>
  created_at: Timestamp
  updated_at: Timestamp
}

export const partnerListingActions = [
  'created',
  'edited',
  'published',
  'renewed',
  'filled',
  'withdrawn',
  'unpublished',
  'expired',
  'renewal_mailed',
] as const
export type PartnerListingAction = (typeof partnerListingActions)[number]

export interface PartnerListingHistoryTable {
  id: Generated<number>
  listing_id: number
  actor_user_id: number | null
  action: PartnerListingAction
  note: string | null
  at: Timestamp
}
