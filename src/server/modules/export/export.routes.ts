import { Hono } from 'hono'
import { resolveNotificationPreferences } from '#shared/notification-preferences.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { AppEnv } from '../../http/types.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { availabilityExport } from '../availability/availability.account.ts'
import { chatExport } from '../chat/chat.repository.ts'
import { contractSignaturesExport } from '../contract-signatures/contract-signatures.account.ts'
import { documentJson, listDocumentsOf } from '../documents/documents.repository.ts'
import { mailsTo } from '../mail/mail.repository.ts'
import { findNurseByUserId } from '../nurses/nurses.repository.ts'
import { partnerListingsExport } from '../partner-listings/partner-listings.account.ts'
import { findAvailability } from '../profile/profile.repository.ts'
import { marketplaceExport } from '../replacements/replacements.account.ts'
import { findUserSubscription } from '../subscriptions/user-subscription.ts'
import { currentUserJson } from '../users/user-json.ts'
import {
  contactMessagesFrom,
  notificationsOf,
  savedSearchesOf,
  sessionsOf,
  subscriptionsOf,
  waitingListEntriesOf,
} from './export.repository.ts'

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

// A full export reads every table about the user: a few per hour is plenty.
const exportLimit = rateLimit({ name: 'user-export', limit: 10, windowSeconds: 3600, subject: (c) => String(c.get('user')?.id) })

/**
 * GET /api/user/export: everything the platform holds about the caller, as JSON (RGPD art. 15
 * and 20), as a file to keep. Only their own rows; never a password hash, two-factor secret,
 * recovery code or token (only their hashes are stored, and those stay here too).
 * With the marketplace: offers, applications, saved searches and notifications; the messages they
 * wrote, their reports and blocks.
 */
export const exportRoutes = new Hono<AppEnv>().get('/user/export', requireUser, exportLimit, async (c) => {
  const user = currentUser(c)
  const { db, clock } = c.get('deps')
  const now = clock.now()
  const email = user.email

  const [
    nurse,
    availability,
    sessions,
    mails,
    contactMessages,
    waitingList,
    marketplace,
    savedSearches,
    notifications,
    subscriptions,
    chat,
    partnerListings,
    replacementAvailability,
    contractSignatures,
  ] = await Promise.all([
    findNurseByUserId(db, user.id),
    findAvailability(db, user.id, now),
    sessionsOf(db, user.id),
    mailsTo(db, email),
    contactMessagesFrom(db, email),
    waitingListEntriesOf(db, email),
    marketplaceExport(db, user.id),
    savedSearchesOf(db, user.id),
    notificationsOf(db, user.id),
    subscriptionsOf(db, user.id),
    chatExport(db, user.id),
    partnerListingsExport(db, user.id),
    availabilityExport(db, user.id),
    contractSignaturesExport(db, user.id),
  ])

  const body = {
    format: 'releve-export',
    version: 1,
    exported_at: now.toISOString(),
    account: {
      ...currentUserJson(user, nurse, await findUserSubscription(db, user.id, now)),
      settings: resolveSettings(user.settings),
      notification_preferences: resolveNotificationPreferences(user.notification_preferences),
      updated_at: iso(user.updated_at),
    },
    availability,
    two_factor: { enabled: user.two_factor_confirmed_at !== null, confirmed_at: iso(user.two_factor_confirmed_at) },
    sessions: sessions.map((s) => ({
      ...s,
      created_at: iso(s.created_at),
      last_used_at: iso(s.last_used_at),
      expires_at: iso(s.expires_at),
      revoked_at: iso(s.revoked_at),
    })),
    // What was sent, not the links inside (they were keys, and are redacted once sent).
    mails: mails.map((m) => ({
      subject: m.subject,
      template: m.template,
      status: m.status,
      created_at: iso(m.created_at),
      sent_at: iso(m.sent_at),
    })),
    contact_messages: contactMessages.map((m) => ({ ...m, created_at: iso(m.created_at) })),
    waiting_list: waitingList.map((w) => ({ ...w, created_at: iso(w.created_at) })),
    ...marketplace,
    saved_searches: savedSearches.map((search) => ({ ...search, created_at: iso(search.created_at) })),
    notifications: notifications.map((n) => ({ ...n, read_at: iso(n.read_at), created_at: iso(n.created_at) })),
    subscriptions: subscriptions.map((s) => ({
      ...s,
      current_period_start: iso(s.current_period_start),
      current_period_end: iso(s.current_period_end),
      created_at: iso(s.created_at),
    })),
    ...chat,
    ...partnerListings,
    ...replacementAvailability,
    ...contractSignatures,
    // What was sent and its review; the files themselves are downloaded from Settings › Justificatifs.
    verification_documents: (await listDocumentsOf(db, user.id)).map(documentJson),
  }

  const day = now.toISOString().slice(0, 10)
  c.header('Content-Disposition', `attachment; filename="releve-mes-donnees-${day}.json"`)
  return c.json(body)
})
