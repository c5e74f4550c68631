import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { type PublicConfig, publicConfigSchema } from '#shared/public-config.ts'

export const publicConfigKeys = { all: ['public-config'] as const }

const nothingConfigured: PublicConfig = { analytics_script_url: null, social_pixel_url: null }

/** GET /api/config. When it cannot be read, nothing is configured: no tracker is ever loaded. */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  try {
    const parsed = publicConfigSchema.safeParse(await api<unknown>('/config'))
    return parsed.success ? parsed.data : nothingConfigured
  } catch {
    return nothingConfigured
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
