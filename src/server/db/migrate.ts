import { type DatabaseIntrospector, sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import type { Db } from './connect.ts'
import { migrations } from './migrations/index.ts'

export async function migrateToLatest(db: Db) {
  // Kysely looks for its migration tables in every schema unless told which one: another schema of
  // the same database (another app, another test file) holding them would make it skip creating
  // its own. Ours live in the first schema of the search_path, where the tables go.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema
  const migrator = new Migrator({
    db: withOwnIntrospection(db, schema),
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
  return results ?? []
}

/**
 * The migrator asks the introspector whether its two tables exist. Kysely's own introspector reads
 * every column of every table of the database and resolves each table by name
 * (pg_get_serial_sequence): a table dropped meanwhile by another connection (the communes loader's
 * staging table on an instance already running, another app's work) fails the whole start with
 * "relation does not exist". The migrator only needs names, read here from the catalogue alone, in
 * one statement, for the schema it migrates.
 */
function withOwnIntrospection(db: Db, schema: string | undefined): Db {
  const introspection: DatabaseIntrospector = {
    getSchemas: async () => {
      const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(db)
      return rows
    },
    getTables: async () => {
      const { rows } = await sql<{ name: string; schema: string; kind: string }>`
        select c.relname as name, ns.nspname as schema, c.relkind as kind
        from pg_catalog.pg_class c join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'f') and ns.nspname = coalesce(${schema ?? null}, current_schema())`.execute(db)
      return rows.map((row) => ({
        name: row.name,
        schema: row.schema,
        isView: row.kind === 'v',
        isForeign: row.kind === 'f',
        columns: [],
      }))
    },
  }
  // Everything else is the connection itself; its methods keep it as `this` (private fields).
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
