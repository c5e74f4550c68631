/**
 * Every route of the app (SPEC §2), shared by the client router, the prerender step and the
 * server, which answers 404 for anything else. Patterns use react-router syntax.
 */
export const paths = {
  home: '/',
  about: '/about',
  terms: '/terms',
  legalNotice: '/legal-notice',
  privacySecurity: '/privacy-security',
  legalChart: '/legal-chart',
  contact: '/contact',
  pricing: '/pricing',
  searchNurse: '/search-nurse',
  login: '/login',
  register: '/register',
  registerBeta: '/register-beta',
  registerImmediate: '/register-immediate',
  services: '/services',
  useChoice: '/use-choice',
  welcome: '/auth/welcome',
  verifyEmail: '/auth/verify-email',
  twoFactorChallenge: '/2fa-challenge',
  newPassword: '/password/new-password',
  resetPasswordToken: '/password/reset/:token',
  resetPassword: '/password/reset-password',
  dashboard: '/dashboard',
  settings: '/dashboard/settings',
  admin: '/dashboard/admin',
} as const

/** Public pages rendered to real HTML at build time and precached by the service worker. */
export const prerenderedPaths = [
  paths.home,
  paths.about,
  paths.terms,
  paths.legalNotice,
  paths.privacySecurity,
  paths.legalChart,
  paths.contact,
] as const

/** Pages a user can open directly: public pages, auth pages and the whole dashboard area. */
export function isAppPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (clean === paths.dashboard || clean.startsWith(`${paths.dashboard}/`)) return true
  return Object.values(paths).some((pattern) => matches(pattern, clean))
}

function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/')
  const b = pathname.split('/')
  return a.length === b.length && a.every((part, i) => part.startsWith(':') ? (b[i] ?? '') !== '' : part === b[i])
}
