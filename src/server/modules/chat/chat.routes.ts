import type { Context } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import {
  type BlockAnswer,
  type ConversationAnswer,
  type ConversationDetail,
  type ConversationList,
  closeMessageReportSchema,
  conversationListQuerySchema,
  type MessageAnswer,
  type MessagePage,
  type MessageReport,
  type MessageReportList,
  markReadSchema,
  messageListQuerySchema,
  messageReportListQuerySchema,
  openConversationSchema,
  type ReadAnswer,
  reportMessageSchema,
  sendAttachmentFieldsSchema,
  sendMessageSchema,
} from '#shared/chat.ts'
import { MAX_ATTACHMENT_BYTES } from '#shared/chat-attachments.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateData, validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { tooManyRequests } from '../../middleware/rate-limit.ts'
import { currentUser, isAdminUser, requireAdmin, requireCharter, requireVerified } from '../../middleware/session.ts'
import { hitRateLimit, type RateLimitRule } from '../rate-limits/rate-limits.repository.ts'
import { requestClock } from '../replacements/marketplace-http.ts'
import type { AuthUser } from '../users/users.repository.ts'
import {
  attachmentBytes,
  findAttachment,
  findConversations,
  findMessages,
  findPeople,
  listConversations,
  listMessages,
  listReports,
} from './chat.repository.ts'
import {
  type Access,
  blockState,
  closeMessageReport,
  conversationAccess,
  openForApplication,
  openForTeam,
  postMessage,
  postRefusal,
  readUpTo,
  replayOf,
  reportMessage,
  setBlock,
} from './chat.service.ts'
import { AttachmentRefusal, contentDisposition, type PreparedAttachment, prepareAttachment } from './chat-attachments.ts'
import { contextJson, memberParty, messageJson, otherParty, parties, summaryJson } from './chat-json.ts'

/**
 * Conversations and their messages (src/shared/chat.ts for the shapes). Every route with an id
 * answers 404 to whoever may not read the conversation, as for one that does not exist
 * (docs/security.md#authorization). Posting is rate-limited per member; a message's client id
 * makes a replayed POST answer the stored message (200) instead of storing it twice.
 */

/** A person types far slower than this; a script or a runaway client is stopped here. */
export const MESSAGE_RATE_LIMIT: RateLimitRule = { name: 'chat.message', limit: 30, windowSeconds: 60 }
/** Each file costs a decode and an encode, or a PDF's parse: a day's photos fit, a script does not. */
export const ATTACHMENT_RATE_LIMIT: RateLimitRule = { name: 'chat.attachment', limit: 40, windowSeconds: 3600 }

/** app.ts leaves this route's body limit to the route: a message with a file is larger than JSON. */
export const CHAT_MESSAGE_PATH = /^\/api\/conversations\/[0-9]+\/messages$/
// The multipart envelope (boundary, headers, the text and the client id) around a 10 MB file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024
// The same limit app.ts sets on every other JSON body.
const JSON_BODY_LIMIT_BYTES = 1024 * 1024

const isMultipart = (c: Context<AppEnv>) => /^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')

const attachmentBodyLimit = bodyLimit({
  maxSize: MAX_ATTACHMENT_BYTES + MULTIPART_OVERHEAD_BYTES,
  onError: (c) => {
    throw fieldErrors(c.get('locale'), 'chat.attachment_too_large', { file: 'chat.attachment_too_large' }, { status: 413 })
  },
})
const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: () => {
    throw new HttpError(413, 'http.payload_too_large')
  },
})
const messageBodyLimit = createMiddleware<AppEnv>((c, next) =>
  isMultipart(c) ? attachmentBodyLimit(c, next) : jsonBodyLimit(c, next),
)

