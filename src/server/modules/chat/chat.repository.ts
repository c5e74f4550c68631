import { type ExpressionBuilder, type Insertable, type RawBuilder, sql } from 'kysely'
import type { ConversationKind, MessageAttachment, MessageReportStatus } from '#shared/chat.ts'
import type { PartnerListingKind } from '#shared/partner-listings.ts'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import type { ConversationsTable } from './chat.table.ts'
import type { PreparedAttachment } from './chat-attachments.ts'

/**
 * Conversations in the database (migration 0800-conversations.ts). Who reads what is the
 * service's and the routes' business; these functions take the viewer only to count what is
 * addressed to them.
 */

/** A conversation with its context and both sides' public columns. */
export interface ConversationRow {
  id: number
  kind: ConversationKind
  application_id: number | null
  invitation_id: number | null
  partner_response_id: number | null
  user_a_id: number
  user_b_id: number | null
  last_message_at: Date | null
  created_at: Date
  replacement_id: number | null
  commune_name: string | null
  start_date: string | null
  end_date: string | null
  a_first_name: string | null
  a_last_name: string | null
  a_profil_url: string | null
  a_deleted_at: Date | null
  b_first_name: string | null
  b_last_name: string | null
  b_profil_url: string | null
  b_deleted_at: Date | null
  partner_listing_id: number | null
  partner_listing_kind: PartnerListingKind | null
  partner_commune_name: string | null
}

export interface MessageRow {
  id: number
  conversation_id: number
  sender_user_id: number
  from_team: boolean
  client_id: string
  body: string
  created_at: Date
  read_at: Date | null
  erased_at: Date | null
  /** What the thread shows of its attachment (never the bytes). */
  attachment: MessageAttachment | null
}

/** A message's attachment, its columns but the bytes, for the message `m`. */
const attachmentColumn = sql<MessageAttachment | null>`(
  select json_build_object('id', a.id, 'kind', a.kind, 'name', a.name, 'size', a.size, 'width', a.width, 'height', a.height)
  from message_attachments a where a.message_id = m.id
)`.as('attachment')

function selectMessages(db: Db) {
  return db.selectFrom('conversation_messages as m').select(messageColumns).select(attachmentColumn)
}

const messageColumns = [
  'm.id',
  'm.conversation_id',
  'm.sender_user_id',
  'm.from_team',
  'm.client_id',
  'm.body',
  'm.created_at',
  'm.read_at',
  'm.erased_at',
] as const

function selectConversations(db: Db) {
  return db
    .selectFrom('conversations as c')
    .leftJoin('applications as ap', 'ap.id', 'c.application_id')
    .leftJoin('invitations as iv', 'iv.id', 'c.invitation_id')
    .leftJoin('replacements as r', (join) => join.on(sql<boolean>`r.id = coalesce(ap.replacement_id, iv.replacement_id)`))
    .leftJoin('partner_responses as pr', 'pr.id', 'c.partner_response_id')
    .leftJoin('partner_listings as pl', 'pl.id', 'pr.listing_id')
    .innerJoin('users as ua', 'ua.id', 'c.user_a_id')
    .leftJoin('users as ub', 'ub.id', 'c.user_b_id')
    .select([
      'c.id',
      'c.kind',
      'c.application_id',
      'c.invitation_id',
      'c.partner_response_id',
      'c.user_a_id',
      'c.user_b_id',
      'c.last_message_at',
      'c.created_at',
      'r.id as replacement_id',
      'r.commune_name',
      'ua.first_name as a_first_name',
      'ua.last_name as a_last_name',
      'ua.profil_url as a_profil_url',
      'ua.deleted_at as a_deleted_at',
      'ub.first_name as b_first_name',
      'ub.last_name as b_last_name',
      'ub.profil_url as b_profil_url',
      'ub.deleted_at as b_deleted_at',
      'pr.listing_id as partner_listing_id',
      'pl.kind as partner_listing_kind',
      'pl.commune_name as partner_commune_name',
    ])
    .select([sql<string | null>`r.start_date::text`.as('start_date'), sql<string | null>`r.end_date::text`.as('end_date')])
}

