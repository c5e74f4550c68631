import {
  type ChatMessage,
  type ConversationContext,
  type ConversationParty,
  type ConversationSummary,
  MESSAGE_EXCERPT_LENGTH,
  type MessageSender,
} from '#shared/chat.ts'
import { personName, shortPersonName } from '../replacements/replacements.events.ts'
import type { ConversationListRow, ConversationRow, MessageRow } from './chat.repository.ts'

/** The answers' shapes (src/shared/chat.ts) from the repository's rows. */

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null)

/** A member as the other side sees them: full name as the applicants list shows it, and photo. */
export function memberParty(person: {
  id: number
  first_name: string | null
  last_name: string | null
  profil_url: string | null
  deleted_at: Date | null
}): ConversationParty {
  const deleted = person.deleted_at !== null
  const name = deleted ? '' : personName(person)
  return {
    type: 'member',
    id: person.id,
    name: name === '' ? null : name,
    avatar_url: deleted ? null : person.profil_url,
    deleted,
  }
}

export const teamParty: ConversationParty = { type: 'team', id: null, name: null, avatar_url: null, deleted: false }

/**
 * Until she applies, an invited nurse is shown as the holder found her (docs/product.md#availability):
 * first name and initial, no photo; her application then shows her as any applicant.
 */
function invitedNurse(party: ConversationParty, row: Pick<ConversationRow, 'b_first_name' | 'b_last_name'>): ConversationParty {
  if (party.deleted) return party
  const name = shortPersonName({ first_name: row.b_first_name, last_name: row.b_last_name })
  return { ...party, name: name === '' ? null : name, avatar_url: null }
}

export function parties(row: ConversationRow): [ConversationParty, ConversationParty] {
  const a = memberParty({
    id: row.user_a_id,
    first_name: row.a_first_name,
    last_name: row.a_last_name,
    profil_url: row.a_profil_url,
    deleted_at: row.a_deleted_at,
  })
  if (row.user_b_id === null) return [a, teamParty]
  const b = memberParty({
    id: row.user_b_id,
    first_name: row.b_first_name,
    last_name: row.b_last_name,
    profil_url: row.b_profil_url,
    deleted_at: row.b_deleted_at,
  })
  return [a, row.kind === 'invitation' ? invitedNurse(b, row) : b]
}

/** The side the viewer is not on: the member for an admin reading as the team, else the second side when the viewer is neither. */
export function otherParty(row: ConversationRow, viewerId: number): ConversationParty {
  const [a, b] = parties(row)
  return row.user_a_id === viewerId ? b : row.user_b_id === viewerId ? a : row.kind === 'team' ? a : b
}

export function contextJson(row: ConversationRow): ConversationContext {
  if (row.kind === 'application')
    return {
      kind: 'application',
      application_id: row.application_id ?? 0,
      replacement_id: row.replacement_id ?? 0,
      commune_name: row.commune_name ?? '',
      start_date: row.start_date,
      end_date: row.end_date,
    }
  if (row.kind === 'invitation')
    return {
      kind: 'invitation',
      invitation_id: row.invitation_id ?? 0,
      replacement_id: row.replacement_id ?? 0,
      commune_name: row.commune_name ?? '',
      start_date: row.start_date,
      end_date: row.end_date,
    }
  if (row.kind === 'partner_response')
    return {
      kind: 'partner_response',
      partner_response_id: row.partner_response_id,
      partner_listing_id: row.partner_listing_id,
      listing_kind: row.partner_listing_kind,
      commune_name: row.partner_commune_name ?? '',
    }
  return { kind: 'team' }
}

export const senderOf = (row: { from_team: boolean; sender_user_id: number }): MessageSender =>
  row.from_team ? 'team' : row.sender_user_id

export function messageJson(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    client_id: row.client_id,
    sender: senderOf(row),
    body: row.erased_at ? '' : row.body,
    erased: row.erased_at !== null,
    created_at: new Date(row.created_at).toISOString(),
    read_at: iso(row.read_at),
    attachment: row.erased_at ? null : row.attachment,
  }
}

/** The first characters of a body, never cutting a character in two (an emoji is two code units). */
function excerpt(body: string): string {
  return Array.from(body).slice(0, MESSAGE_EXCERPT_LENGTH).join('')
}

export function summaryJson(row: ConversationListRow, viewerId: number): ConversationSummary {
  const last =
    row.last_id === null || row.last_created_at === null
      ? null
      : {
          excerpt: row.last_erased_at ? '' : excerpt(row.last_body ?? ''),
          created_at: new Date(row.last_created_at).toISOString(),
          sender: senderOf({ from_team: row.last_from_team === true, sender_user_id: row.last_sender_user_id ?? 0 }),
          attachment: row.last_erased_at ? null : row.last_attachment,
        }
  return {
    id: row.id,
    other: otherParty(row, viewerId),
    context: contextJson(row),
    last_message: last,
    unread: row.unread,
    updated_at: new Date(row.last_message_at ?? row.created_at).toISOString(),
  }
}