/** A message's text, client id and file, from JSON or from a multipart form. */
async function messageInput(c: Context<AppEnv>): Promise<{ client_id: string; body: string; file: File | undefined }> {
  if (!isMultipart(c)) return { ...(await validateJson(c, sendMessageSchema)), file: undefined }
  const form = await c.req.parseBody().catch(() => {
    throw new HttpError(400, 'chat.form_unreadable')
  })
  const fields = validateData(
    sendAttachmentFieldsSchema,
    { client_id: form.client_id, body: typeof form.body === 'string' ? form.body : undefined },
    c.get('locale'),
  )
  const file = form.file instanceof File && form.file.size > 0 ? form.file : undefined
  return { ...fields, file }
}

async function access(c: Context<AppEnv>): Promise<Access> {
  return conversationAccess(c.get('deps').db, pathId(c.req.param('id')), currentUser(c))
}

async function detailJson(db: Db, found: Access, user: AuthUser): Promise<ConversationDetail> {
  const blocked = await blockState(db, found, user)
  return {
    id: found.row.id,
    parties: parties(found.row),
    other: otherParty(found.row, user.id),
    context: contextJson(found.row),
    blocked,
    can_post: postRefusal(found, blocked) === null,
    read_only: found.standing === 'observer',
    created_at: new Date(found.row.created_at).toISOString(),
  }
}

