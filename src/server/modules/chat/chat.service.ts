import type { Transaction } from 'kysely'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import { isAdminUser } from '../../middleware/session.ts'
import { findApplication } from '../applications/applications.repository.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { publishEvents } from '../events/publish.ts'
import { notify } from '../notifications/notify.ts'
import { personName, shortPersonName } from '../replacements/replacements.events.ts'
import { findOfferState } from '../replacements/replacements.repository.ts'
import type { AuthUser } from '../users/users.repository.ts'
import {
  type ConversationRow,
  closeReport,
  deleteBlock,
  findBlocks,
  findConversation,
  findMessage,
  findMessageByClientId,
  findReportStatus,
  hasReports,
  insertAttachment,
  insertBlock,
  insertMessage,
  insertReport,
  listTeamIds,
  type MessageRow,
  markMessageNotificationsRead,
  markRead,
  openApplicationConversation,
  openTeamConversation,
  recipientAlreadyTold,
} from './chat.repository.ts'
import type { PreparedAttachment } from './chat-attachments.ts'

/**
 * The rules of the conversations. Who reads a conversation: its two parties; any admin for a team
 * conversation (the member writes to the team, not to one admin); any admin, read-only, for a
 * conversation with a reported message. Anyone else gets 404, as for a conversation that does not
 * exist (nothing revealed). Changes run in the caller's transaction (inTransaction, in the handler).
 */

type Trx = Transaction<Database>

/** How the viewer stands in a conversation: a side ('a', 'b'), the team, or an admin reading a report. */
export type Standing = 'a' | 'b' | 'team' | 'observer'

export interface Access {
  row: ConversationRow
  standing: Standing
}

export async function conversationAccess(db: Db, id: number, user: AuthUser): Promise<Access> {
  const row = await findConversation(db, id)
  if (!row) throw new HttpError(404, 'http.not_found')
  if (row.user_a_id === user.id) return { row, standing: 'a' }
  if (row.user_b_id === user.id) return { row, standing: 'b' }
  if (isAdminUser(user)) {
    if (row.kind === 'team') return { row, standing: 'team' }
    if (await hasReports(db, id)) return { row, standing: 'observer' }
  }
  throw new HttpError(404, 'http.not_found')
}

/** The other member of a two-member conversation, from the viewer's side (none for the team's). */
export function otherMemberId(access: Access): number | null {
  const { row, standing } = access
  if (standing === 'a') return row.user_b_id
  if (standing === 'b') return row.user_a_id
  if (standing === 'team') return row.user_a_id
  return null
}

export interface BlockState {
  by_me: boolean
  by_other: boolean
}

/** Blocks apply between two members; the team is never blocked and never blocks. */
export async function blockState(db: Db, access: Access, user: AuthUser): Promise<BlockState> {
  if (access.row.kind === 'team' || access.standing === 'observer') return { by_me: false, by_other: false }
  const other = otherMemberId(access)
  if (other === null) return { by_me: false, by_other: false }
  const blocks = await findBlocks(db, user.id, other)
  return { by_me: blocks.byMe, by_other: blocks.byOther }
}

/** Why the viewer may not post here, or null when they may. */
export function postRefusal(access: Access, blocked: BlockState): HttpError | null {
  if (access.standing === 'observer') return new HttpError(403, 'chat.read_only')
  if (blocked.by_me) return new HttpError(403, 'chat.blocked_by_you')
  if (blocked.by_other) return new HttpError(403, 'chat.blocked_by_other')
  const { row, standing } = access
  // A deleted member reads nothing any more: writing to them would be writing to no one.
  const otherDeleted =
    standing === 'a' ? row.b_deleted_at !== null : standing === 'b' || standing === 'team' ? row.a_deleted_at !== null : false
  if (otherDeleted) return new HttpError(403, 'chat.other_deleted')
  return null
}

