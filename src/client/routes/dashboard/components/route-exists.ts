import { matchRoutes } from 'react-router'
import { routes } from '#client/app/routes.tsx'

/**
 * Whether the app has a screen at this path yet (not the catch-all 404). The dashboard links only
 * to screens that exist: the replacements, partners… issues add theirs to the route table.
 */
export function routeExists(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path
  const matches = matchRoutes(routes, pathname) ?? []
  const leaf = matches[matches.length - 1]
  return leaf !== undefined && leaf.route.id !== 'not-found' && leaf.route.path !== '*'
}
