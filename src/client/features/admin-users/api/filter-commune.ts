import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { CommuneChoice } from '#client/entities/commune/commune-combobox.tsx'
import { api } from '#client/lib/api-client.ts'
import type { CommuneDetail } from '#shared/commune.ts'

/**
 * The commune a users filter names by its INSEE code (the address keeps the code only), as the
 * commune field shows it. Same key as the other screens that read GET /api/communes/{insee}.
 */
const communeQuery = (insee: string) =>
  queryOptions({
    queryKey: ['communes', 'detail', insee] as const,
    queryFn: ({ signal }) =>
      api<{ commune: CommuneDetail }>(`/communes/${encodeURIComponent(insee)}`, { signal }).then((answer) => answer.commune),
    // Reference data: the same all day.
    staleTime: 24 * 60 * 60_000,
  })

export function useFilterCommune(insee: string | undefined): CommuneChoice | null {
  const detail = useQuery({ ...communeQuery(insee ?? ''), enabled: Boolean(insee) }).data
  // One object per commune: the field shows a new value's label again whenever it changes.
  return useMemo(
    () =>
      !insee || !detail || detail.insee !== insee
        ? null
        : { insee: detail.insee, name: detail.name, postal_code: detail.postal_codes[0] ?? '' },
    [insee, detail],
  )
}
