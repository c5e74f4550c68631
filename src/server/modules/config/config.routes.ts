import { Hono } from 'hono'
import type { PublicConfig } from '#shared/public-config.ts'
import type { Env } from '../../env.ts'
import type { AppEnv } from '../../http/types.ts'

/** The map's style, or null when the operator turned the map off. */
export function mapStyleUrl(env: Env): string | null {
  return env.MAP_STYLE_URL === 'off' ? null : env.MAP_STYLE_URL
}

export const configRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { env } = c.get('deps')
  const config: PublicConfig = {
    analytics_script_url: env.ANALYTICS_SCRIPT_URL ?? null,
    social_pixel_url: env.SOCIAL_PIXEL_URL ?? null,
    map_style_url: mapStyleUrl(env),
  }
  // The same for everyone and rarely changed: browsers and the service worker may keep it a while.
  c.header('Cache-Control', 'public, max-age=300')
  return c.json(config)
})
