import type { CommunesTable, ReferenceDataTable } from '../modules/communes/communes.table.ts'
import type { ContactMessagesTable } from '../modules/contact/contact.table.ts'
import type { IdempotencyKeysTable } from '../modules/idempotency/idempotency.table.ts'
import type { OneTimeTokensTable } from '../modules/auth/one-time-tokens.table.ts'
import type { MailOutboxTable } from '../modules/mail/mail.table.ts'
import type { NursesTable } from '../modules/nurses/nurses.table.ts'
import type { UserAvailabilityTable } from '../modules/profile/user-availability.table.ts'
import type { RateLimitsTable } from '../modules/rate-limits/rate-limits.table.ts'
import type { SessionsTable } from '../modules/sessions/sessions.table.ts'
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
  user_betas: UserBetasTable
  nurses: NursesTable
  sessions: SessionsTable
  one_time_tokens: OneTimeTokensTable
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable
}
