import type { ColumnType, Generated } from 'kysely'
import type { ContractRole } from '#shared/contract-signatures.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/** Migration 0930-contract-signatures.ts. */
export interface ReplacementContractsTable {
  application_id: number
  completions: ColumnType<Record<string, string>, string | undefined, string>
  pdf: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>
  pdf_sha256: ColumnType<string | null, string | null | undefined, string | null>
  pdf_created_at: NullableTimestamp
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ContractSignaturesTable {
  id: Generated<number>
  application_id: number
  user_id: number | null
  role: ContractRole
  signer_name: string
  signer_email: string
  text: string
  text_sha256: string
  method: 'password' | 'totp'
  ip: string
  user_agent: string
  image_png: Uint8Array | null
  typed_name: string | null
  signed_at: Timestamp
  voided_at: NullableTimestamp
}
