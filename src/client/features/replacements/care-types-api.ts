import { useCareTypes } from '#client/entities/care-type/care-types.ts'
import { defaultCareTypes } from '#shared/care-types.ts'
import type { CareTypeNames } from './labels.ts'

export interface CareTypeChoices {
  slugs: readonly string[]
  names: CareTypeNames
}

/**
 * The care types a filter or a form offers (GET /api/care-types through entities/care-type):
 * the active ones once known, the first twelve until then (first visit offline).
 */
export function useCareTypeChoices(): CareTypeChoices {
  const { data } = useCareTypes()
  if (!data || data.length === 0) return { slugs: defaultCareTypes, names: {} }
  return { slugs: data.map((type) => type.slug), names: Object.fromEntries(data.map((type) => [type.slug, type.name])) }
}
