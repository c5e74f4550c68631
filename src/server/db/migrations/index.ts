import type { Migration } from 'kysely/migration'
import * as contactMessages from './0001-contact-messages.ts'

/** Ordered by name; add new files here. A static list works the same from source and in tests. */
export const migrations: Record<string, Migration> = {
  '0001-contact-messages': contactMessages,
}
