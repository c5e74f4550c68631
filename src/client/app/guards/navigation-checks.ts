import { paths } from '#shared/paths.ts'
import { type GuardOutcome, pass } from './guards.ts'

/**
 * What runs before the named guards (docs/product.md#session): global validation of every URL, then the route
 * rules (redirects the route table does not express). Both are pure functions of the URL.
 */
export type UrlCheck = (url: URL) => GuardOutcome

/**
 * One address per page: /about/ and /about// become /about (query and hash kept). Leading slashes
 * fold into one as well: "//evil.example/" trimmed to "//evil.example" would name another host.
 */
export const trailingSlash: UrlCheck = (url) => {
  if (url.pathname === '/' || !url.pathname.endsWith('/')) return pass
  const pathname = `/${url.pathname.replace(/^\/+|\/+$/g, '')}`
  return { kind: 'redirect', to: pathname + url.search + url.hash }
}

export const globalChecks: UrlCheck[] = [trailingSlash]

/** /register-beta redirects to /register (docs/product.md#routes). */
const redirects: Record<string, string> = {
  [paths.registerBeta]: paths.register,
}

export const routeRules: UrlCheck[] = [
  (url) => {
    const to = redirects[url.pathname]
    return to ? { kind: 'redirect', to: to + url.search } : pass
  },
]
