import { type NotificationPayload, notificationPath } from '#shared/notifications.ts'
import type { PushMessage } from '#shared/push.ts'
import type { Locale } from '../../i18n/messages.ts'
import { notificationMail } from '../notifications/notification-mail.ts'
import type { PushUrgency } from './push.table.ts'

/**
 * A notification as a push: the mail's heading as the title and its first line as the body (the
 * same words, in the account's language), the screen the mail's button opens, and a tag per event
 * and screen so that repeats replace each other on the device. The mail's later lines (a phone
 * number, the contract's reminder) stay out of a lock screen.
 */
export function pushMessageFor(payload: NotificationPayload, locale: Locale): PushMessage {
  const url = notificationPath(payload)
  const content = notificationMail.render[locale](
    { ...payload, name: null },
    {
      locale,
      // Only the button's link uses it, and the push carries the path instead.
      link: (path) => path,
      formatDateTime: (iso) => iso,
    },
  )
  return { title: content.heading, body: content.preheader, url, tag: `${payload.event}:${url}` }
}

/** What may wake a sleeping phone at once: a message, an urgent offer nearby. */
const highUrgency: ReadonlySet<string> = new Set(['urgent_offer_nearby', 'message_received'])

export function pushUrgencyOf(payload: NotificationPayload): PushUrgency {
  return highUrgency.has(payload.event) ? 'high' : 'normal'
}
