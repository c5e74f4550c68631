import { z } from 'zod'
import type { AttachmentKind } from './chat-attachments.ts'
import { idNumber, idQueryValue } from './integers.ts'
import { paginationFields } from './pagination.ts'
import type { PartnerListingKind } from './partner-listings.ts'

/**
 * Conversations between two members (docs/product.md#glossary): about an application (the offer's
 * holder and the applicant), an invitation to an offer (the holder and the nurse she invited, until
 * the nurse applies), a partner listing's response, or the team writing to a member. Messages are plain text, shown as text (never HTML), line breaks kept. Codes in
 * messages ('chat.body_too_long') are translated by the server's tables and the client's catalogue.
 */

export const conversationKinds = ['application', 'invitation', 'partner_response', 'team'] as const
export type ConversationKind = (typeof conversationKinds)[number]

export const messageReportStatuses = ['open', 'resolved', 'dismissed'] as const
export type MessageReportStatus = (typeof messageReportStatuses)[number]

export const MESSAGE_MAX_LENGTH = 4000
export const REPORT_REASON_MAX_LENGTH = 1000
/** The last message's excerpt in the list. */
export const MESSAGE_EXCERPT_LENGTH = 140
export const CONVERSATIONS_PER_PAGE_DEFAULT = 20
export const MESSAGES_PER_PAGE_DEFAULT = 30
export const MESSAGE_REPORTS_PER_PAGE_DEFAULT = 20

const uuid = z.string('chat.client_id_invalid').uuid('chat.client_id_invalid')

/** GET /api/conversations?page=&perPage= */
export const conversationListQuerySchema = z.object({ ...paginationFields(CONVERSATIONS_PER_PAGE_DEFAULT) })

/**
 * POST /api/conversations: `{ application_id }` (the offer's holder or the applicant) or, for
 * admins, `{ user_id }` (the team's conversation with that member). One of the two.
 */
export const openConversationSchema = z
  .object({
    application_id: idNumber('chat.context_invalid').optional(),
    user_id: idNumber('chat.context_invalid').optional(),
  })
  .refine((value) => (value.application_id === undefined) !== (value.user_id === undefined), {
    message: 'chat.context_required',
    path: ['application_id'],
  })

/** GET /api/conversations/{id}/messages?before={message id}&perPage= (newest first). */
export const messageListQuerySchema = z.object({
  before: idQueryValue('validation.invalid').optional(),
  perPage: paginationFields(MESSAGES_PER_PAGE_DEFAULT).perPage,
})

/**
 * POST /api/conversations/{id}/messages: `client_id` is a uuid the client makes once per message,
 * so that a replay (offline, a retry) is stored once. Line breaks are kept, the ends trimmed.
 */
export const sendMessageSchema = z.object({
  client_id: uuid,
  body: z.string('chat.body_required').trim().min(1, 'chat.body_required').max(MESSAGE_MAX_LENGTH, 'chat.body_too_long'),
})

/**
 * The same POST as multipart (`client_id`, `body`, `file`) when the message carries an attachment
 * (docs/architecture.md#chat-attachments): the text may then be empty.
 */
export const sendAttachmentFieldsSchema = z.object({
  client_id: uuid,
  body: z.string('chat.body_required').trim().max(MESSAGE_MAX_LENGTH, 'chat.body_too_long').default(''),
})

/** POST /api/conversations/{id}/read: the other party's messages up to this id are read. */
export const markReadSchema = z.object({ up_to: idNumber('validation.invalid') })

/** POST /api/messages/{id}/report */
export const reportMessageSchema = z.object({
  reason: z
    .string('chat.reason_required')
    .trim()
    .min(1, 'chat.reason_required')
    .max(REPORT_REASON_MAX_LENGTH, 'chat.reason_too_long'),
})

/** GET /api/admin/message-reports?status=open&page=&perPage= */
export const messageReportListQuerySchema = z.object({
  status: z.enum(messageReportStatuses, 'status.invalid').optional(),
  ...paginationFields(MESSAGE_REPORTS_PER_PAGE_DEFAULT),
})

/** PATCH /api/admin/message-reports/{id} */
export const closeMessageReportSchema = z.object({
  status: z.enum(['resolved', 'dismissed'], 'status.invalid'),
})

/**
 * One side of a conversation. The team has no id and no name of its own (the client says "the
 * Relève team"); a deleted account keeps its id but no name nor photo.
 */
