import { createHash, randomBytes } from 'node:crypto'
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Kysely, PGliteDialect } from 'kysely'
import { createPglite } from '#server/db/connect.ts'
import type { Database } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'

const migrationsDir = fileURLToPath(new URL('../../../src/server/db/migrations/', import.meta.url))
const pglitePackage = fileURLToPath(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url))

/**
 * A dump of a freshly migrated PGlite, cached in the temp folder. Starting a test file's database
 * from it takes about a second instead of running initdb and every migration again (several
 * seconds each, on a busy machine). The cache key is the PGlite version and the migrations' text:
 * change either and the next run migrates a fresh cluster again. (The server-process test always
 * starts main.ts on a fresh in-memory cluster, so a fresh migration stays tested every run.)
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const file = path.join(tmpdir(), `releve-test-pglite-${await cacheKey()}.tar`)
  try {
    return new Blob([await readFile(file)])
  } catch {
    // Not built yet: build it here. Files starting together may each build it; the rename is
    // atomic and they all write the same thing.
  }
  const pglite = await createPglite('memory://')
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
  try {
    await migrateToLatest(db)
    const dump = await pglite.dumpDataDir('none')
    await writeAtomically(file, new Uint8Array(await dump.arrayBuffer()))
    await removeStaleSnapshots(path.basename(file))
    return dump
  } finally {
    await db.destroy()
    if (!pglite.closed) await pglite.close()
  }
}

async function cacheKey(): Promise<string> {
  const hash = createHash('sha256').update(await readFile(pglitePackage))
  for (const name of (await readdir(migrationsDir)).sort())
    hash.update(name).update(await readFile(path.join(migrationsDir, name)))
  return hash.digest('hex').slice(0, 16)
}

/** Snapshots of older migrations are 40 MB each of nothing useful. */
async function removeStaleSnapshots(current: string) {
  for (const name of await readdir(tmpdir())) {
    if (name.startsWith('releve-test-pglite-') && name.endsWith('.tar') && name !== current) {
      await rm(path.join(tmpdir(), name), { force: true })
    }
  }
}

async function writeAtomically(file: string, content: Uint8Array) {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`
  await writeFile(temporary, content)
  await rename(temporary, file)
}
