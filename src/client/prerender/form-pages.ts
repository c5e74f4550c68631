import { normalizePath } from './hydration.ts'

/**
 * The prerendered pages whose point is a form (docs/decisions/009), and their route's own code:
 * the page asks for it the moment the reader reaches for the form, at the same time as the app's
 * code instead of once the app's route table runs (on a slow network, one round of requests
 * instead of two before the form answers). The same modules as the route table's (app/routes.test.ts).
 */
export const formPageModules = {
  '/login': () => import('#client/routes/auth/login.tsx'),
  '/register': () => import('#client/routes/auth/register.tsx'),
} as const

/** Starts loading this page's own code, when it is a form page; failures are the router's to report. */
export function preloadFormPage(pathname: string): void {
  const modules: Readonly<Record<string, (() => Promise<unknown>) | undefined>> = formPageModules
  const load = modules[normalizePath(pathname)]
  load?.().catch(() => {})
}
