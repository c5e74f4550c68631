import { sql } from 'kysely'
import type { DocumentKind, VerificationDocument } from '#shared/documents.ts'
import type { Db } from '../../db/connect.ts'
import type { VerificationDocumentRow } from './documents.table.ts'

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** The columns a document is read with (its end date as text, never through a time zone). */
export const documentColumns = [
  'verification_documents.id',
  'verification_documents.user_id',
  'verification_documents.kind',
  'verification_documents.status',
  'verification_documents.file_name',
  'verification_documents.content_type',
  'verification_documents.size',
  'verification_documents.sha256',
  'verification_documents.storage_key',
  sql<string | null>`verification_documents.expires_on::text`.as('expires_on'),
  'verification_documents.rejection_reason',
  'verification_documents.reviewed_by',
  'verification_documents.reviewed_at',
  'verification_documents.reminded_30_at',
  'verification_documents.reminded_7_at',
  'verification_documents.retain_until',
  'verification_documents.created_at',
  'verification_documents.updated_at',
] as const

export function documentJson(row: VerificationDocumentRow): VerificationDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    file_name: row.file_name,
    content_type: row.content_type,
    size: row.size,
    expires_on: row.expires_on,
    rejection_reason: row.rejection_reason,
    created_at: new Date(row.created_at).toISOString(),
    reviewed_at: iso(row.reviewed_at),
  }
}

export async function findDocument(db: Db, id: number): Promise<VerificationDocumentRow | undefined> {
  return db.selectFrom('verification_documents').select(documentColumns).where('id', '=', id).executeTakeFirst()
}

/** The member's documents, newest first. */
export async function listDocumentsOf(db: Db, userId: number): Promise<VerificationDocumentRow[]> {
  return db
    .selectFrom('verification_documents')
    .select(documentColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** The documents waiting for an admin, oldest first, with their owners. */
export async function listPendingDocuments(db: Db, limit: number) {
  return db
    .selectFrom('verification_documents')
    .where('verification_documents.status', '=', 'pending')
    .select(documentColumns)
    .orderBy('verification_documents.created_at', 'asc')
    .orderBy('verification_documents.id', 'asc')
    .limit(limit)
    .execute()
}

export interface DocumentOwner {
  id: number
  email: string
  first_name: string | null
  last_name: string | null
  roles: string[]
  status: 'pending' | 'active' | 'suspended'
  settings: unknown
  deleted_at: Date | null
  rpps: string | null
  validated_at: Date | null
}

export async function findOwners(db: Db, userIds: number[]): Promise<Map<number, DocumentOwner>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('users')
    .leftJoin('nurses', 'nurses.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.roles',
      'users.status',
      'users.settings',
      sql<Date | null>`users.deleted_at`.as('deleted_at'),
      'nurses.rpps',
      'nurses.validated_at',
    ])
    .where('users.id', 'in', userIds)
    .execute()
  return new Map(rows.map((row) => [row.id, row as DocumentOwner]))
}

/** The kinds of which the member has an approved document still valid on `today` (YYYY-MM-DD). */
export async function currentApprovedKinds(db: Db, userId: number, today: string): Promise<Set<DocumentKind>> {
  const rows = await db
    .selectFrom('verification_documents')
    .select('kind')
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
    .execute()
  return new Set(rows.map((row) => row.kind))
}

/**
 * Removes documents (rows and files): a file kept in the database goes with its row, in the same
 * transaction; a key of another storage waits in the trash for the documents job.
 */
export async function removeDocuments(db: Db, rows: Pick<VerificationDocumentRow, 'id' | 'storage_key'>[]): Promise<void> {
  if (rows.length === 0) return
  const keys = rows.map((row) => row.storage_key)
  await db.deleteFrom('document_blobs').where('key', 'in', keys).execute()
  await db
    .insertInto('document_blob_trash')
    .values(keys.map((key) => ({ key })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  await db
    .deleteFrom('verification_documents')
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute()
}

/** The account's erasure: every document goes, files included, and the audit keeps no detail of them. */
export async function eraseDocumentsOf(db: Db, userId: number): Promise<void> {
  const rows = await db.selectFrom('verification_documents').select(['id', 'storage_key']).where('user_id', '=', userId).execute()
  await removeDocuments(db, rows)
  for (const row of rows)
    await db
      .updateTable('audit_log')
      .set({ before: null, after: null })
      .where('subject_type', '=', 'document')
      .where('subject_id', '=', String(row.id))
      .execute()
}
