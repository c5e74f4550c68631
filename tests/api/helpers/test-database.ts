import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { connectDatabase, type Db } from '#server/db/connect.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { migratedPgliteSnapshot } from './pglite-snapshot.ts'

export interface TestDatabase {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Closes the connection and, on PostgreSQL, drops the file's schema. */
  drop(): Promise<void>
}

/** The PostgreSQL server of the run, or undefined for PGlite (`TEST_DATABASE_URL=` forces PGlite). */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default (started from a
 * cached migrated snapshot, see pglite-snapshot.ts); with
 * TEST_DATABASE_URL, a schema of its own on that server (search_path set on every connection
 * of the pool), dropped afterwards, so files run in parallel on one server without meeting.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl()
  if (!url) {
    const db = await connectDatabase({ dataDir: 'memory://', pgliteSnapshot: await migratedPgliteSnapshot() })
    // Applies nothing on a current snapshot; a safety net should the cache ever be stale.
    await migrateToLatest(db)
    return { db, kind: 'pglite', drop: () => db.destroy() }
  }

  const schema = await createTestSchema(url)
  const db = await connectDatabase({ url, dataDir: '', searchPath: schema.name, poolSize: 4 })
  await migrateToLatest(db)
  return {
    db,
    kind: 'postgres',
    drop: async () => {
      await db.destroy()
      await schema.drop()
    },
  }
}

/** An empty schema of its own on the test server, for a test file or a server process. */
export async function createTestSchema(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`
  await withAdmin(url, async (admin) => {
    // Extensions belong to the whole database: create them once, in public (which stays on the
    // search_path), under a lock so parallel files do not race; the migrations then find them.
    await admin.query('begin')
    await admin.query('select pg_advisory_xact_lock(7246001)')
    for (const extension of ['pg_trgm', 'unaccent', 'cube', 'earthdistance']) {
      await admin.query(`create extension if not exists ${extension} schema public`)
    }
    await admin.query('commit')
    await admin.query(`create schema ${name}`)
  })
  return { name, drop: () => withAdmin(url, (admin) => admin.query(`drop schema if exists ${name} cascade`)).then(() => {}) }
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
