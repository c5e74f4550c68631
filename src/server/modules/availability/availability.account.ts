import { sql, type Transaction } from 'kysely'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'

/**
 * The availability's part of an account's end (account deletion) and of its RGPD export; the
 * account modules call these.
 */

/**
 * Inside the account-deletion transaction: the availability and its periods go (nobody may find a
 * deleted account), and so do the invitations the person received (an invitation names her). The
 * invitations she sent stay with her offers, which the marketplace closes.
 */
export async function closeAvailabilityForAccount(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('availabilities').where('user_id', '=', userId).execute()
  await trx.deleteFrom('invitations').where('nurse_user_id', '=', userId).execute()
}

/** The availability, its periods and the invitations received and sent, for GET /api/user/export. */
export async function availabilityExport(db: Db, userId: number) {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)
  const [settings, periods, invitations] = await Promise.all([
    db.selectFrom('availabilities').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    sql<{ start_date: string; end_date: string; days: string[] | null; shifts: string[] }>`
      select start_date::text as start_date, end_date::text as end_date, days::text[] as days, shifts
      from availability_periods where user_id = ${userId} order by start_date, id
    `.execute(db),
    db
      .selectFrom('invitations')
      .select(['replacement_id', 'holder_user_id', 'nurse_user_id', 'status', 'created_at', 'answered_at'])
      .where((eb) => eb.or([eb('nurse_user_id', '=', userId), eb('holder_user_id', '=', userId)]))
      .orderBy('id')
      .execute(),
  ])
  const invitation = (row: (typeof invitations)[number]) => ({
    replacement_id: row.replacement_id,
    status: row.status,
    created_at: iso(row.created_at),
    answered_at: iso(row.answered_at),
  })
  return {
    replacement_availability: settings
      ? {
          visible: settings.visible,
          zone_commune_insee: settings.zone_commune_insee,
          zone_commune_name: settings.zone_commune_name,
          radius_km: settings.radius_km,
          care_types: settings.care_types,
          min_retrocession_percent: settings.min_retrocession_percent,
          has_vehicle: settings.has_vehicle,
          note: settings.note,
          updated_at: iso(settings.updated_at),
          periods: periods.rows,
        }
      : null,
    invitations_received: invitations.filter((row) => row.nurse_user_id === userId).map(invitation),
    invitations_sent: invitations.filter((row) => row.holder_user_id === userId).map(invitation),
  }
}