export const chatRoutes = new Hono<AppEnv>()
  /**
   * GET /api/conversations?page=&perPage=: the member's conversations, newest activity first,
   * with the other side, the context, the last message and the unread count. An admin also gets
   * every team conversation.
   */
  .get('/conversations', requireVerified, async (c) => {
    const user = currentUser(c)
    const query = validateQuery(c, conversationListQuerySchema)
    const { rows, count } = await listConversations(c.get('deps').db, user.id, {
      withTeam: isAdminUser(user),
      page: query.page,
      perPage: query.perPage,
    })
    const body: ConversationList = { conversations: rows.map((row) => summaryJson(row, user.id)), count }
    return c.json(body)
  })

  /**
   * POST /api/conversations {application_id} | {user_id}: opens the conversation about an
   * application (its offer's holder or the applicant), or for an admin the team's conversation
   * with a member; 201 when opened, 200 when it was already there.
   */
  .post('/conversations', requireVerified, requireCharter, async (c) => {
    const user = currentUser(c)
    const { db } = c.get('deps')
    const clock = requestClock(c)
    const input = await validateJson(c, openConversationSchema)
    const opened = await inTransaction(db, (trx) =>
      input.application_id !== undefined
        ? openForApplication(trx, input.application_id, user, clock)
        : openForTeam(trx, input.user_id as number, user, clock.now),
    )
    const found = await conversationAccess(db, opened.id, user)
    const body: ConversationAnswer = { conversation: await detailJson(db, found, user) }
    return c.json(body, opened.created ? 201 : 200)
  })

  /** GET /api/conversations/{id}: the header (both sides, the context, the blocks). */
  .get('/conversations/:id{[0-9]+}', requireVerified, async (c) => {
    const user = currentUser(c)
    const found = await access(c)
    const body: ConversationAnswer = { conversation: await detailJson(c.get('deps').db, found, user) }
    return c.json(body)
  })

  /** GET /api/conversations/{id}/messages?before=&perPage=: newest first, `next_before` for the older page. */
  .get('/conversations/:id{[0-9]+}/messages', requireVerified, async (c) => {
    const found = await access(c)
    const query = validateQuery(c, messageListQuerySchema)
    const { rows, nextBefore } = await listMessages(c.get('deps').db, found.row.id, query)
    const body: MessagePage = { messages: rows.map(messageJson), next_before: nextBefore }
    return c.json(body)
  })

  /**
   * POST /api/conversations/{id}/messages: JSON {client_id, body}, or multipart (client_id, body,
   * file) for a message with an attachment, sent in the same request so that the message and its
   * file are stored together or not at all (docs/architecture.md#chat-attachments). 201 with the
   * message; a replay of the same client id answers the stored message with 200 before its file is
   * even looked at (never a second message nor a second file, even blocked since, and it does not
   * count against the rate limits). 403 when blocked. The file: 10 MB at most (413), an image
   * (JPEG, PNG, WebP, re-encoded to WebP without metadata) or a PDF with nothing active in it, as
   * its bytes say (422 otherwise); with a file the text may be empty.
   */
  .post('/conversations/:id{[0-9]+}/messages', requireVerified, requireCharter, messageBodyLimit, async (c) => {
    const user = currentUser(c)
    const { db } = c.get('deps')
    const { now, locale } = requestClock(c)
    const found = await access(c)
    const input = await messageInput(c)
    const replay = await replayOf(db, found.row.id, input.client_id, user)
    if (replay) return c.json({ message: messageJson(replay) } satisfies MessageAnswer, 200)
    if (input.body === '' && !input.file)
      throw fieldErrors(locale, 'chat.body_or_file_required', { body: 'chat.body_or_file_required' })
    if (input.file && input.file.size > MAX_ATTACHMENT_BYTES)
      throw fieldErrors(locale, 'chat.attachment_too_large', { file: 'chat.attachment_too_large' }, { status: 413 })
    // Refused now rather than after the file's work (postMessage checks again in its transaction).
    const refusal = postRefusal(found, await blockState(db, found, user))
    if (refusal) throw refusal
    const limit = await hitRateLimit(db, MESSAGE_RATE_LIMIT, `user:${user.id}`, now)
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
    let attachment: PreparedAttachment | undefined
    if (input.file) {
      const uploads = await hitRateLimit(db, ATTACHMENT_RATE_LIMIT, `user:${user.id}`, now)
      if (!uploads.allowed) throw tooManyRequests(uploads.retryAfterSeconds)
      try {
        attachment = await prepareAttachment(new Uint8Array(await input.file.arrayBuffer()), input.file.name)
      } catch (error) {
        if (error instanceof AttachmentRefusal) throw fieldErrors(locale, error.code, { file: error.code })
        throw error
      }
    }
    const posted = await inTransaction(db, (trx) =>
      postMessage(trx, { access: found, user, clientId: input.client_id, body: input.body, attachment }, now),
    )
    const body: MessageAnswer = { message: messageJson(posted.message) }
    return c.json(body, posted.created ? 201 : 200)
  })

  /**
   * GET /api/attachments/{id}: the file, to whoever may read its message's conversation (404 to
   * anyone else, as for one that does not exist). Both kinds under a sandboxing CSP and nosniff;
   * a PDF as a download (never opened in the app's origin), an image inline for the thread.
   * `private, no-cache` with its hash as ETag: a browser keeps it but asks again each time, so a
   * reader who lost access (an erased account's file) is refused.
   */
  .get('/attachments/:id{[0-9]+}', requireVerified, async (c) => {
    const user = currentUser(c)
    const { db } = c.get('deps')
    const file = await findAttachment(db, pathId(c.req.param('id')))
    if (!file) throw new HttpError(404, 'http.not_found')
    await conversationAccess(db, file.conversation_id, user)
    const headers = new Headers({
      'Content-Type': file.content_type,
      'Content-Disposition': contentDisposition(file.kind === 'pdf' ? 'attachment' : 'inline', file.name),
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-cache',
      ETag: `"${file.sha256}"`,
    })
    if (c.req.header('if-none-match') === `"${file.sha256}"`) return new Response(null, { status: 304, headers })
    const bytes = await attachmentBytes(db, file.id)
    if (!bytes) throw new HttpError(404, 'http.not_found')
    headers.set('Content-Length', String(bytes.byteLength))
    // Node's driver answers a Buffer, PGlite a Uint8Array: both over an ArrayBuffer.
    return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers })
  })

  /** POST /api/conversations/{id}/read {up_to}: the messages addressed to the caller up to that id are read. */
  .post('/conversations/:id{[0-9]+}/read', requireVerified, async (c) => {
    const user = currentUser(c)
    const { db } = c.get('deps')
    const { now } = requestClock(c)
    const found = await access(c)
    // An admin reading a reported conversation is not its reader: the receipts stay the parties'.
    if (found.standing === 'observer') throw new HttpError(403, 'chat.read_only')
    const input = await validateJson(c, markReadSchema)
    const { unread } = await inTransaction(db, (trx) => readUpTo(trx, found, user, input.up_to, now))
    const body: ReadAnswer = { unread }
    return c.json(body)
  })

  /** POST /api/conversations/{id}/block: the caller blocks the other member (then neither posts). */
  .post('/conversations/:id{[0-9]+}/block', requireVerified, (c) => answerBlock(c, true))

  /** DELETE /api/conversations/{id}/block: the caller lifts their own block (not the other's). */
  .delete('/conversations/:id{[0-9]+}/block', requireVerified, (c) => answerBlock(c, false))

  /** POST /api/messages/{id}/report {reason}: a side reports a message of the other; one open report each. */
  .post('/messages/:id{[0-9]+}/report', requireVerified, async (c) => {
    const user = currentUser(c)
    const { db } = c.get('deps')
    const { now, locale } = requestClock(c)
    const messageId = pathId(c.req.param('id'))
    const input = await validateJson(c, reportMessageSchema)
    const id = await inTransaction(db, (trx) => reportMessage(trx, { messageId, user, reason: input.reason }, now))
    return c.json({ message: translate(locale, 'chat.reported'), report: { id, status: 'open' as const } }, 201)
  })

  /**
   * GET /api/admin/message-reports?status=&page=&perPage=: the reports, newest first, each with
   * the message and its conversation's sides and context.
   */
  .get('/admin/message-reports', requireAdmin, async (c) => {
    const { db } = c.get('deps')
    const query = validateQuery(c, messageReportListQuerySchema)
    const { rows, count } = await listReports(db, query)
    const [messages, conversations, people] = await Promise.all([
      findMessages(
        db,
        rows.map((row) => row.message_id),
      ),
      findConversations(
        db,
        rows.map((row) => row.conversation_id),
      ),
      findPeople(
        db,
        rows.map((row) => row.reporter_user_id),
      ),
    ])
    const reports: MessageReport[] = []
    for (const row of rows) {
      const message = messages.get(row.message_id)
      const conversation = conversations.get(row.conversation_id)
      const reporter = people.get(row.reporter_user_id)
      if (!message || !conversation || !reporter) continue
      reports.push({
        id: row.id,
        reason: row.reason,
        status: row.status,
        created_at: new Date(row.created_at).toISOString(),
        closed_at: row.closed_at ? new Date(row.closed_at).toISOString() : null,
        reporter: memberParty(reporter),
        message: messageJson(message),
        conversation: { id: conversation.id, parties: parties(conversation), context: contextJson(conversation) },
      })
    }
    const body: MessageReportList = { reports, count }
    return c.json(body)
  })

  /** PATCH /api/admin/message-reports/{id} {status: resolved | dismissed}: closes an open report (audited). */
  .patch('/admin/message-reports/:id{[0-9]+}', requireAdmin, async (c) => {
    const admin = currentUser(c)
    const { db } = c.get('deps')
    const { now, locale } = requestClock(c)
    const id = pathId(c.req.param('id'))
    const input = await validateJson(c, closeMessageReportSchema)
    await inTransaction(db, (trx) => closeMessageReport(trx, { id, status: input.status, admin }, now))
    return c.json({ message: translate(locale, 'chat.report_saved'), report: { id, status: input.status } })
  })

async function answerBlock(c: Context<AppEnv>, blocked: boolean) {
  const user = currentUser(c)
  const { db } = c.get('deps')
  const { now, locale } = requestClock(c)
  const found = await access(c)
  await inTransaction(db, (trx) => setBlock(trx, found, user, blocked, now))
  const body: BlockAnswer = {
    message: translate(locale, blocked ? 'chat.blocked' : 'chat.unblocked'),
    blocked: await blockState(db, found, user),
  }
  return c.json(body)
}
