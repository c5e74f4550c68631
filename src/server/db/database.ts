import type { CommunesTable, ReferenceDataTable } from '../modules/communes/communes.table.ts'
import type { ContactMessagesTable } from '../modules/contact/contact.table.ts'
import type { IdempotencyKeysTable } from '../modules/idempotency/idempotency.table.ts'
import type { MailOutboxTable } from '../modules/mail/mail.table.ts'
import type { RateLimitsTable } from '../modules/rate-limits/rate-limits.table.ts'

/** Every table the server reads or writes; each module owns its table type. */
export interface Database {
  contact_messages: ContactMessagesTable
  rate_limits: RateLimitsTable
  idempotency_keys: IdempotencyKeysTable
  mail_outbox: MailOutboxTable
  communes: CommunesTable
  reference_data: ReferenceDataTable
}
