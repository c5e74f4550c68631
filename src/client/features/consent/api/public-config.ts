import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { PublicConfig } from '#shared/public-config.ts'

export const publicConfigKeys = { all: ['public-config'] as const }

const nothingConfigured: PublicConfig = { analytics_script_url: null, social_pixel_url: null }

/**
 * GET /api/config. When it cannot be read, nothing is configured: no tracker is ever loaded.
 * Checked by hand (two optional https URLs) to keep Zod out of every page's start-up.
 */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  try {
    const body = await api<Record<string, unknown> | null>('/config')
    return { analytics_script_url: urlOrNull(body?.analytics_script_url), social_pixel_url: urlOrNull(body?.social_pixel_url) }
  } catch {
    return nothingConfigured
  }
}

function urlOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    return new URL(value).href
  } catch {
    return null
  }
}

export const publicConfigQuery = queryOptions({
  queryKey: publicConfigKeys.all,
  queryFn: fetchPublicConfig,
  staleTime: 5 * 60_000,
})

export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQuery).data
}

/** The purposes that have something behind them: only these are offered to the visitor. */
export function configuredPurposes(config: PublicConfig | undefined): { analytics: boolean; social: boolean } {
  return { analytics: Boolean(config?.analytics_script_url), social: Boolean(config?.social_pixel_url) }
}
