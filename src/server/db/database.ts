import type { ContactMessagesTable } from '../modules/contact/contact.table.ts'

/** Every table the server reads or writes; each module owns its table type. */
export interface Database {
  contact_messages: ContactMessagesTable
}
