import type { ColumnType, Generated, Selectable } from 'kysely'
import type { DocumentKind, DocumentStatus } from '#shared/documents.ts'

/** Migration 0920-verification-documents.ts. */
export interface VerificationDocumentsTable {
  id: Generated<number>
  user_id: number
  kind: DocumentKind
  status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>
  file_name: string
  content_type: 'image/webp' | 'application/pdf'
  size: number
  sha256: string
  storage_key: string
  /** A `date`: always read as text (YYYY-MM-DD), never through a time zone. */
  expires_on: ColumnType<string | null, string | null | undefined, string | null>
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  reminded_30_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  reminded_7_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  retain_until: ColumnType<Date | null, Date | null | undefined, Date | null>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type VerificationDocumentRow = Selectable<VerificationDocumentsTable>

export interface DocumentBlobsTable {
  key: string
  bytes: Uint8Array
  created_at: ColumnType<Date, Date | undefined, never>
}

export interface DocumentBlobTrashTable {
  key: string
  created_at: ColumnType<Date, Date | undefined, never>
}