export interface ConversationParty {
  type: 'member' | 'team'
  id: number | null
  /** First and last name, as the applicants list shows them; null for the team or a deleted account. */
  name: string | null
  avatar_url: string | null
  deleted: boolean
}

export type ConversationContext =
  | {
      kind: 'application'
      application_id: number
      replacement_id: number
      commune_name: string
      start_date: string | null
      end_date: string | null
    }
  | {
      /** A holder invited the nurse to her offer; it becomes `application` when she applies. */
      kind: 'invitation'
      invitation_id: number
      replacement_id: number
      commune_name: string
      start_date: string | null
      end_date: string | null
    }
  | {
      kind: 'partner_response'
      partner_response_id: number | null
      /** The listing answered, its kind and commune (null once the listing is gone). */
      partner_listing_id: number | null
      listing_kind: PartnerListingKind | null
      commune_name: string
    }
  | { kind: 'team' }

/** Who wrote a message: a member's id, or 'team' for any admin writing for the team. */
export type MessageSender = number | 'team'

export interface LastMessage {
  /** The first MESSAGE_EXCERPT_LENGTH characters. */
  excerpt: string
  created_at: string
  sender: MessageSender
  /** Its file's kind, if any (a message may be a file alone); always sent by the server. */
  attachment?: AttachmentKind | null
}

/** GET /api/conversations items. */
export interface ConversationSummary {
  id: number
  other: ConversationParty
  context: ConversationContext
  last_message: LastMessage | null
  unread: number
  /** The last message's time, or the opening's. */
  updated_at: string
}

/** GET /api/conversations: newest activity first. */
export interface ConversationList {
  conversations: ConversationSummary[]
  count: number
}

/** GET /api/conversations/{id}, POST /api/conversations. */
export interface ConversationDetail {
  id: number
  /** The two sides: [holder, applicant] for an application, [member, team] for the team. */
  parties: [ConversationParty, ConversationParty]
  /** The side the caller is not on (for an admin reading a reported conversation: the second). */
  other: ConversationParty
  context: ConversationContext
  blocked: { by_me: boolean; by_other: boolean }
  /** Whether the caller may post (a party, nobody blocked). */
  can_post: boolean
  /** An admin reading a reported conversation: neither side, so nothing is marked read or reported. */
  read_only: boolean
  created_at: string
}

export interface ConversationAnswer {
  conversation: ConversationDetail
}

/** A message's file, downloaded from GET /api/attachments/{id} (its bytes never in the JSON). */
export interface MessageAttachment {
  id: number
  kind: AttachmentKind
  /** The sender's file name, cleaned (the download's name; an image's alt text). */
  name: string
  /** Bytes as stored (an image after its re-encoding). */
  size: number
  /** An image's size in pixels; null for a PDF. */
  width: number | null
  height: number | null
}

export interface ChatMessage {
  id: number
  client_id: string
  sender: MessageSender
  /** Empty once its author's account was deleted (`erased`). */
  body: string
  erased: boolean
  created_at: string
  /** When the other party read it; null while unread. */
  read_at: string | null
  /**
   * Null when none, or once erased with its author's account. The server always sends it; a
   * message the client made itself (queued offline, text only) may leave it out.
   */
  attachment?: MessageAttachment | null
}

/** GET /api/conversations/{id}/messages: newest first; `next_before` asks for the older page. */
export interface MessagePage {
  messages: ChatMessage[]
  next_before: number | null
}

/** POST /api/conversations/{id}/messages: 201 the first time, 200 with the same message on a replay. */
export interface MessageAnswer {
  message: ChatMessage
}

/** POST /api/conversations/{id}/read */
export interface ReadAnswer {
  unread: number
}

/** POST/DELETE /api/conversations/{id}/block */
export interface BlockAnswer {
  message: string
  blocked: { by_me: boolean; by_other: boolean }
}

/** GET /api/admin/message-reports items: the message with its conversation's parties. */
export interface MessageReport {
  id: number
  reason: string
  status: MessageReportStatus
  created_at: string
  closed_at: string | null
  reporter: ConversationParty
  message: ChatMessage
  conversation: { id: number; parties: [ConversationParty, ConversationParty]; context: ConversationContext }
}

export interface MessageReportList {
  reports: MessageReport[]
  count: number
}
