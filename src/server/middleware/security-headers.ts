import { createMiddleware } from 'hono/factory'
import type { Env } from '../env.ts'
import { isHttpsRequest } from '../http/client-ip.ts'
import type { AppEnv } from '../http/types.ts'

/**
 * The Content-Security-Policy of every response (docs/security.md#csrf-cors-headers).
 *
 * Scripts: only our own files, never inline (the prerender step refuses inline <script>).
 * Styles: only our own stylesheets for <style>/<link>, but inline style *attributes* are allowed
 * (`style-src-attr 'unsafe-inline'`): React writes `style={…}` props as attributes in prerendered
 * HTML (Ark UI positions popovers and hides native inputs that way), and blocking them breaks
 * the first paint before hydration. An attribute cannot load a script or read the page, so the
 * cost is small; see docs/decisions/003-csp-style-attributes.md.
 * The analytics script and social pixel origins (from configuration) are added only when set;
 * the client loads them only after consent.
 */
export function contentSecurityPolicy(env: Env, https: boolean): string {
  const thirdParty = [env.ANALYTICS_SCRIPT_URL, env.SOCIAL_PIXEL_URL].filter((u) => u !== undefined).map((u) => new URL(u).origin)
  const extra = [...new Set(thirdParty)].join(' ')
  const withExtra = (base: string) => (extra ? `${base} ${extra}` : base)
  // The search's map fetches its style, tiles, glyphs and sprites from the style's origin.
  const map = env.MAP_STYLE_URL === 'off' ? '' : ` ${new URL(env.MAP_STYLE_URL).origin}`
  const directives = [
    "default-src 'self'",
    withExtra("script-src 'self'"),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    withExtra("img-src 'self' data: blob:"),
    "font-src 'self'",
    withExtra(`connect-src 'self'${map}`),
    "worker-src 'self'",
    "manifest-src 'self'",
    // Only our own documents, framed in a sandbox by the admins' review (docs/security.md#uploads).
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

// Features a nurses' app has no use for are switched off; geolocation stays for "near me" searches.
const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ')

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const { env } = c.get('deps')
  const https = isHttpsRequest(c)
  const headers = c.res.headers
  // A route may set a stricter one of its own (a chat attachment's download: `sandbox`).
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', contentSecurityPolicy(env, https))
  headers.set('X-Content-Type-Options', 'nosniff')
  // Pages whose address carries a secret (reset and verification links) never pass it on as a
  // referrer (docs/security.md#csrf-cors-headers); a route may also choose a stricter policy itself.
  const secretInUrl = /^\/(?:password\/|auth\/verify-email)/.test(c.req.path)
  headers.set(
    'Referrer-Policy',
    headers.get('Referrer-Policy') ?? (secretInUrl ? 'no-referrer' : 'strict-origin-when-cross-origin'),
  )
  // A document's preview may be framed by our own pages (its route says SAMEORIGIN); nothing else.
  headers.set('X-Frame-Options', headers.get('X-Frame-Options') === 'SAMEORIGIN' ? 'SAMEORIGIN' : 'DENY')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  headers.set('Cross-Origin-Resource-Policy', 'same-origin')
  headers.set('Permissions-Policy', permissionsPolicy)
  // Over plain HTTP the header is meaningless and would pin a local dev host to HTTPS.
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  else headers.delete('Strict-Transport-Security')
})
