import type { Db } from '../../db/connect.ts'

/**
 * Points the account at another photo (or none), under a lock on its row: run it in a transaction.
 * Returns the photo it pointed at before, whose file the caller deletes once this committed.
 */
export async function swapProfilUrl(db: Db, userId: number, url: string | null, now: Date): Promise<string | null> {
  const row = await db.selectFrom('users').select('profil_url').where('id', '=', userId).forUpdate().executeTakeFirst()
  await db.updateTable('users').set({ profil_url: url, updated_at: now }).where('id', '=', userId).execute()
  return row?.profil_url ?? null
}
