import { createMiddleware } from 'hono/factory'
import { appendVary } from '../http/encoding.ts'
import type { AppEnv } from '../http/types.ts'
import { negotiateLocale } from '../i18n/negotiate.ts'

/**
 * The language of server messages, from Accept-Language (the client sends its language
 * cookie there, docs/product.md#api-client). API answers say they vary by it, so no cache mixes fr and en.
 */
export const language = createMiddleware<AppEnv>(async (c, next) => {
  c.set('locale', negotiateLocale(c.req.header('accept-language')))
  await next()
  appendVary(c.res.headers, 'Accept-Language')
})
