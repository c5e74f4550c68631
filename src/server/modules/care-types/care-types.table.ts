import type { ColumnType, Generated, Selectable } from 'kysely'
import type { CareTypeCategory } from '#shared/care-types.ts'

/** The care types admins manage (migration 0410). The slug is set once and never changes. */
export interface CareTypesTable {
  id: Generated<number>
  slug: ColumnType<string, string, never>
  name: string
  category: CareTypeCategory
  description: string | null
  active: ColumnType<boolean, boolean | undefined, boolean>
  position: ColumnType<number, number | undefined, number>
  created_at: ColumnType<Date, Date | string | undefined, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type CareTypeRow = Selectable<CareTypesTable>
