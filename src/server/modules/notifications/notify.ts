import type { Transaction } from 'kysely'
import { wantsNotification } from '#shared/notification-preferences.ts'
import type { NotificationPayload } from '#shared/notifications.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import type { Locale } from '../../i18n/messages.ts'
import { publishEvent } from '../events/publish.ts'
import { insertOutboxMail } from '../mail/mail.repository.ts'
import type { MailAttachmentRef } from '../mail/mail-attachments.ts'
import { queuePushes } from '../push/push.repository.ts'
import { pushMessageFor, pushUrgencyOf } from '../push/push-message.ts'
import { isTransactionalMail, type NotificationMailData, notificationSubject } from './notification-mail.ts'

export type NotifyInput = NotificationPayload & {
  userId: number
  /** The mail's language; by default the one the user chose in their settings (French unless). */
  locale?: Locale
  /** The app's clock (tests); the current time otherwise. */
  now?: Date
  /** Only these channels, the preferences still applying (a saved search's match without instant alerts: in the app). */
  channels?: readonly NotificationChannel[]
  /** Files the mail carries, if one is sent (the signed contract's PDF). */
  attachments?: MailAttachmentRef[]
}

type NotificationChannel = 'in_app' | 'email' | 'push'

/** What reached the user: nothing when their preferences turn both channels off. */
export interface Delivery {
  inApp: boolean
  email: boolean
  /** Queued for at least one of the user's devices (docs/architecture.md#web-push). */
  push: boolean
}

/**
 * Tells a user about an event of the marketplace, as their preferences say (but for a mail that
 * always goes: isTransactionalMail, notification-mail.ts): a row in the in-app centre and/or a
 * mail queued in the outbox (sent later by the worker). Pass the transaction of the change that
 * caused it: the notification then exists only if that change commits. A deleted or suspended
 * account is told nothing.
 *
 * The mail worker picks the mail up at its next poll (a few seconds): the outbox is the only
 * thing this function writes to, so it needs no mailer.
 */
export async function notify(db: Db | Transaction<Database>, input: NotifyInput): Promise<void> {
  await deliverNotification(db, input)
}

/** notify(), saying what it did (the alerts count who was actually told). */
export async function deliverNotification(db: Db | Transaction<Database>, input: NotifyInput): Promise<Delivery> {
  const { userId, locale, now = new Date(), channels, attachments, ...payload } = input
  const user = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'status', 'deleted_at', 'notification_preferences', 'settings'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user || user.deleted_at !== null || user.status === 'suspended') return { inApp: false, email: false, push: false }

  // The preferences gate every notice here, and only here. One mail goes whatever they say: the
  // contract signed by both parties, which carries the signed PDF — a document to keep, as an
  // invoice (docs/decisions/019); its in-app and push notices still follow them.
  const wants = (channel: NotificationChannel) =>
    (channels === undefined || channels.includes(channel)) &&
    ((channel === 'email' && isTransactionalMail(payload)) ||
      wantsNotification(user.notification_preferences, payload.event, channel))
  const delivery: Delivery = { inApp: wants('in_app'), email: wants('email'), push: wants('push') }
  if (delivery.inApp) {
    const row = await db
      .insertInto('notifications')
      .values({ user_id: userId, event: payload.event, data: JSON.stringify(payload.data), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    // The open tabs hear of it at once, and only if this transaction commits (docs/architecture.md#realtime-events).
    await publishEvent(db, { userId, type: 'notification.created', data: { notification_id: row.id, event: payload.event } })
  }
  const userLocale: Locale = locale ?? resolveSettings(user.settings).locale
  if (delivery.push) {
    // Queued in this transaction, sent by the push worker: never from inside the request.
    const message = pushMessageFor(payload, userLocale)
    delivery.push = (await queuePushes(db, { userId, message, urgency: pushUrgencyOf(payload), now })) > 0
  }
  if (delivery.email) {
    const mailLocale = userLocale
    const data: NotificationMailData = { ...payload, name: user.first_name }
    await insertOutboxMail(db, {
      to: user.email,
      subject: notificationSubject(payload, mailLocale),
      template: 'notification',
      locale: mailLocale,
      data: data as unknown as Record<string, unknown>,
      now,
      ...(attachments ? { attachments } : {}),
    })
  }
  return delivery
}
