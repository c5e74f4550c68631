import type { Generated } from 'kysely'

export const communeTypes = ['COM', 'ARM', 'COMD'] as const
export type CommuneType = (typeof communeTypes)[number]

export interface CommunesTable {
  id: Generated<number>
  insee: string
  name: string
  name_search: string
  name_search_bare: string
  postal_code: string
  department: string
  region: string
  /** COM commune, ARM arrondissement (Paris, Lyon, Marseille), COMD former commune. */
  type: CommuneType
  parent_insee: string | null
  lat: number
  lng: number
  approximate: Generated<boolean>
  population: Generated<number>
}

export interface ReferenceDataTable {
  name: string
  checksum: string
  row_count: number
  loaded_at: Date
}
