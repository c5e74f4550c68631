import { randomBytes } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import { forgetAuditSubject } from '../audit/audit.repository.ts'
import { closeAvailabilityForAccount } from '../availability/availability.account.ts'
import { eraseMessagesOf } from '../chat/chat.repository.ts'
import { eraseDocumentsOf } from '../documents/documents.repository.ts'
import { deleteFinishedMailsTo } from '../mail/mail.repository.ts'
import { closePartnerListingsForAccount } from '../partner-listings/partner-listings.account.ts'
import { closeMarketplaceForAccount } from '../replacements/replacements.account.ts'

/**
 * Erases what the account holds about the person (RGPD art. 17), in one transaction. The row
 * stays, anonymised and marked deleted, so that what others hold (an offer they answered, a
 * conversation) still points somewhere; its address is freed for a new sign-up. What the law
 * makes us keep (invoices, when payments come) is not touched here.
 */
export async function anonymiseAccount(db: Transaction<Database>, userId: number, email: string, now: Date): Promise<void> {
  // First, while the name is still there for the mails: drafts go, open offers are cancelled and
  // applications withdrawn, each counterpart told (an offer of nobody must not stay searchable).
  await closeMarketplaceForAccount(db, userId, now)
  await closePartnerListingsForAccount(db, userId, now)
  await closeAvailabilityForAccount(db, userId)
  await db
    .updateTable('users')
    .set({
      email: `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`,
      password_hash: null,
      email_verified_at: null,
      first_name: null,
      last_name: null,
      phone: null,
      roles: [],
      active_role: null,
      street: null,
      postal_code: null,
      commune_insee: null,
      commune_name: null,
      lat: null,
      lng: null,
      profil_url: null,
      bio: null,
      settings: '{}',
      notification_preferences: '{}',
      charter_accepted_at: null,
      charter_version: null,
      two_factor_secret: null,
      two_factor_confirmed_at: null,
      two_factor_last_step: null,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute()
  await db.deleteFrom('nurses').where('user_id', '=', userId).execute()
  await db.deleteFrom('user_availability').where('user_id', '=', userId).execute()
  // The profile photo (its resized copies go after the commit: forgetAvatarCopies).
  await db.deleteFrom('avatars').where('user_id', '=', userId).execute()
  // Verification documents, with their files (a storage outside the database: by the documents job).
  await eraseDocumentsOf(db, userId)
  // Signatures that bind nothing go: voided ones, and those of a contract the other party has not
  // signed. A concluded contract's evidence stays, for both parties' proof, until its retention
  // ends (docs/decisions/019-contract-signature.md#retention; retention/retention.job.ts).
  await db
    .deleteFrom('contract_signatures')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('voided_at', 'is not', null),
        eb('application_id', 'in', eb.selectFrom('replacement_contracts').select('application_id').where('pdf', 'is', null)),
      ]),
    )
    .execute()
  // Sessions hold IP addresses and browsers; tokens and codes are keys to the account.
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
  await db.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute()
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute()
  // Conversations stay for the other side, without what the person wrote (nor their blocks).
  await eraseMessagesOf(db, userId, now)
  // The admins' record keeps that something was done to the account, not what it held.
  await forgetAuditSubject(db, 'user', userId)
  // What the app kept for the person alone: alerts, searches, the calendar link, the CRM file.
  for (const table of ['notifications', 'saved_searches', 'calendar_feeds', 'urgent_alerts', 'user_crm', 'crm_notes'] as const)
    await db.deleteFrom(table).where('user_id', '=', userId).execute()
  // What the address left elsewhere: the waiting list, contact messages, mails already sent.
  await db.deleteFrom('user_betas').where('email', '=', email).execute()
  await db.deleteFrom('contact_messages').where('email', '=', email).execute()
  await deleteFinishedMailsTo(db, email)
}
