import { useMemo } from 'react'
import { defaultCareTypes } from '#shared/care-types.ts'
import { useCareTypes } from './care-types.ts'

/** Server names of care types by slug, when the screen has them (GET /api/care-types). */
export type CareTypeNames = Readonly<Record<string, string>>

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
  // The same object while the list is the same: the cards that read the names are memoized.
  return useMemo(() => {
    if (!data || data.length === 0) return { slugs: defaultCareTypes, names: {} }
    return { slugs: data.map((type) => type.slug), names: Object.fromEntries(data.map((type) => [type.slug, type.name])) }
  }, [data])
}
