import type { Context } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { parisToday } from '#shared/dates.ts'
import {
  type AdminDocument,
  type AdminDocumentDetail,
  type AdminDocumentQueue,
  type AdminUserDocuments,
  hasEndDate,
  MAX_DOCUMENT_BYTES,
  type MyDocuments,
  rejectDocumentSchema,
  uploadDocumentFieldsSchema,
} from '#shared/documents.ts'
import { isValidRpps } from '#shared/rpps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateData, validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { tooManyRequests } from '../../middleware/rate-limit.ts'
import { currentUser, requireAdmin, requireVerified } from '../../middleware/session.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { contentDisposition } from '../chat/chat-attachments.ts'
import { hitRateLimit, type RateLimitRule } from '../rate-limits/rate-limits.repository.ts'
import { DocumentRefusal, type PreparedDocument, prepareDocument } from './document-file.ts'
import { type DocumentStorage, newStorageKey } from './document-storage.ts'
import {
  documentJson,
  findDocument,
  findOwners,
  listDocumentsOf,
  listPendingDocuments,
  removeDocuments,
} from './documents.repository.ts'
import { approveDocument, auditDocumentAccess, rejectDocument, requiredKinds } from './documents.service.ts'
import type { VerificationDocumentRow } from './documents.table.ts'

/** app.ts leaves this route's body limit to the route: a document is larger than JSON. */
export const DOCUMENT_UPLOAD_PATH = /^\/api\/documents$/
// The multipart envelope (boundary, headers, the kind and the date) around a 10 MB file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024
/** Each upload costs a decode and an encode, or a PDF's parse: a nurse's papers fit, a script does not. */
export const DOCUMENT_UPLOAD_RATE_LIMIT: RateLimitRule = { name: 'documents.upload', limit: 30, windowSeconds: 3600 }
const QUEUE_LIMIT = 200

const uploadBodyLimit = bodyLimit({
  maxSize: MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES,
  onError: (c) => {
    throw fieldErrors(c.get('locale'), 'documents.too_large', { file: 'documents.too_large' }, { status: 413 })
  },
})

/** Where documents are kept, chosen once from the configuration by createApp. */
export function storageOf(c: Context<AppEnv>): DocumentStorage {
  return c.get('deps').documentStorage
}

/**
 * The file under headers that keep it inert: its own type, `nosniff`, a CSP that sandboxes it and
 * forbids every load (an admin's preview frames it from our pages only), never cached beyond the
 * private browser, which asks again each time (an erased document is refused at once).
 */
async function fileResponse(c: Context<AppEnv>, row: VerificationDocumentRow, disposition: 'inline' | 'attachment') {
  const bytes = await storageOf(c).get(c.get('deps').db, row.storage_key)
  if (!bytes) throw new HttpError(404, 'http.not_found')
  const headers = new Headers({
    'Content-Type': row.content_type,
    'Content-Disposition': contentDisposition(disposition, row.file_name),
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cache-Control': 'private, no-cache',
    'Referrer-Policy': 'no-referrer',
    'Content-Length': String(bytes.byteLength),
  })
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers })
}

async function ownDocument(c: Context<AppEnv>): Promise<VerificationDocumentRow> {
  const row = await findDocument(c.get('deps').db, pathId(c.req.param('id')))
  // Someone else's document answers as one that does not exist.
  if (!row || row.user_id !== currentUser(c).id) throw new HttpError(404, 'http.not_found')
  return row
}

async function anyDocument(c: Context<AppEnv>): Promise<VerificationDocumentRow> {
  const row = await findDocument(c.get('deps').db, pathId(c.req.param('id')))
  if (!row) throw new HttpError(404, 'http.not_found')
  return row
}

async function adminDocuments(c: Context<AppEnv>, rows: VerificationDocumentRow[]): Promise<AdminDocument[]> {
  const owners = await findOwners(c.get('deps').db, [...new Set(rows.map((row) => row.user_id))])
  return rows.flatMap((row) => {
    const owner = owners.get(row.user_id)
    if (!owner) return []
    return [
      {
        ...documentJson(row),
        user: {
          id: owner.id,
          first_name: owner.first_name,
          last_name: owner.last_name,
          email: owner.email,
          roles: owner.roles,
          rpps: owner.rpps,
          rpps_valid: owner.rpps !== null && isValidRpps(owner.rpps),
          validated_at: owner.validated_at === null ? null : new Date(owner.validated_at).toISOString(),
        },
      },
    ]
  })
}