export async function findConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  return selectConversations(db).where('c.id', '=', id).executeTakeFirst()
}

/**
 * Whether a message of conversation `c` is addressed to `viewerId`: for an admin reading a team
 * conversation, the member's messages; otherwise those someone else wrote.
 */
function incomingTo(viewerId: number): RawBuilder<boolean> {
  return sql<boolean>`(case when c.kind = 'team' and c.user_a_id <> ${viewerId} then not m.from_team else m.sender_user_id <> ${viewerId} end)`
}

export interface ConversationListRow extends ConversationRow {
  unread: number
  last_id: number | null
  last_body: string | null
  last_created_at: Date | null
  last_sender_user_id: number | null
  last_from_team: boolean | null
  last_erased_at: Date | null
  last_attachment: MessageAttachment['kind'] | null
}

/**
 * A page of the viewer's conversations, newest activity first, each with its last message and
 * how many messages addressed to the viewer are unread. `withTeam`: an admin also sees every
 * team conversation (the member writes to the team, not to one admin).
 */
export async function listConversations(
  db: Db,
  viewerId: number,
  options: { withTeam: boolean; page: number; perPage: number },
): Promise<{ rows: ConversationListRow[]; count: number }> {
  const mine = (eb: ExpressionBuilder<Database & { c: ConversationsTable }, 'c'>) =>
    eb.or([
      eb('c.user_a_id', '=', viewerId),
      eb('c.user_b_id', '=', viewerId),
      ...(options.withTeam ? [eb('c.kind', '=', 'team')] : []),
    ])
  const page = selectConversations(db)
    .where(mine)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('conversation_messages as lm')
          .select([
            'lm.id as last_id',
            'lm.body as last_body',
            'lm.created_at as last_created_at',
            'lm.sender_user_id as last_sender_user_id',
            'lm.from_team as last_from_team',
            'lm.erased_at as last_erased_at',
          ])
          .select(
            sql<MessageAttachment['kind'] | null>`(select a.kind from message_attachments a where a.message_id = lm.id)`.as(
              'last_attachment',
            ),
          )
          .whereRef('lm.conversation_id', '=', 'c.id')
          .orderBy('lm.id', 'desc')
          .limit(1)
          .as('lm'),
      (join) => join.onTrue(),
    )
    .select([
      'lm.last_id',
      'lm.last_body',
      'lm.last_created_at',
      'lm.last_sender_user_id',
      'lm.last_from_team',
      'lm.last_erased_at',
      'lm.last_attachment',
    ])
    .select(
      sql<number>`(select count(*)::int from conversation_messages m where m.conversation_id = c.id and m.read_at is null and ${incomingTo(viewerId)})`.as(
        'unread',
      ),
    )
    .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
    .orderBy('c.id', 'desc')
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
  const total = db.selectFrom('conversations as c').select(sql<number>`count(*)::int`.as('count')).where(mine)
  const [rows, counted] = await Promise.all([page.execute(), total.executeTakeFirstOrThrow()])
  return { rows: rows as ConversationListRow[], count: counted.count }
}

/**
 * A conversation opened once: inserted unless its kind's unique key (`unique`, the application or
 * the member) has one already, which a concurrent opening then finds.
 */
async function openOnce(
  db: Db,
  values: Insertable<ConversationsTable> & { kind: 'application' | 'invitation' | 'team' },
  unique: 'application_id' | 'invitation_id' | 'user_a_id',
): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto('conversations')
    .values(values)
    .onConflict((oc) => oc.column(unique).where('kind', '=', values.kind).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) return { id: inserted.id, created: true }
  const found = await db
    .selectFrom('conversations')
    .select('id')
    .where('kind', '=', values.kind)
    .where(unique, '=', values[unique] ?? null)
    .executeTakeFirstOrThrow()
  return { id: found.id, created: false }
}

