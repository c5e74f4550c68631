import type { ColumnType, Generated, Selectable } from 'kysely'
import type { HomeSectionKind } from '#shared/home-sections.ts'

/** The sections of the public home page (migration 0411); `body` follows the kind's schema. */
export interface HomeSectionsTable {
  id: Generated<number>
  kind: ColumnType<HomeSectionKind, HomeSectionKind, never>
  title: string
  /** jsonb, written as a JSON string, read back parsed. */
  body: ColumnType<unknown, string, string>
  position: ColumnType<number, number | undefined, number>
  published: ColumnType<boolean, boolean | undefined, boolean>
  created_at: ColumnType<Date, Date | string | undefined, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type HomeSectionRow = Selectable<HomeSectionsTable>
