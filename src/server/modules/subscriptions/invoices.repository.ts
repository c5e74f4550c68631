import type { Db } from '../../db/connect.ts'

export function listInvoices(db: Db, userId: number) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function findInvoice(db: Db, id: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst()
}
