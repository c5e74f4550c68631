import type { Db } from '../../db/connect.ts'

export interface NewContactMessage {
  name: string
  email: string
  subject: string
  message: string
  locale: string
}

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<{ id: string }> {
  return db.insertInto('contact_messages').values(message).returning('id').executeTakeFirstOrThrow()
}
