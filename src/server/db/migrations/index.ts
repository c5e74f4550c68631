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
}