/** The conversation about an application, opened once: a concurrent opening finds the same row. */
export function openApplicationConversation(
  db: Db,
  values: { applicationId: number; holderId: number; applicantId: number; now: Date },
): Promise<{ id: number; created: boolean }> {
  return openOnce(
    db,
    {
      kind: 'application',
      application_id: values.applicationId,
      user_a_id: values.holderId,
      user_b_id: values.applicantId,
      created_at: values.now,
    },
    'application_id',
  )
}

/**
 * The conversation an invitation opens (migration 0900): an earlier invitation of this nurse to
 * this offer hands its thread over (she declined, the holder invites her again: one thread);
 * otherwise a new one, opened once.
 */
export async function openInvitationConversation(
  db: Db,
  values: { invitationId: number; replacementId: number; holderId: number; nurseId: number; now: Date },
): Promise<{ id: number; created: boolean }> {
  const taken = await db
    .updateTable('conversations')
    .set({ invitation_id: values.invitationId })
    .where('kind', '=', 'invitation')
    .where('invitation_id', 'in', (eb) =>
      eb
        .selectFrom('invitations')
        .select('id')
        .where('replacement_id', '=', values.replacementId)
        .where('nurse_user_id', '=', values.nurseId),
    )
    .returning('id')
    .executeTakeFirst()
  if (taken) return { id: taken.id, created: false }
  return openOnce(
    db,
    {
      kind: 'invitation',
      invitation_id: values.invitationId,
      user_a_id: values.holderId,
      user_b_id: values.nurseId,
      created_at: values.now,
    },
    'invitation_id',
  )
}

/**
 * The nurse applied to an offer she was invited to: the invitation's conversation becomes her
 * application's, so the thread goes on (migration 0900). Nothing when she was not invited.
 */
export async function adoptInvitationConversation(
  db: Db,
  values: { replacementId: number; nurseId: number; applicationId: number },
): Promise<void> {
  await db
    .updateTable('conversations')
    .set({ kind: 'application', application_id: values.applicationId })
    .where('kind', '=', 'invitation')
    .where('invitation_id', 'in', (eb) =>
      eb
        .selectFrom('invitations')
        .select('id')
        .where('replacement_id', '=', values.replacementId)
        .where('nurse_user_id', '=', values.nurseId),
    )
    .execute()
}

/** The team's conversation with a member, opened once. */
export function openTeamConversation(db: Db, memberId: number, now: Date): Promise<{ id: number; created: boolean }> {
  return openOnce(db, { kind: 'team', user_a_id: memberId, user_b_id: null, created_at: now }, 'user_a_id')
}

/** Whether any message of the conversation was reported (admins may then read it). */
export async function hasReports(db: Db, conversationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('message_reports as mr')
    .innerJoin('conversation_messages as m', 'm.id', 'mr.message_id')
    .select('mr.id')
    .where('m.conversation_id', '=', conversationId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** Blocks between two people, in each direction. */
/** The team: every admin account still open, who all read and answer the team's conversations. */
export async function listTeamIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('account_type', 'in', ['administrator', 'developer'])
    .where('deleted_at', 'is', null)
    .execute()
  return rows.map((row) => row.id)
}

export async function findBlocks(db: Db, viewerId: number, otherId: number): Promise<{ byMe: boolean; byOther: boolean }> {
  const rows = await db
    .selectFrom('conversation_blocks')
    .select(['blocker_user_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_user_id', '=', viewerId), eb('blocked_user_id', '=', otherId)]),
        eb.and([eb('blocker_user_id', '=', otherId), eb('blocked_user_id', '=', viewerId)]),
      ]),
    )
    .execute()
  return {
    byMe: rows.some((row) => row.blocker_user_id === viewerId),
    byOther: rows.some((row) => row.blocker_user_id === otherId),
  }
}

