import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { type CareType, type DefaultCareType, defaultCareTypes } from '#shared/care-types.ts'

/**
 * Care types for every form and card: the list from GET /api/care-types (the ones admins keep
 * active, in their order, with their names) and our own words for the first twelve, which also
 * stand in until the list is known (prerendered pages, a first visit offline).
 */
export const careTypeKeys = { all: ['care-types'] as const }

export const careTypesQuery = queryOptions({
  queryKey: careTypeKeys.all,
  queryFn: ({ signal }) => api<{ care_types: CareType[] }>('/care-types', { signal }).then((answer) => answer.care_types),
  // Reference data, changed by admins now and then (the server lets caches keep it five minutes).
  staleTime: 5 * 60_000,
})

export function useCareTypes() {
  return useQuery(careTypesQuery)
}

const labels: Record<DefaultCareType, MessageDescriptor> = {
  pansements: msg`Pansements`,
  injections: msg`Injections`,
  perfusions: msg`Perfusions`,
  'prises-de-sang': msg`Prises de sang`,
  diabete: msg`Diabète (insuline, surveillance)`,
  'soins-d-hygiene': msg`Soins d’hygiène et de confort`,
  'soins-palliatifs': msg`Soins palliatifs`,
  chimiotherapie: msg`Chimiothérapie à domicile`,
  stomies: msg`Stomies`,
  'education-therapeutique': msg`Éducation thérapeutique`,
  'surveillance-post-operatoire': msg`Surveillance post-opératoire`,
  'sante-mentale': msg`Santé mentale`,
}

function isDefault(slug: string): slug is DefaultCareType {
  return Object.hasOwn(labels, slug)
}

/** A care type's name: ours for the first twelve, the admins' for the others, else the slug. */
export function careTypeLabel(i18n: I18n, slug: string, known?: readonly CareType[]): string {
  if (isDefault(slug)) return i18n._(labels[slug])
  return known?.find((type) => type.slug === slug)?.name ?? slug
}

export interface CareTypeOption {
  slug: string
  label: string
}

/**
 * The choices of a form: the active ones once known, the first twelve until then, plus any the
 * value already holds (a care type an admin deactivated stays visible where it was chosen).
 */
export function careTypeOptions(
  i18n: I18n,
  known: readonly CareType[] | undefined,
  chosen: readonly string[] = [],
): CareTypeOption[] {
  const slugs = known && known.length > 0 ? known.map((type) => type.slug) : [...defaultCareTypes]
  for (const slug of chosen) if (!slugs.includes(slug)) slugs.push(slug)
  return slugs.map((slug) => ({ slug, label: careTypeLabel(i18n, slug, known) }))
}
