import type { CampaignRecipientsTable, CampaignsTable } from '../modules/admin-mails/campaigns.table.ts'
import type { CrmNotesTable, UserCrmTable } from '../modules/admin-users/crm.table.ts'
import type {
  AlertJobsTable,
  PartnerListingSearchMatchesTable,
  SavedSearchesTable,
  SavedSearchMatchesTable,
  UrgentAlertsTable,
} from '../modules/alerts/alerts.table.ts'
import type { AuditLogTable } from '../modules/audit/audit.table.ts'
import type { EmailCodesTable } from '../modules/auth/email-codes.table.ts'
import type { OneTimeTokensTable } from '../modules/auth/one-time-tokens.table.ts'
import type { PasswordResetRequestsTable } from '../modules/auth/password-reset-requests.table.ts'
import type {
  AvailabilitiesTable,
  AvailabilityPeriodsTable,
  InvitationsTable,
} from '../modules/availability/availability.table.ts'
import type { CalendarFeedsTable } from '../modules/calendar/calendar.table.ts'
import type { CareTypesTable } from '../modules/care-types/care-types.table.ts'
import type {
  ConversationBlocksTable,
  ConversationMessagesTable,
  ConversationsTable,
  MessageAttachmentsTable,
  MessageReportsTable,
} from '../modules/chat/chat.table.ts'
import type { CommunesTable, ReferenceDataTable } from '../modules/communes/communes.table.ts'
import type { ContactMessagesTable } from '../modules/contact/contact.table.ts'
import type {
  ContractSignaturesTable,
  ReplacementContractsTable,
} from '../modules/contract-signatures/contract-signatures.table.ts'
import type {
  DocumentBlobsTable,
  DocumentBlobTrashTable,
  VerificationDocumentsTable,
} from '../modules/documents/documents.table.ts'
import type { EventsTable } from '../modules/events/events.table.ts'
import type { HomeSectionsTable } from '../modules/home-sections/home-sections.table.ts'
import type { IdempotencyKeysTable } from '../modules/idempotency/idempotency.table.ts'
import type { AvatarsTable } from '../modules/images/avatars.table.ts'
import type { MailOutboxTable } from '../modules/mail/mail.table.ts'
import type { NotificationsTable } from '../modules/notifications/notifications.table.ts'
import type { NursesTable } from '../modules/nurses/nurses.table.ts'
import type {
  PartnerListingHistoryTable,
  PartnerListingsTable,
  PartnerResponsesTable,
} from '../modules/partner-listings/partner-listings.table.ts'
import type { PatientRequestNotesTable, PatientRequestsTable } from '../modules/patient-requests/patient-requests.table.ts'
import type { UserAvailabilityTable } from '../modules/profile/user-availability.table.ts'
import type { PushOutboxTable, PushSubscriptionsTable } from '../modules/push/push.table.ts'
import type { RateLimitsTable } from '../modules/rate-limits/rate-limits.table.ts'
import type { ApplicationsTable, ReplacementChangesTable, ReplacementsTable } from '../modules/replacements/replacements.table.ts'
import type { SessionsTable } from '../modules/sessions/sessions.table.ts'
import type {
  StripeCustomersTable,
  StripeEventsTable,
  StripeSubscriptionStatesTable,
} from '../modules/subscriptions/stripe/stripe.table.ts'
import type {
  InvoiceCountersTable,
  InvoicesTable,
  PaymentsTable,
  PlansTable,
  SubscriptionsTable,
} from '../modules/subscriptions/subscriptions.table.ts'
import type { TwoFactorRecoveryCodesTable } from '../modules/two-factor/two-factor.table.ts'
import type { UserBetasTable, UsersTable } from '../modules/users/users.table.ts'

/** Every table the server reads or writes; each module owns its table type. */
export interface Database {
  contact_messages: ContactMessagesTable
  rate_limits: RateLimitsTable
  idempotency_keys: IdempotencyKeysTable
  mail_outbox: MailOutboxTable
  communes: CommunesTable
  reference_data: ReferenceDataTable
  user_availability: UserAvailabilityTable
  users: UsersTable
  avatars: AvatarsTable
  replacement_contracts: ReplacementContractsTable
  contract_signatures: ContractSignaturesTable
  verification_documents: VerificationDocumentsTable
  document_blobs: DocumentBlobsTable
  document_blob_trash: DocumentBlobTrashTable
  user_betas: UserBetasTable
  nurses: NursesTable
  sessions: SessionsTable
  one_time_tokens: OneTimeTokensTable
  password_reset_requests: PasswordResetRequestsTable
  email_codes: EmailCodesTable
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable
  replacements: ReplacementsTable
  applications: ApplicationsTable
  replacement_changes: ReplacementChangesTable
  audit_log: AuditLogTable
  notifications: NotificationsTable
  saved_searches: SavedSearchesTable
  saved_search_matches: SavedSearchMatchesTable
  partner_listing_search_matches: PartnerListingSearchMatchesTable
  calendar_feeds: CalendarFeedsTable
  urgent_alerts: UrgentAlertsTable
  alert_jobs: AlertJobsTable
  care_types: CareTypesTable
  home_sections: HomeSectionsTable
  campaigns: CampaignsTable
  campaign_recipients: CampaignRecipientsTable
  user_crm: UserCrmTable
  crm_notes: CrmNotesTable
  patient_requests: PatientRequestsTable
  patient_request_notes: PatientRequestNotesTable
  plans: PlansTable
  subscriptions: SubscriptionsTable
  payments: PaymentsTable
  invoice_counters: InvoiceCountersTable
  invoices: InvoicesTable
  conversations: ConversationsTable
  conversation_messages: ConversationMessagesTable
  conversation_blocks: ConversationBlocksTable
  message_reports: MessageReportsTable
  message_attachments: MessageAttachmentsTable
  events: EventsTable
  push_subscriptions: PushSubscriptionsTable
  push_outbox: PushOutboxTable
  availabilities: AvailabilitiesTable
  availability_periods: AvailabilityPeriodsTable
  invitations: InvitationsTable
  partner_listings: PartnerListingsTable
  partner_responses: PartnerResponsesTable
  partner_listing_history: PartnerListingHistoryTable
  stripe_customers: StripeCustomersTable
  stripe_events: StripeEventsTable
  stripe_subscription_states: StripeSubscriptionStatesTable
}
