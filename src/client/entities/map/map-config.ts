import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'

/**
 * The map's style URL from GET /api/config (map_style_url). Kept under its own key: the consent
 * feature keeps its own reading of the same answer. Null when the map is off or unknown.
 */
export const mapStyleQuery = queryOptions({
  queryKey: ['public-config', 'map-style'] as const,
  queryFn: async ({ signal }) => {
    const body = await api<Record<string, unknown> | null>('/config', { signal })
    const url = body?.map_style_url
    if (typeof url !== 'string') return null
    try {
      return new URL(url).href
    } catch {
      return null
    }
  },
  staleTime: 5 * 60_000,
})

export function useMapStyleUrl(): string | null {
  return useQuery(mapStyleQuery).data ?? null
}

let mapCodeLoaded = false

/** Called by the map's chunk once loaded: the map can then be shown without the network. */
export function markMapCodeLoaded(): void {
  mapCodeLoaded = true
}

/**
 * Whether the map can be drawn now: online it can always be fetched; offline only once its code
 * came (this session), since it is too large to keep for offline by default.
 */
export function mapDrawable(online: boolean): boolean {
  return online || mapCodeLoaded
}
