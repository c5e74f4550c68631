import type { Generated } from 'kysely'

export interface ContactMessagesTable {
  id: Generated<string>
  name: string
  email: string
  subject: string
  message: string
  locale: string
  created_at: Generated<Date>
}
