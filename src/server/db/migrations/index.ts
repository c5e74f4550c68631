import type { Migration } from 'kysely/migration'
import * as contactMessages from './0001-contact-messages.ts'
import * as rateLimits from './0002-rate-limits.ts'
import * as idempotencyKeys from './0003-idempotency-keys.ts'
import * as users from './0100-users.ts'
import * as nurses from './0101-nurses.ts'
import * as sessions from './0102-sessions.ts'
import * as oneTimeTokens from './0103-one-time-tokens.ts'
import * as mailOutbox from './0200-mail-outbox.ts'
import * as communes from './0201-communes.ts'
import * as userAvailability from './0202-user-availability.ts'
import * as replacements from './0300-replacements.ts'
import * as replacementsStartOrder from './0301-replacements-start-order.ts'
import * as notifications from './0310-notifications.ts'
import * as savedSearches from './0311-saved-searches.ts'
import * as calendarFeeds from './0312-calendar-feeds.ts'
import * as urgentAlerts from './0313-urgent-alerts.ts'
import * as patientRequests from './0320-patient-requests.ts'
import * as communesPositionIndex from './0321-communes-position-index.ts'
import * as nursesListedRadiusIndex from './0322-nurses-listed-radius-index.ts'
import * as auditLog from './0400-audit-log.ts'
import * as crm from './0401-crm.ts'
import * as careTypes from './0410-care-types.ts'
import * as homeSections from './0411-home-sections.ts'
import * as campaigns from './0412-campaigns.ts'
import * as accountActivity from './0500-account-activity.ts'
import * as subscriptions from './0600-subscriptions.ts'
import * as heldAlertsAndAlertJobs from './0710-held-alerts-and-alert-jobs.ts'
import * as passwordResetRequests from './0730-password-reset-requests.ts'
import * as homeSectionsBuiltIn from './0740-home-sections-built-in.ts'
import * as replacementsSearchCoveringIndex from './0750-replacements-search-covering-index.ts'
import * as nursesListedZoneIndex from './0760-nurses-listed-zone-index.ts'
import * as replacementsSearchDatesCoveringIndexes from './0770-replacements-search-dates-covering-indexes.ts'
import * as conversations from './0800-conversations.ts'
import * as events from './0810-events.ts'
import * as pushSubscriptions from './0820-push-subscriptions.ts'
import * as messageAttachments from './0830-message-attachments.ts'
import * as availabilityAndInvitations from './0840-availability-and-invitations.ts'
import * as partnerListings from './0860-partner-listings.ts'
import * as partnerSavedSearches from './0870-partner-saved-searches.ts'
import * as subscriptionsCore from './0880-subscriptions-core.ts'
import * as stripe from './0890-stripe.ts'
import * as invitationConversations from './0900-invitation-conversations.ts'
import * as avatars from './0910-avatars.ts'
import * as verificationDocuments from './0920-verification-documents.ts'
import * as contractSignatures from './0930-contract-signatures.ts'
import * as mailAttachments from './0940-mail-attachments.ts'

/** Ordered by name; add new files here. A static list works the same from source and in tests. */
export const migrations: Record<string, Migration> = {
  '0001-contact-messages': contactMessages,
  '0002-rate-limits': rateLimits,
  '0003-idempotency-keys': idempotencyKeys,
  '0100-users': users,
  '0101-nurses': nurses,
  '0102-sessions': sessions,
  '0103-one-time-tokens': oneTimeTokens,
  '0200-mail-outbox': mailOutbox,
  '0201-communes': communes,
  '0202-user-availability': userAvailability,
  '0300-replacements': replacements,
  '0301-replacements-start-order': replacementsStartOrder,
  '0310-notifications': notifications,
  '0311-saved-searches': savedSearches,
  '0312-calendar-feeds': calendarFeeds,
  '0313-urgent-alerts': urgentAlerts,
  '0320-patient-requests': patientRequests,
  '0321-communes-position-index': communesPositionIndex,
  '0322-nurses-listed-radius-index': nursesListedRadiusIndex,
  '0400-audit-log': auditLog,
  '0401-crm': crm,
  '0410-care-types': careTypes,
  '0411-home-sections': homeSections,
  '0412-campaigns': campaigns,
  '0500-account-activity': accountActivity,
  '0600-subscriptions': subscriptions,
  '0710-held-alerts-and-alert-jobs': heldAlertsAndAlertJobs,
  '0730-password-reset-requests': passwordResetRequests,
  '0740-home-sections-built-in': homeSectionsBuiltIn,
  '0750-replacements-search-covering-index': replacementsSearchCoveringIndex,
  '0760-nurses-listed-zone-index': nursesListedZoneIndex,
  '0770-replacements-search-dates-covering-indexes': replacementsSearchDatesCoveringIndexes,
  '0800-conversations': conversations,
  '0810-events': events,
  '0820-push-subscriptions': pushSubscriptions,
  '0830-message-attachments': messageAttachments,
  '0840-availability-and-invitations': availabilityAndInvitations,
  '0860-partner-listings': partnerListings,
  '0870-partner-saved-searches': partnerSavedSearches,
  '0880-subscriptions-core': subscriptionsCore,
  '0890-stripe': stripe,
  '0900-invitation-conversations': invitationConversations,
  '0910-avatars': avatars,
  '0920-verification-documents': verificationDocuments,
  '0930-contract-signatures': contractSignatures,
  '0940-mail-attachments': mailAttachments,
}