/**
 * Opens (or finds) the conversation about an application: only the offer's holder or the
 * applicant; anyone else 404.
 */
export async function openForApplication(
  trx: Trx,
  applicationId: number,
  user: AuthUser,
  { now, today }: { now: Date; today: string },
): Promise<{ id: number; created: boolean }> {
  const application = await findApplication(trx, applicationId)
  const offer = application && (await findOfferState(trx, application.replacement_id, today))
  if (!application || !offer) throw new HttpError(404, 'http.not_found')
  if (offer.author_user_id !== user.id && application.applicant_user_id !== user.id) throw new HttpError(404, 'http.not_found')
  return openApplicationConversation(trx, {
    applicationId,
    holderId: offer.author_user_id,
    applicantId: application.applicant_user_id,
    now,
  })
}

/** Opens (or finds) the team's conversation with a member: admins only. */
export async function openForTeam(
  trx: Trx,
  memberId: number,
  user: AuthUser,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  if (!isAdminUser(user)) throw new HttpError(403, 'chat.team_admins_only')
  const member = await trx.selectFrom('users').select(['id', 'deleted_at']).where('id', '=', memberId).executeTakeFirst()
  if (!member || member.deleted_at !== null || member.id === user.id)
    throw new HttpError(422, 'chat.team_member_unknown', { errors: {} })
  return openTeamConversation(trx, memberId, now)
}

export interface Posted {
  message: MessageRow
  created: boolean
}

/** A message stored before with this client id by this sender (a replay), if any. */
export async function replayOf(
  db: Db,
  conversationId: number,
  clientId: string,
  user: AuthUser,
): Promise<MessageRow | undefined> {
  const existing = await findMessageByClientId(db, conversationId, clientId)
  if (existing && existing.sender_user_id !== user.id) throw new HttpError(422, 'idempotency.key_reused')
  return existing
}

/**
 * Posts a message, with its attachment if any: stored once per client id (a concurrent replay
 * finds the first, and its file is not stored again), then the other member told once while they
 * have not read the previous notice (never a mail per message).
 */
export async function postMessage(
  trx: Trx,
  input: { access: Access; user: AuthUser; clientId: string; body: string; attachment?: PreparedAttachment | undefined },
  now: Date,
): Promise<Posted> {
  const { access, user } = input
  const conversationId = access.row.id
  const blocked = await blockState(trx, access, user)
  const refusal = postRefusal(access, blocked)
  if (refusal) throw refusal
  const inserted = await insertMessage(trx, {
    conversationId,
    senderId: user.id,
    fromTeam: access.standing === 'team',
    clientId: input.clientId,
    body: input.body,
    now,
  })
  if (!inserted) {
    const replay = await replayOf(trx, conversationId, input.clientId, user)
    if (!replay) throw new HttpError(409, 'idempotency.in_progress')
    return { message: replay, created: false }
  }
  if (input.attachment) inserted.attachment = await insertAttachment(trx, inserted.id, input.attachment, now)
  const recipientId = otherMemberId(access)
  // Realtime, to both sides (the sender's other devices show it too); for the team's conversation
  // the member and every admin (any of them may answer). Published before notify(), whose event
  // locks the recipient alone: all locks are then taken in one call, in user order (events/publish.ts).
  const team = access.row.kind === 'team' ? await listTeamIds(trx) : []
  const sides = [...new Set([user.id, ...(recipientId === null ? [] : [recipientId]), ...team])]
  await publishEvents(
    trx,
    sides.map((userId) => ({
      userId,
      type: 'message.created' as const,
      data: { conversation_id: conversationId, message_id: inserted.id },
    })),
  )
  // Team conversations tell the member only: the admins see them in their list.
  const toMember = access.standing === 'team' || access.row.kind !== 'team'
  if (recipientId !== null && toMember) {
    const told = await recipientAlreadyTold(trx, { recipientId, conversationId, beforeId: inserted.id })
    if (!told) {
      await notify(trx, {
        userId: recipientId,
        event: 'message_received',
        data: { conversation_id: conversationId, sender_name: access.standing === 'team' ? null : senderName(access, user) },
        now,
      })
    }
  }
  return { message: inserted, created: true }
}

