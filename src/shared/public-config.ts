import { z } from 'zod'

/**
 * GET /api/config: the public configuration the client needs before anything else. The
 * analytics script and the social pixel (docs/product.md#api-client) are loaded only after consent, and only when
 * configured (null by default).
 */
export const publicConfigSchema = z.object({
  analytics_script_url: z.url().nullable(),
  social_pixel_url: z.url().nullable(),
  /** The replacement search's map style (MapLibre); null: no map. Absent from older servers. */
  map_style_url: z.url().nullable().optional(),
})

export type PublicConfig = z.infer<typeof publicConfigSchema>
