import { z } from 'zod'
import { notifiableEvents } from './notifications.ts'
import { applicationStatuses, replacementStatuses } from './replacements.ts'

/**
 * The realtime events of GET /api/events (docs/architecture.md#realtime-events): each one goes to
 * one user, the row's recipient, and carries ids and states only; the client refetches or patches
 * what it shows with them. One SSE message per event: `id:` the event's id (for Last-Event-ID),
 * `event:` its type, `data:` the JSON of `RealtimeEvent`.
 */

const id = z.number().int().positive()

export const realtimeEventDataSchemas = {
  /** To each participant of the conversation but the sender. */
  'message.created': z.object({ conversation_id: id, message_id: id }),
  /** To the other participants: `reader_user_id` has read the conversation up to `last_read_message_id`. */
  'message.read': z.object({ conversation_id: id, reader_user_id: id, last_read_message_id: id }),
  /** To the notification's owner: a row of the in-app centre was written (GET /api/notifications). */
  'notification.created': z.object({ notification_id: id, event: z.enum(notifiableEvents) }),
  /** To both parties of an application: created, accepted, declined or withdrawn. */
  'application.updated': z.object({ application_id: id, replacement_id: id, status: z.enum(applicationStatuses) }),
  /** To the offer's author and its pending and accepted applicants: the offer was cancelled or taken down. */
  'replacement.updated': z.object({ replacement_id: id, status: z.enum(replacementStatuses) }),
} as const

export type RealtimeEventType = keyof typeof realtimeEventDataSchemas
export const realtimeEventTypes = Object.keys(realtimeEventDataSchemas) as RealtimeEventType[]

export type RealtimeEventData = { [T in RealtimeEventType]: z.infer<(typeof realtimeEventDataSchemas)[T]> }

function eventSchema<T extends RealtimeEventType>(type: T) {
  return z.object({ id, type: z.literal(type), data: realtimeEventDataSchemas[type], created_at: z.string() })
}

/** An event as the stream's `data:` line carries it. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  eventSchema('message.created'),
  eventSchema('message.read'),
  eventSchema('notification.created'),
  eventSchema('application.updated'),
  eventSchema('replacement.updated'),
])

export type RealtimeEvent = z.infer<typeof realtimeEventSchema>

/** The stream's path; `last_event_id` in the query stands for the Last-Event-ID header. */
export const EVENTS_PATH = '/api/events'