/** As the thread names the sender: an invited nurse by first name and initial until she applies. */
function senderName(access: Access, user: AuthUser): string {
  return access.row.kind === 'invitation' && access.row.user_b_id === user.id ? shortPersonName(user) : personName(user)
}

/** Marks the viewer's incoming messages read up to `upTo`, and their notices of this conversation. */
export async function readUpTo(trx: Trx, access: Access, user: AuthUser, upTo: number, now: Date) {
  const result = await markRead(trx, access.row.id, user.id, upTo, now)
  await markMessageNotificationsRead(trx, user.id, access.row.id, now)
  // The receipt, in realtime, to whoever wrote what was just read; the team's messages read by
  // the member, to every admin (each one's open thread shows them read).
  const last = Math.max(0, ...result.read.map((message) => message.id))
  const team = access.row.kind === 'team' && access.standing !== 'team' && result.read.length > 0 ? await listTeamIds(trx) : []
  const senders = [...new Set([...result.read.map((message) => message.sender_user_id), ...team])].filter((id) => id !== user.id)
  await publishEvents(
    trx,
    senders.map((userId) => ({
      userId,
      type: 'message.read' as const,
      data: { conversation_id: access.row.id, reader_user_id: user.id, last_read_message_id: last },
    })),
  )
  return result
}

/** The viewer blocks or unblocks the other member of the conversation. */
export async function setBlock(trx: Trx, access: Access, user: AuthUser, blocked: boolean, now: Date): Promise<void> {
  if (access.standing === 'observer') throw new HttpError(403, 'chat.read_only')
  if (access.row.kind === 'team') throw new HttpError(422, 'chat.cannot_block_team')
  const other = otherMemberId(access)
  if (other === null) throw new HttpError(422, 'chat.cannot_block_team')
  if (blocked) await insertBlock(trx, user.id, other, now)
  else await deleteBlock(trx, user.id, other)
}

/**
 * Reports a message someone else wrote, in a conversation the reporter is a side of; one open
 * report per reporter and message.
 */
export async function reportMessage(
  trx: Trx,
  input: { messageId: number; user: AuthUser; reason: string },
  now: Date,
): Promise<number> {
  const message = await findMessage(trx, input.messageId)
  if (!message) throw new HttpError(404, 'http.not_found')
  const row = await findConversation(trx, message.conversation_id)
  if (!row || (row.user_a_id !== input.user.id && row.user_b_id !== input.user.id)) throw new HttpError(404, 'http.not_found')
  if (message.sender_user_id === input.user.id && !message.from_team) throw new HttpError(422, 'chat.report_own')
  const id = await insertReport(trx, { messageId: message.id, reporterId: input.user.id, reason: input.reason, now })
  if (id === undefined) throw new HttpError(409, 'chat.report_exists')
  return id
}

/** An admin closes an open report, recorded in the audit log with the change. */
export async function closeMessageReport(
  trx: Trx,
  input: { id: number; status: 'resolved' | 'dismissed'; admin: AuthUser },
  now: Date,
): Promise<void> {
  const closed = await closeReport(trx, input.id, { status: input.status, adminId: input.admin.id, now })
  if (!closed) {
    const status = await findReportStatus(trx, input.id)
    if (status === undefined) throw new HttpError(404, 'http.not_found')
    throw new HttpError(409, 'chat.report_closed')
  }
  await recordAudit(trx, {
    actorId: input.admin.id,
    action: input.status === 'resolved' ? 'message_report.resolve' : 'message_report.dismiss',
    subjectType: 'message_report',
    subjectId: input.id,
    before: { status: 'open' },
    after: { status: input.status },
    at: now,
  })
}
