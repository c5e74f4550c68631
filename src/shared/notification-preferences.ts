import { z } from 'zod'
import { notifiableEvents } from './notifications.ts'

/**
 * What the user wants to hear about, and where (POST /api/users/settings/notification): for each
 * event, one switch per channel. A call changes the switches it sends and keeps the others.
 */
export const notificationEvents = [
  // The events the notifications module sends (new messages among them), then Relève's news.
  ...notifiableEvents,
  'product_news',
] as const
export type NotificationEvent = (typeof notificationEvents)[number]

export const notificationChannels = ['email', 'in_app', 'push'] as const
export type NotificationChannel = (typeof notificationChannels)[number]

export type ChannelSwitches = Record<NotificationChannel, boolean>
export type NotificationPreferences = Record<NotificationEvent, ChannelSwitches>

const on = (push: boolean): ChannelSwitches => ({ email: true, in_app: true, push })

/**
 * Defaults: what concerns the user's own offers and applications reaches them everywhere it can
 * (push only works on a device that allowed it); news about the product is off until they turn
 * it on (CNIL: marketing by e-mail needs consent).
 */
export const defaultNotificationPreferences: NotificationPreferences = {
  new_application: on(true),
  application_accepted: on(true),
  application_declined: on(false),
  application_withdrawn: on(false),
  offer_filled: on(false),
  offer_cancelled: on(true),
  urgent_offer_nearby: on(true),
  saved_search_match: on(false),
  message_received: { email: false, in_app: true, push: true },
  invitation_received: on(true),
  invitation_declined: { email: false, in_app: true, push: true },
  // As the offers' saved searches: in the app and by mail, no push for a search's match.
  partner_listing_match: on(false),
  partner_response_decided: on(true),
  contract_signature: on(true),
  product_news: { email: false, in_app: true, push: false },
}

const switchesSchema = z.object(
  Object.fromEntries(notificationChannels.map((channel) => [channel, z.boolean('notifications.invalid').optional()])) as Record<
    NotificationChannel,
    z.ZodOptional<z.ZodBoolean>
  >,
  'notifications.invalid',
)

export const updateNotificationPreferencesSchema = z.object(
  Object.fromEntries(notificationEvents.map((event) => [event, switchesSchema.optional()])) as Record<
    NotificationEvent,
    z.ZodOptional<typeof switchesSchema>
  >,
)
export type UpdateNotificationPreferencesInput = z.input<typeof updateNotificationPreferencesSchema>

/** The preferences as stored, every event and channel filled from the defaults. */
export function resolveNotificationPreferences(stored: unknown): NotificationPreferences {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>
  const result = {} as NotificationPreferences
  for (const event of notificationEvents) {
    const saved = (typeof value[event] === 'object' && value[event] !== null ? value[event] : {}) as Record<string, unknown>
    const defaults = defaultNotificationPreferences[event]
    result[event] = {
      email: typeof saved.email === 'boolean' ? saved.email : defaults.email,
      in_app: typeof saved.in_app === 'boolean' ? saved.in_app : defaults.in_app,
      push: typeof saved.push === 'boolean' ? saved.push : defaults.push,
    }
  }
  return result
}

export function mergeNotificationPreferences(
  stored: unknown,
  update: z.output<typeof updateNotificationPreferencesSchema>,
): NotificationPreferences {
  const current = resolveNotificationPreferences(stored)
  for (const event of notificationEvents) {
    const change = update[event]
    if (change)
      current[event] = { ...current[event], ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) }
  }
  return current
}

/** Whether an event should reach the user on a channel (asked before sending). */
export function wantsNotification(stored: unknown, event: NotificationEvent, channel: NotificationChannel): boolean {
  return resolveNotificationPreferences(stored)[event][channel]
}
