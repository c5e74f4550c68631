import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../../db/connect.ts'
import { AVATAR_NAME_PATTERN, AVATAR_URL_PREFIX } from './avatar-storage.ts'

/**
 * Profile photos were once files in `<storage>/avatars/` (before migration 0910). At start, each
 * such file an account still points at becomes its row, under the same name (its address does not
 * change), and every file is then removed: one whose account points elsewhere was already
 * replaced. Idempotent, and a no-op once the folder is gone; two instances doing it at once insert
 * each photo once.
 */
export async function importAvatarFiles(db: Db, storageDir: string): Promise<number> {
  const folder = path.join(storageDir, 'avatars')
  const names = await readdir(folder).catch(() => [] as string[])
  let imported = 0
  for (const name of names) {
    const file = path.join(folder, name)
    if (AVATAR_NAME_PATTERN.test(name)) {
      const owner = await db
        .selectFrom('users')
        .select('id')
        .where('profil_url', '=', `${AVATAR_URL_PREFIX}${name}`)
        .executeTakeFirst()
      if (owner) {
        const bytes = await readFile(file)
        const inserted = await db
          .insertInto('avatars')
          .values({ name, user_id: owner.id, bytes, size: bytes.length })
          .onConflict((oc) => oc.column('name').doNothing())
          .executeTakeFirst()
        imported += Number(inserted.numInsertedOrUpdatedRows ?? 0)
      }
    }
    await rm(file, { force: true })
  }
  await rm(folder, { recursive: true, force: true })
  return imported
}
