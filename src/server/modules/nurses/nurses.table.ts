import type { ColumnType, Generated, Selectable } from 'kysely'

export interface NursesTable {
  id: Generated<number>
  user_id: number
  rpps: string | null
  diploma_year: number | null
  care_types: ColumnType<string[], string[] | undefined, string[]>
  zone_commune_insee: string | null
  zone_commune_name: string | null
  radius_km: ColumnType<number, number | undefined, number>
  /** A `date`: always read as text (YYYY-MM-DD), never through a time zone. */
  replacement_authorisation_expires_on: ColumnType<string | null, string | null | undefined, string | null>
  accepts_new_patients: ColumnType<boolean, boolean | undefined, boolean>
  urgent_help_opt_in: ColumnType<boolean, boolean | undefined, boolean>
  validated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: ColumnType<Date, Date | string | undefined, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type NurseRow = Selectable<NursesTable>
