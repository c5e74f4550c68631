import { sql } from 'kysely'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'

export interface NewPatientRequest {
  nurse_id: number
  name: string
  phone: string | null
  email: string | null
  commune_insee: string
  commune_name: string
  care_type: string
  message: string
  locale: string
  now: Date
}

export async function insertPatientRequest(db: Db, request: NewPatientRequest): Promise<{ id: number }> {
  const { now, ...values } = request
  return db
    .insertInto('patient_requests')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
}

export interface PurgeResult {
  /** Requests whose contact details, message and notes were removed. */
  requests: number
  /** Outbox mails about them whose patient details were removed. */
  mails: number
}

/**
 * Ends the personal data of the requests made more than `months` months before `now` (the
 * calendar's months, as PostgreSQL counts them: 31 March minus one month is 28 or 29 February):
 * name, phone, e-mail and message emptied, the admins' notes deleted, and the patient's details
 * removed from the mails that carried them to the nurse (the outbox keeps them only while a mail
 * is still to be sent). What is left — nurse, commune, care type, status, dates —
 * identifies no one and keeps the figures. One transaction; running it twice changes nothing.
 */
export async function purgePatientRequests(db: Db, now: Date, months: number): Promise<PurgeResult> {
  const cutoff = sql<Date>`${now}::timestamptz - make_interval(months => ${months}::int)`
  return inTransaction(db, async (trx) => {
    const purged = await trx
      .updateTable('patient_requests')
      .set({ name: null, phone: null, email: null, message: null, purged_at: now, updated_at: now })
      .where('purged_at', 'is', null)
      .where('created_at', '<', cutoff)
      .returning('id')
      .execute()
    if (purged.length > 0) {
      await trx
        .deleteFrom('patient_request_notes')
        .where(
          'patient_request_id',
          'in',
          purged.map((row) => row.id),
        )
        .execute()
    }
    // The mails are found by their own age: a request and its mail are written in one transaction.
    const mails = await trx
      .updateTable('mail_outbox')
      .set({
        data: sql`data || jsonb_build_object('patient_name', '[purged]', 'phone', null, 'email', null, 'message', '[purged]')`,
        updated_at: now,
      })
      .where('template', '=', 'patient-request')
      .where('created_at', '<', cutoff)
      .where(sql<boolean>`data->>'message' is distinct from '[purged]'`)
      .returning('id')
      .execute()
    return { requests: purged.length, mails: mails.length }
  })
}
