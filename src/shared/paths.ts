/**
 * Every route of the app (docs/product.md#routes), shared by the client router, the prerender step and the
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
  notifications: '/dashboard/notifications',
  // The messaging (docs/product.md#routes: /dashboard/chat); a conversation takes its id.
  messages: '/dashboard/chat',
  conversation: '/dashboard/chat/:id',
  admin: '/dashboard/admin',
  // The users back office; the detail page takes the user's id.
  adminUsers: '/dashboard/admin/users',
  adminUserCreate: '/dashboard/admin/users/create',
  adminUsersCrm: '/dashboard/admin/users/crm',
  adminUser: '/dashboard/admin/users/:id',
  // The replacement marketplace; detail pages take the offer's id.
  replacements: '/dashboard/replacements',
  replacementsMine: '/dashboard/replacements/me',
  replacementsCreate: '/dashboard/replacements/create',
  replacementsApplied: '/dashboard/replacements/applied',
  replacementsResponses: '/dashboard/replacements/responses',
  replacementDetail: '/dashboard/replacements/detail/:id',
  replacementApplicants: '/dashboard/replacements/detail/:id/list',
  // The written contract of an accepted application (docs/product.md#contract); takes the application's id.
  replacementContract: '/dashboard/replacements/contract/:id',
  replacementsImmediate: '/dashboard/replacements/immediate',
  replacementsUrgent: '/dashboard/replacements/urgent',
  // Partner listings (docs/product.md#partner-listings): the search and one's own, a listing by id, its edit page.
  partners: '/dashboard/partners',
  partnersCreate: '/dashboard/partners/create',
  partnersResponses: '/dashboard/partners/responses',
  partnerListing: '/dashboard/partners/:id',
  partnerListingEdit: '/dashboard/partners/:id/edit',
  // A replacement nurse's availability and invitations; the holders' search of available nurses.
  availability: '/dashboard/availability',
  availableNurses: '/dashboard/replacements/nurses',
  // The member's subscription, and taking one out (docs/product.md#subscriptions).
  subscriptions: '/dashboard/subscriptions',
  subscriptionsCreate: '/dashboard/subscriptions/create',
  // Care types, home page and mails of the back office; detail pages take the id.
  adminCareTypes: '/dashboard/admin/care-types',
  adminCareTypeCreate: '/dashboard/admin/care-types/create',
  adminCareType: '/dashboard/admin/care-types/:id',
  adminHomeManagement: '/dashboard/admin/home-management',
  adminHomeSectionCreate: '/dashboard/admin/home-management/create',
  adminHomeSection: '/dashboard/admin/home-management/:id',
  adminMails: '/dashboard/admin/mails',
  adminCampaignCreate: '/dashboard/admin/mails/campaigns/create',
  adminCampaign: '/dashboard/admin/mails/campaigns/:id',
  // Offers and patients' requests of the back office.
  adminReplacements: '/dashboard/admin/replacements',
  adminReplacement: '/dashboard/admin/replacements/:id',
  adminReplacementInterest: '/dashboard/admin/replacements/interest/:id',
  // Partner listings of the back office; the detail page takes the listing's id.
  adminPartnerListings: '/dashboard/admin/partner-listings',
  adminPartnerListing: '/dashboard/admin/partner-listings/:id',
  adminPatients: '/dashboard/admin/patients',
  // Plans and subscriptions of the back office (docs/product.md#subscriptions); a subscription by id.
  adminPlans: '/dashboard/admin/plans',
  adminSubscriptions: '/dashboard/admin/subscriptions',
  adminSubscription: '/dashboard/admin/subscriptions/:id',
  // The nurses' verification documents waiting for review (docs/product.md#verification-documents).
  adminDocuments: '/dashboard/admin/documents',
  // The messages members reported, and the conversation around each, read-only.
  adminReports: '/dashboard/admin/reports',
  // The link of a campaign mail: stop Relève's news by e-mail, without logging in.
  unsubscribe: '/unsubscribe',
  // Public, unindexed: whether a signed contract's PDF (by its SHA-256) was signed here (docs/product.md#contract).
  verifyContract: '/verify-contract/:hash',
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
  paths.pricing,
  paths.searchNurse,
  paths.login,
  paths.register,
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
  return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? (b[i] ?? '') !== '' : part === b[i]))
}
