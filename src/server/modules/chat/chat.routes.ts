import type { Context } from 'hono'
import { Hono } from 'hono'
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
  sendMessageSchema,
} from '#shared/chat.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { tooManyRequests } from '../../middleware/rate-limit.ts'
import { currentUser, isAdminUser, requireAdmin, requireCharter, requireVerified } from '../../middleware/session.ts'
import { hitRateLimit, type RateLimitRule } from '../rate-limits/rate-limits.repository.ts'
import { requestClock } from '../replacements/marketplace-http.ts'
import type { AuthUser } from '../users/users.repository.ts'
import { findConversations, findMessages, findPeople, listConversations, listMessages, listReports } from './chat.repository.ts'
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
import { contextJson, memberParty, messageJson, otherParty, parties, summaryJson } from './chat-json.ts'

/**
 * Conversations and their messages (src/shared/chat.ts for the shapes). Every route with an id
 * answers 404 to whoever may not read the conversation, as for one that does not exist
 * (docs/security.md#authorization). Posting is rate-limited per member; a message's client id
 * makes a replayed POST answer the stored message (200) instead of storing it twice.
 */

/** A person types far slower than this; a script or a runaway client is stopped here. */
export const MESSAGE_RATE_LIMIT: RateLimitRule = { name: 'chat.message', limit: 30, windowSeconds: 60 }

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
   * POST /api/conversations/{id}/messages {client_id, body}: 201 with the message; a replay of
   * the same client id answers the stored message with 200 (never a second message, even
   * blocked since, and it does not count against the rate limit). 403 when blocked.
   */
  .post('/conversations/:id{[0-9]+}/messages', requireVerified, requireCharter, async (c) => {
    const user = currentUser(c)
    const { db } = c.get('deps')
    const { now } = requestClock(c)
    const found = await access(c)
    const input = await validateJson(c, sendMessageSchema)
    const replay = await replayOf(db, found.row.id, input.client_id, user)
    if (replay) return c.json({ message: messageJson(replay) } satisfies MessageAnswer, 200)
    const limit = await hitRateLimit(db, MESSAGE_RATE_LIMIT, `user:${user.id}`, now)
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
    const posted = await inTransaction(db, (trx) =>
      postMessage(trx, { access: found, user, clientId: input.client_id, body: input.body }, now),
    )
    const body: MessageAnswer = { message: messageJson(posted.message) }
    return c.json(body, posted.created ? 201 : 200)
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
