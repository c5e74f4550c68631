import { z } from 'zod'
import { paginationFields } from './pagination.ts'
import type { PartnerListingKind } from './partner-listings.ts'
import { paths } from './paths.ts'
import type { PartyContact, Shift, Urgency } from './replacements.ts'

/**
 * The in-app notification centre and the mails of the marketplace. A notification
 * carries ids and short labels only (the offer's commune and dates, a person's name, and on an
 * acceptance the holder's phone and e-mail for the accepted nurse) — never a patient's data, never
 * free text someone typed (a cancel reason, an application message).
 */

/** What every notification about an offer says of it: enough to recognise it in a list. */
export interface OfferSummary {
  replacement_id: number
  commune_name: string
  start_date: string
  end_date: string
}

/** The data of each event, by event. A new kind of event (chat…) adds its entries here. */
export interface NotificationDataByEvent {
  /** To the offer's author. */
  new_application: OfferSummary & { application_id: number; applicant_name: string }
  /**
   * To the applicant; `dates` are the days accepted when the holder split the offer;
   * `holder_contact` is how to reach the holder now (absent from notifications written before it).
   */
  application_accepted: OfferSummary & {
    application_id: number
    holder_name: string
    dates: string[] | null
    holder_contact?: PartyContact
  }
  application_declined: OfferSummary & { application_id: number; holder_name: string }
  /** To the offer's author. */
  application_withdrawn: OfferSummary & { application_id: number; applicant_name: string }
  /** To every applicant not accepted (they are declined). */
  offer_filled: OfferSummary & { holder_name: string }
  /** To every pending or accepted applicant. */
  offer_cancelled: OfferSummary & { holder_name: string }
  /** To opted-in, validated replacement nurses whose zone covers the offer's commune. */
  urgent_offer_nearby: OfferSummary & {
    urgency: Exclude<Urgency, 'normal'>
    shifts: Shift[]
    retrocession_percent: number
    distance_km: number
    /** Until when the holder collects answers (ISO instant), if a window is set. */
    answer_window_ends_at: string | null
  }
  /** To the owner of a saved search with alerts on, once per offer. */
  saved_search_match: OfferSummary & { saved_search_id: number; saved_search_name: string; distance_km: number | null }
  /**
   * To the other side of a conversation, once while the previous notice is unread; never the
   * message's text. `sender_name` is null when the Relève team wrote.
   */
  message_received: { conversation_id: number; sender_name: string | null }
  /** To a nurse whose availability a holder found: an invitation to one of the holder's offers. */
  invitation_received: OfferSummary & { invitation_id: number; holder_name: string }
  /** To the holder: the nurse she invited declined (first name and initial, as the search shows her). */
  invitation_declined: OfferSummary & { invitation_id: number; nurse_name: string }
  /** To the owner of a partner listings' saved search with alerts on, once per listing (on publication only). */
  partner_listing_match: PartnerListingSummary & {
    saved_search_id: number
    saved_search_name: string
    distance_km: number | null
  }
  /** To a responder: the listing's author retained or declined their response. */
  partner_response_decided: PartnerListingSummary & {
    response_id: number
    status: 'retained' | 'declined'
    author_name: string
    conversation_id: number | null
  }
  /**
   * To the other party of a replacement contract when one signs; to both when a change to the text
   * voided the signatures, or when both have signed and the signed PDF is ready (docs/product.md#contract).
   */
  contract_signature: {
    application_id: number
    status: 'signed' | 'voided' | 'completed'
    /** Who signed (signed), or whose signature was voided (voided); the other party (completed). */
    party_name: string
  }
}

/** What every notification about a partner listing says of it: its kind and commune. */
export interface PartnerListingSummary {
  listing_id: number
  kind: PartnerListingKind
  commune_name: string | null
}

export type NotifiableEvent = keyof NotificationDataByEvent

export const notifiableEvents = [
  'new_application',
  'application_accepted',
  'application_declined',
  'application_withdrawn',
  'offer_filled',
  'offer_cancelled',
  'urgent_offer_nearby',
  'saved_search_match',
  'message_received',
  'invitation_received',
  'invitation_declined',
  'partner_listing_match',
  'partner_response_decided',
  'contract_signature',
] as const satisfies readonly NotifiableEvent[]

/** An event with its data: the two always travel together, so their types agree. */
export type NotificationPayload = { [E in NotifiableEvent]: { event: E; data: NotificationDataByEvent[E] } }[NotifiableEvent]

/** GET /api/notifications items. */
export type Notification = NotificationPayload & {
  id: number
  /** ISO instant; null while unread. */
  read_at: string | null
  created_at: string
}

/** GET /api/notifications: one page, newest first; `count` matches the filter, `unread` is all unread. */
export interface NotificationList {
  notifications: Notification[]
  count: number
  unread: number
}

export const NOTIFICATIONS_PER_PAGE_DEFAULT = 20

/** GET /api/notifications?page=&perPage=&unread=true */
export const notificationListQuerySchema = z.object({
  ...paginationFields(NOTIFICATIONS_PER_PAGE_DEFAULT),
  unread: z
    .enum(['true', 'false', '1', '0'], 'validation.invalid')
    .transform((value) => value === 'true' || value === '1')
    .optional(),
})

/** POST /api/notifications/read-all and /{id}/read answer the unread count left. */
export interface NotificationReadAnswer {
  unread: number
}

/**
 * Where a notification leads in the app (the centre's links and the mails' buttons): the offer,
 * its applicants for its author, the nurse's applications, the contract of an accepted one, or
 * the conversation of a new message.
 */
export function notificationPath(payload: NotificationPayload): string {
  if (payload.event === 'message_received') return paths.conversation.replace(':id', String(payload.data.conversation_id))
  if (payload.event === 'partner_listing_match') return paths.partnerListing.replace(':id', String(payload.data.listing_id))
  // The decision is followed up in the response's conversation.
  if (payload.event === 'partner_response_decided')
    return payload.data.conversation_id === null
      ? paths.partnerListing.replace(':id', String(payload.data.listing_id))
      : paths.conversation.replace(':id', String(payload.data.conversation_id))
  if (payload.event === 'contract_signature') return paths.replacementContract.replace(':id', String(payload.data.application_id))
  const id = String(payload.data.replacement_id)
  switch (payload.event) {
    case 'new_application':
    case 'application_withdrawn':
    // The offer's applicants page lists the invitations and their answers.
    case 'invitation_declined':
      return paths.replacementApplicants.replace(':id', id)
    // Accepted: straight to the written contract to read and sign before the first day.
    case 'application_accepted':
      return paths.replacementContract.replace(':id', String(payload.data.application_id))
    case 'application_declined':
      return paths.replacementsApplied
    case 'offer_filled':
    case 'offer_cancelled':
    case 'urgent_offer_nearby':
    case 'saved_search_match':
      return paths.replacementDetail.replace(':id', id)
    // The invitation is answered where the nurse keeps her availability.
    case 'invitation_received':
      return paths.availability
  }
}