async function readUpload(c: Context<AppEnv>) {
  const locale = c.get('locale')
  const form = await c.req.parseBody().catch(() => {
    throw new HttpError(400, 'documents.form_unreadable')
  })
  const fields = validateData(
    uploadDocumentFieldsSchema,
    { kind: form.kind, expires_on: typeof form.expires_on === 'string' ? form.expires_on : undefined },
    locale,
  )
  const file = form.file
  if (!(file instanceof File) || file.size === 0)
    throw fieldErrors(locale, 'validation.failed', { file: 'documents.file_required' })
  if (file.size > MAX_DOCUMENT_BYTES)
    throw fieldErrors(locale, 'documents.too_large', { file: 'documents.too_large' }, { status: 413 })
  return { ...fields, file }
}

export const documentRoutes = new Hono<AppEnv>()
  /** GET /api/documents: the caller's documents, the kinds required of them, and whether they are validated. */
  .get('/documents', requireVerified, async (c) => {
    const user = currentUser(c)
    const { db, env } = c.get('deps')
    const owner = (await findOwners(db, [user.id])).get(user.id)
    const body: MyDocuments = {
      documents: (await listDocumentsOf(db, user.id)).map(documentJson),
      required: requiredKinds(env, owner?.roles ?? []),
      validated: owner?.validated_at != null,
    }
    return c.json(body)
  })

  /**
   * POST /api/documents, multipart (kind, expires_on for the insurance and the autorisation de
   * remplacement, file): a PDF, JPEG or PNG of 10 MB at most, as its bytes say (413, 422
   * otherwise), waiting for an admin's review. A document of the same kind still waiting is
   * replaced. 201 with the document.
   */
  .post('/documents', requireVerified, uploadBodyLimit, async (c) => {
    const user = currentUser(c)
    const locale = c.get('locale')
    const { db, clock } = c.get('deps')
    const now = clock.now()
    const nurse = await db.selectFrom('nurses').select('id').where('user_id', '=', user.id).executeTakeFirst()
    if (!nurse) throw new HttpError(403, 'documents.no_nurse_profile')
    const input = await readUpload(c)
    if (hasEndDate(input.kind)) {
      if (!input.expires_on) throw fieldErrors(locale, 'validation.failed', { expires_on: 'documents.expires_on_required' })
      if (input.expires_on < parisToday(now))
        throw fieldErrors(locale, 'validation.failed', { expires_on: 'documents.expires_on_past' })
    }
    const limit = await hitRateLimit(db, DOCUMENT_UPLOAD_RATE_LIMIT, `user:${user.id}`, now)
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
    let prepared: PreparedDocument
    try {
      prepared = await prepareDocument(new Uint8Array(await input.file.arrayBuffer()), input.file.name)
    } catch (error) {
      if (error instanceof DocumentRefusal) throw fieldErrors(locale, error.code, { file: error.code })
      throw error
    }
    const storage = storageOf(c)
    const key = newStorageKey()
    const row = await inTransaction(db, async (trx) => {
      await storage.put(trx, key, prepared.bytes)
      const waiting = await trx
        .selectFrom('verification_documents')
        .select(['id', 'storage_key'])
        .where('user_id', '=', user.id)
        .where('kind', '=', input.kind)
        .where('status', '=', 'pending')
        .execute()
      await removeDocuments(trx, waiting)
      const inserted = await trx
        .insertInto('verification_documents')
        .values({
          user_id: user.id,
          kind: input.kind,
          file_name: prepared.fileName,
          content_type: prepared.contentType,
          size: prepared.size,
          sha256: prepared.sha256,
          storage_key: key,
          expires_on: hasEndDate(input.kind) ? (input.expires_on ?? null) : null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await recordAudit(trx, {
        actorId: user.id,
        action: 'document.upload',
        subjectType: 'document',
        subjectId: inserted.id,
        after: { user_id: user.id, kind: input.kind, size: prepared.size, content_type: prepared.contentType },
        at: now,
      })
      return findDocument(trx, inserted.id)
    })
    if (!row) throw new HttpError(404, 'http.not_found')
    return c.json({ message: translate(locale, 'documents.uploaded'), document: documentJson(row) }, 201)
  })

  /** GET /api/documents/{id}/file: the owner's own file (404 to anyone else), each reading audited. */
  .get('/documents/:id{[0-9]+}/file', requireVerified, async (c) => {
    const row = await ownDocument(c)
    const { db, clock } = c.get('deps')
    await auditDocumentAccess(db, row, { actorId: currentUser(c).id, by: 'owner', at: clock.now() })
    return fileResponse(c, row, 'attachment')
  })

  /**
   * DELETE /api/documents/{id}: the owner withdraws a document waiting for review or refused (an
   * approved one stays until a new one of its kind is approved: 409).
   */
  .delete('/documents/:id{[0-9]+}', requireVerified, async (c) => {
    const row = await ownDocument(c)
    const locale = c.get('locale')
    if (row.status === 'approved') throw new HttpError(409, 'documents.not_deletable')
    const { db, clock } = c.get('deps')
    const now = clock.now()
    await inTransaction(db, async (trx) => {
      await removeDocuments(trx, [row])
      await recordAudit(trx, {
        actorId: row.user_id,
        action: 'document.delete',
        subjectType: 'document',
        subjectId: row.id,
        before: { user_id: row.user_id, kind: row.kind, status: row.status },
        at: now,
      })
    })
    return c.json({ message: translate(locale, 'documents.deleted') })
  })

  /** GET /api/admin/documents: the documents waiting for review, oldest first, with their owners. */
  .get('/admin/documents', requireAdmin, async (c) => {
    const rows = await listPendingDocuments(c.get('deps').db, QUEUE_LIMIT)
    const body: AdminDocumentQueue = { documents: await adminDocuments(c, rows) }
    return c.json(body)
  })

  /** GET /api/admin/documents/{id}: one document, its owner (RPPS check), the owner's other documents. */
  .get('/admin/documents/:id{[0-9]+}', requireAdmin, async (c) => {
    const row = await anyDocument(c)
    const { db, env } = c.get('deps')
    const [document] = await adminDocuments(c, [row])
    if (!document) throw new HttpError(404, 'http.not_found')
    const others = (await listDocumentsOf(db, row.user_id)).filter((other) => other.id !== row.id).map(documentJson)
    const body: AdminDocumentDetail = { document, others, required: requiredKinds(env, document.user.roles) }
    return c.json(body)
  })

  /**
   * GET /api/admin/users/{id}/documents: every document of one member, whatever its status, for
   * the admin's page of that member (404 for an account that does not exist). The files themselves
   * are read through /api/admin/documents/{id}/file, which audits each reading.
   */
  .get('/admin/users/:id{[0-9]+}/documents', requireAdmin, async (c) => {
    const { db } = c.get('deps')
    const userId = pathId(c.req.param('id'))
    const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()
    if (!user) throw new HttpError(404, 'http.not_found')
    const body: AdminUserDocuments = { documents: (await listDocumentsOf(db, userId)).map(documentJson) }
    return c.json(body)
  })

  /**
   * GET /api/admin/documents/{id}/file: the file for the review, inline (the screen frames it in a
   * sandbox) or as a download with ?download=1; each reading audited.
   */
  .get('/admin/documents/:id{[0-9]+}/file', requireAdmin, async (c) => {
    const row = await anyDocument(c)
    const { db, clock } = c.get('deps')
    await auditDocumentAccess(db, row, { actorId: currentUser(c).id, by: 'admin', at: clock.now() })
    return fileResponse(c, row, c.req.query('download') === '1' ? 'attachment' : 'inline')
  })

  /** POST /api/admin/documents/{id}/approve: a pending document approved (409 once reviewed). */
  .post('/admin/documents/:id{[0-9]+}/approve', requireAdmin, async (c) => {
    const admin = currentUser(c)
    const locale = c.get('locale')
    const { db, clock, mail, env } = c.get('deps')
    const now = clock.now()
    const id = pathId(c.req.param('id'))
    await inTransaction(db, async (trx) => {
      const row = await trx.selectFrom('verification_documents').select('id').where('id', '=', id).forUpdate().executeTakeFirst()
      const current = row ? await findDocument(trx, row.id) : undefined
      if (!current) throw new HttpError(404, 'http.not_found')
      if (current.status !== 'pending') throw new HttpError(409, 'documents.not_pending')
      await approveDocument(trx, { env, mail }, { row: current, adminId: admin.id, now, today: parisToday(now) })
    })
    c.get('logger').info({ event: 'admin.document_approved', actor_id: admin.id, document_id: id }, 'admin')
    return c.json({ message: translate(locale, 'documents.approved') })
  })

  /** POST /api/admin/documents/{id}/reject {reason}: a pending document refused; the nurse is mailed the reason. */
  .post('/admin/documents/:id{[0-9]+}/reject', requireAdmin, async (c) => {
    const admin = currentUser(c)
    const locale = c.get('locale')
    const { reason } = await validateJson(c, rejectDocumentSchema)
    const { db, clock, mail } = c.get('deps')
    const now = clock.now()
    const id = pathId(c.req.param('id'))
    await inTransaction(db, async (trx) => {
      const row = await trx.selectFrom('verification_documents').select('id').where('id', '=', id).forUpdate().executeTakeFirst()
      const current = row ? await findDocument(trx, row.id) : undefined
      if (!current) throw new HttpError(404, 'http.not_found')
      if (current.status !== 'pending') throw new HttpError(409, 'documents.not_pending')
      await rejectDocument(trx, mail, { row: current, adminId: admin.id, reason, now })
    })
    c.get('logger').info({ event: 'admin.document_rejected', actor_id: admin.id, document_id: id }, 'admin')
    return c.json({ message: translate(locale, 'documents.rejected') })
  })