export async function insertBlock(db: Db, blockerId: number, blockedId: number, now: Date): Promise<void> {
  await db
    .insertInto('conversation_blocks')
    .values({ blocker_user_id: blockerId, blocked_user_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_user_id', 'blocked_user_id']).doNothing())
    .execute()
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db
    .deleteFrom('conversation_blocks')
    .where('blocker_user_id', '=', blockerId)
    .where('blocked_user_id', '=', blockedId)
    .execute()
}

export async function findMessageByClientId(db: Db, conversationId: number, clientId: string): Promise<MessageRow | undefined> {
  return selectMessages(db).where('m.conversation_id', '=', conversationId).where('m.client_id', '=', clientId).executeTakeFirst()
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  return selectMessages(db).where('m.id', '=', id).executeTakeFirst()
}

/**
 * A new message, stored once per (conversation, client id): a replay, even concurrent, inserts
 * nothing and gets undefined (the caller then reads the stored one).
 */
export async function insertMessage(
  db: Db,
  values: { conversationId: number; senderId: number; fromTeam: boolean; clientId: string; body: string; now: Date },
): Promise<MessageRow | undefined> {
  const row = await db
    .insertInto('conversation_messages')
    .values({
      conversation_id: values.conversationId,
      sender_user_id: values.senderId,
      from_team: values.fromTeam,
      client_id: values.clientId,
      body: values.body,
      created_at: values.now,
    })
    .onConflict((oc) => oc.columns(['conversation_id', 'client_id']).doNothing())
    .returning([
      'id',
      'conversation_id',
      'sender_user_id',
      'from_team',
      'client_id',
      'body',
      'created_at',
      'read_at',
      'erased_at',
    ])
    .executeTakeFirst()
  if (!row) return undefined
  await db.updateTable('conversations').set({ last_message_at: values.now }).where('id', '=', values.conversationId).execute()
  return { ...row, attachment: null }
}

/** Stores a new message's attachment; answers what the thread shows of it. */
export async function insertAttachment(
  db: Db,
  messageId: number,
  file: PreparedAttachment,
  now: Date,
): Promise<MessageAttachment> {
  const row = await db
    .insertInto('message_attachments')
    .values({
      message_id: messageId,
      kind: file.kind,
      content_type: file.contentType,
      name: file.name,
      size: file.size,
      sha256: file.sha256,
      width: file.width,
      height: file.height,
      bytes: file.bytes,
      created_at: now,
    })
    .returning(['id', 'kind', 'name', 'size', 'width', 'height'])
    .executeTakeFirstOrThrow()
  return row
}

export interface AttachmentFile {
  id: number
  conversation_id: number
  kind: MessageAttachment['kind']
  content_type: 'image/webp' | 'application/pdf'
  name: string
  size: number
  sha256: string
}

/** An attachment's columns and its message's conversation (who may read it), without the bytes. */
export async function findAttachment(db: Db, id: number): Promise<AttachmentFile | undefined> {
  return db
    .selectFrom('message_attachments as a')
    .innerJoin('conversation_messages as m', 'm.id', 'a.message_id')
    .select(['a.id', 'm.conversation_id', 'a.kind', 'a.content_type', 'a.name', 'a.size', 'a.sha256'])
    .where('a.id', '=', id)
    .where('m.erased_at', 'is', null)
    .executeTakeFirst()
}

export async function attachmentBytes(db: Db, id: number): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('message_attachments').select('bytes').where('id', '=', id).executeTakeFirst()
  return row?.bytes
}

/** A page of messages, newest first, older than `before` when given; one more tells if more remain. */
export async function listMessages(
  db: Db,
  conversationId: number,
  options: { before?: number | undefined; perPage: number },
): Promise<{ rows: MessageRow[]; nextBefore: number | null }> {
  let query = selectMessages(db)
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.id', 'desc')
    .limit(options.perPage + 1)
  if (options.before !== undefined) query = query.where('m.id', '<', options.before)
  const rows = await query.execute()
  const more = rows.length > options.perPage
  const page = more ? rows.slice(0, options.perPage) : rows
  return { rows: page, nextBefore: more ? (page.at(-1)?.id ?? null) : null }
}

/**
 * Marks read the messages addressed to the viewer up to `upTo`; returns the ids newly read and
 * how many addressed to the viewer stay unread.
 */
export async function markRead(
  db: Db,
  conversationId: number,
  viewerId: number,
  upTo: number,
  now: Date,
): Promise<{ read: MessageRow[]; unread: number }> {
  const { rows: read } = await sql<MessageRow>`
    update conversation_messages m set read_at = ${now}
    from conversations c
    where c.id = m.conversation_id and m.conversation_id = ${conversationId} and m.id <= ${upTo}
      and m.read_at is null and ${incomingTo(viewerId)}
    returning m.id, m.conversation_id, m.sender_user_id, m.from_team, m.client_id, m.body, m.created_at, m.read_at, m.erased_at,
      null::json as attachment
  `.execute(db)
  return { read, unread: await unreadCount(db, conversationId, viewerId) }
}

export async function unreadCount(db: Db, conversationId: number, viewerId: number): Promise<number> {
  const { rows } = await sql<{ unread: number }>`
    select count(*)::int as unread from conversation_messages m join conversations c on c.id = m.conversation_id
    where m.conversation_id = ${conversationId} and m.read_at is null and ${incomingTo(viewerId)}
  `.execute(db)
  return rows[0]?.unread ?? 0
}

/**
 * Whether the recipient still has, from this conversation, an unread `message_received`
 * notification or an unread message older than `beforeId`: then they were told already.
 */
export async function recipientAlreadyTold(
  db: Db,
  input: { recipientId: number; conversationId: number; beforeId: number },
): Promise<boolean> {
  const { rows } = await sql<{ told: boolean }>`
    select exists (
        select 1 from notifications n
        where n.user_id = ${input.recipientId} and n.read_at is null and n.event = 'message_received'
          and n.data->>'conversation_id' = ${String(input.conversationId)}
      ) or exists (
        select 1 from conversation_messages m join conversations c on c.id = m.conversation_id
        where m.conversation_id = ${input.conversationId} and m.id < ${input.beforeId} and m.read_at is null
          and ${incomingTo(input.recipientId)}
      ) as told
  `.execute(db)
  return rows[0]?.told ?? false
}

/** The viewer's `message_received` notifications of this conversation are read with it. */
export async function markMessageNotificationsRead(db: Db, userId: number, conversationId: number, now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('event', '=', 'message_received')
    .where('read_at', 'is', null)
    .where(sql<boolean>`data->>'conversation_id' = ${String(conversationId)}`)
    .execute()
}

/** A new open report, or undefined when this reporter already has one open on the message. */
export async function insertReport(
  db: Db,
  values: { messageId: number; reporterId: number; reason: string; now: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('message_reports')
    .values({ message_id: values.messageId, reporter_user_id: values.reporterId, reason: values.reason, created_at: values.now })
    .onConflict((oc) => oc.columns(['message_id', 'reporter_user_id']).where('status', '=', 'open').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export interface ReportRow {
  id: number
  message_id: number
  reporter_user_id: number
  reason: string
  status: MessageReportStatus
  created_at: Date
  closed_at: Date | null
  conversation_id: number
}

export async function listReports(
  db: Db,
  options: { status?: MessageReportStatus | undefined; page: number; perPage: number },
): Promise<{ rows: ReportRow[]; count: number }> {
  let base = db.selectFrom('message_reports as mr').innerJoin('conversation_messages as m', 'm.id', 'mr.message_id')
  if (options.status !== undefined) base = base.where('mr.status', '=', options.status)
  const [rows, counted] = await Promise.all([
    base
      .select(['mr.id', 'mr.message_id', 'mr.reporter_user_id', 'mr.reason', 'mr.status', 'mr.created_at', 'mr.closed_at'])
      .select('m.conversation_id')
      .orderBy('mr.created_at', 'desc')
      .orderBy('mr.id', 'desc')
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, count: counted.count }
}

export async function findMessages(db: Db, ids: number[]): Promise<Map<number, MessageRow>> {
  if (ids.length === 0) return new Map()
  const rows = await selectMessages(db).where('m.id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row]))
}

export async function findConversations(db: Db, ids: number[]): Promise<Map<number, ConversationRow>> {
  if (ids.length === 0) return new Map()
  const rows = await selectConversations(db).where('c.id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row]))
}

export async function findPeople(
  db: Db,
  ids: number[],
): Promise<
  Map<
    number,
    { id: number; first_name: string | null; last_name: string | null; profil_url: string | null; deleted_at: Date | null }
  >
> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'profil_url', 'deleted_at'])
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Map(rows.map((row) => [row.id, row]))
}

/** Closes an open report; undefined when it is not open (or does not exist). */
export async function closeReport(
  db: Db,
  id: number,
  values: { status: 'resolved' | 'dismissed'; adminId: number; now: Date },
): Promise<{ id: number } | undefined> {
  return db
    .updateTable('message_reports')
    .set({ status: values.status, closed_at: values.now, closed_by_user_id: values.adminId })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst()
}

export async function findReportStatus(db: Db, id: number): Promise<MessageReportStatus | undefined> {
  const row = await db.selectFrom('message_reports').select('status').where('id', '=', id).executeTakeFirst()
  return row?.status
}

/**
 * A deleted account's messages lose their text (the other party keeps the thread's shape, not
 * what the person wrote), and their blocks go (docs/security.md#privacy-rgpd-cnil).
 */
export async function eraseMessagesOf(db: Db, userId: number, now: Date): Promise<void> {
  // Their files with them: the rows go, bytes, names and all.
  await db
    .deleteFrom('message_attachments')
    .where('message_id', 'in', (eb) =>
      eb.selectFrom('conversation_messages').select('id').where('sender_user_id', '=', userId).where('from_team', '=', false),
    )
    .execute()
  await db
    .updateTable('conversation_messages')
    .set({ body: '', erased_at: now })
    .where('sender_user_id', '=', userId)
    .where('from_team', '=', false)
    .where('erased_at', 'is', null)
    .execute()
  await db
    .deleteFrom('conversation_blocks')
    .where((eb) => eb.or([eb('blocker_user_id', '=', userId), eb('blocked_user_id', '=', userId)]))
    .execute()
}

/**
 * What the person wrote and did in the conversations, for their export (RGPD art. 15 and 20):
 * their own messages (not the other side's, nor the team's) with their attachments' name, type
 * and size (the files themselves are in the conversation), their reports and their blocks.
 */
export async function chatExport(db: Db, userId: number) {
  const [messages, reports, blocks] = await Promise.all([
    db
      .selectFrom('conversation_messages as m')
      .leftJoin('message_attachments as a', 'a.message_id', 'm.id')
      .select(['m.id', 'm.conversation_id', 'm.body', 'm.created_at', 'm.read_at'])
      .select(['a.name as attachment_name', 'a.kind as attachment_kind', 'a.size as attachment_size'])
      .where('m.sender_user_id', '=', userId)
      .where('m.from_team', '=', false)
      .where('m.erased_at', 'is', null)
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('message_reports')
      .select(['id', 'message_id', 'reason', 'status', 'created_at', 'closed_at'])
      .where('reporter_user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('conversation_blocks')
      .select(['blocked_user_id', 'created_at'])
      .where('blocker_user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ])
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)
  return {
    messages: messages.map(({ attachment_name, attachment_kind, attachment_size, ...m }) => ({
      ...m,
      created_at: iso(m.created_at),
      read_at: iso(m.read_at),
      attachment: attachment_name === null ? null : { name: attachment_name, kind: attachment_kind, size: attachment_size },
    })),
    message_reports: reports.map((r) => ({ ...r, created_at: iso(r.created_at), closed_at: iso(r.closed_at) })),
    blocks: blocks.map((b) => ({ ...b, created_at: iso(b.created_at) })),
  }
}
