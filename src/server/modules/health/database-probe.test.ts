import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/connect.ts'
import { probeDatabase } from './database-probe.ts'

/** A database that answers every statement at once with no row, and counts the `select 1`s. */
function countingDb() {
  const counted = { probes: 0 }
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      if (query.sql === 'select 1') counted.probes++
      return { rows: [] }
    },
    async *streamQuery() {},
  }
  const driver: Driver = {
    async init() {},
    async acquireConnection() {
      return connection
    },
    async beginTransaction() {},
    async commitTransaction() {},
    async rollbackTransaction() {},
    async releaseConnection() {},
    async destroy() {},
  }
  const db = new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }) as unknown as Db
  return { db, counted }
}

// What a flood of health checks costs the database in statements, which an HTTP test cannot see
// (docs/architecture.md#scale: the embedded database runs one statement at a time).
describe('probeDatabase', () => {
  it('shares one probe between the checks that arrive while it runs, and reuses its "ok" during a flood', async () => {
    const { db, counted } = countingDb()
    const together = await Promise.all(Array.from({ length: 30 }, () => probeDatabase(db)))
    expect(together.every((answer) => answer.ok)).toBe(true)
    expect(counted.probes).toBe(1)

    for (let i = 0; i < 30; i++) expect((await probeDatabase(db)).ok).toBe(true)
    expect(counted.probes).toBe(1)
  })

  it('probes each check again at a load balancer’s pace', async () => {
    const { db, counted } = countingDb()
    for (let i = 0; i < 5; i++) await probeDatabase(db)
    expect(counted.probes).toBe(5)
  })
})
