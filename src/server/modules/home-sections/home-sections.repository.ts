import { sql } from 'kysely'
import {
  type AdminHomeSection,
  type HomeSectionValues,
  homeSectionBodySchemas,
  type PublicHomeSection,
} from '#shared/home-sections.ts'
import type { Db } from '../../db/connect.ts'
import type { HomeSectionRow } from './home-sections.table.ts'

/**
 * A row as the public sees it. The body was checked by the shared schema when written; it is
 * parsed again here so that a row edited by hand in the database can never reach the page in a
 * shape the renderer does not expect (such a row is left out, and logged by the caller).
 */
export function toPublicSection(row: HomeSectionRow): PublicHomeSection | undefined {
  const schema = homeSectionBodySchemas[row.kind]
  const body = schema.safeParse(row.body)
  if (!body.success) return undefined
  return { id: row.id, kind: row.kind, title: row.title, body: body.data } as PublicHomeSection
}

export function toAdminSection(row: HomeSectionRow): AdminHomeSection {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    // Admins see what is stored, even a body that no longer passes the schema, to fix it.
    body: row.body,
    position: row.position,
    published: row.published,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  } as AdminHomeSection
}

export async function listSections(db: Db): Promise<HomeSectionRow[]> {
  return db.selectFrom('home_sections').selectAll().orderBy('position').orderBy('id').execute()
}

export async function listPublishedSections(db: Db): Promise<HomeSectionRow[]> {
  return db.selectFrom('home_sections').selectAll().where('published', '=', true).orderBy('position').orderBy('id').execute()
}

export async function findSection(db: Db, id: number, forUpdate = false): Promise<HomeSectionRow | undefined> {
  let query = db.selectFrom('home_sections').selectAll().where('id', '=', id)
  if (forUpdate) query = query.forUpdate()
  return query.executeTakeFirst()
}

/**
 * A new section goes last, but a new headline (hero) goes first: it opens the page.
 */
export async function insertSection(db: Db, values: HomeSectionValues, now: Date): Promise<HomeSectionRow> {
  const bounds = await db
    .selectFrom('home_sections')
    .select([sql<number>`coalesce(max(position), 0)::int`.as('max'), sql<number>`coalesce(min(position), 1)::int`.as('min')])
    .executeTakeFirstOrThrow()
  return db
    .insertInto('home_sections')
    .values({
      kind: values.kind,
      title: values.title,
      body: JSON.stringify(values.body),
      published: values.published ?? false,
      position: values.kind === 'hero' ? bounds.min - 1 : bounds.max + 1,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updateSection(
  db: Db,
  id: number,
  changes: { title?: string; body?: unknown; published?: boolean; position?: number },
  now: Date,
): Promise<HomeSectionRow> {
  const { body, ...rest } = changes
  return db
    .updateTable('home_sections')
    .set({ ...rest, ...(body === undefined ? {} : { body: JSON.stringify(body) }), updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * A page has one headline: publishing a hero takes the other published heroes off the page (the
 * rows stay, as drafts). Returns those it took off.
 */
export async function unpublishOtherHeroes(db: Db, keepId: number, now: Date): Promise<HomeSectionRow[]> {
  return db
    .updateTable('home_sections')
    .set({ published: false, updated_at: now })
    .where('kind', '=', 'hero')
    .where('published', '=', true)
    .where('id', '<>', keepId)
    .returningAll()
    .execute()
}

export async function deleteSection(db: Db, id: number): Promise<void> {
  await db.deleteFrom('home_sections').where('id', '=', id).execute()
}

/** Positions 1…n in the order given; the caller checked that `ids` names every section once. */
export async function reorderSections(db: Db, ids: number[], now: Date): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('home_sections')
      .set({ position: index + 1, updated_at: now })
      .where('id', '=', id)
      .execute()
  }
}

export async function allSectionIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('home_sections').select('id').forUpdate().execute()
  return rows.map((row) => row.id)
}
