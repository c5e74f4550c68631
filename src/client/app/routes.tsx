import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router'
import { loadCurrentUser } from '#client/entities/session/load-current-user.ts'
import { withChunkReload } from '#client/lib/chunk-reload.ts'
import { queryClient } from '#client/lib/query-client.ts'
import { paths } from '#shared/paths.ts'
import { NotFoundScreen, RootErrorBoundary } from './errors/error-page.tsx'
import { notFoundLoader } from './errors/not-found.ts'
import { createGuardMiddleware, type RouteHandle } from './guards/guard-middleware.ts'
import { guards } from './guards/guards.ts'
import { AuthLayout } from './layouts/auth-layout.tsx'
import { DefaultLayout } from './layouts/default-layout.tsx'
import { GuestLayout } from './layouts/guest-layout.tsx'
import { RootShell, StartingUp } from './layouts/root-shell.tsx'

/**
 * The route table, shared by the browser router and the prerender step (so nothing here may
 * touch `window` at import). Page code is lazy; guards are declared statically in `handle` so
 * the root middleware can read them before any page code loads.
 */
const page = withChunkReload

const verifiedUser: RouteHandle = { guards: ['auth', 'verified'] }
// The dashboard is for members who accepted the charter, whatever the way in.
const member: RouteHandle = { guards: ['auth', 'verified', 'charter'] }
const guestOnly: RouteHandle = { guards: ['guest'] }

/**
 * /auth/verify-email is for unverified users (docs/product.md#routes), except the mailed link (?token=…): it
 * must work in any browser, signed in or not (the server refuses another account's link).
 */
async function verifyEmailAccess({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (url.searchParams.has('token')) return null
  const outcome = guards.unverified({ user: await loadCurrentUser(queryClient), url })
  if (outcome.kind === 'redirect') throw redirect(outcome.to)
  return null
}

const guardMiddleware = createGuardMiddleware(
  () => routes,
  () => loadCurrentUser(queryClient),
)

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home,
    Component: RootShell,
    ErrorBoundary: RootErrorBoundary,
    // The first navigation (session check, page code) shows the empty page: an honest blank,
    // never a placeholder that could flash before a redirect.
    HydrateFallback: StartingUp,
    middleware: [guardMiddleware],
    children: [
      {
        id: 'layout-default',
        Component: DefaultLayout,
        children: [
          { id: 'home', index: true, lazy: page(() => import('#client/routes/public/home.tsx')) },
          { id: 'terms', path: paths.terms, lazy: page(() => import('#client/routes/public/terms.tsx')) },
          { id: 'legal-notice', path: paths.legalNotice, lazy: page(() => import('#client/routes/public/legal-notice.tsx')) },
          {
            id: 'privacy-security',
            path: paths.privacySecurity,
            lazy: page(() => import('#client/routes/public/privacy-security.tsx')),
          },
          { id: 'legal-chart', path: paths.legalChart, lazy: page(() => import('#client/routes/public/legal-chart.tsx')) },
          { id: 'contact', path: paths.contact, lazy: page(() => import('#client/routes/public/contact.tsx')) },
          { id: 'unsubscribe', path: paths.unsubscribe, lazy: page(() => import('#client/routes/public/unsubscribe.tsx')) },
          { id: 'search-nurse', path: paths.searchNurse, lazy: page(() => import('#client/routes/public/search-nurse.tsx')) },
          { id: 'pricing', path: paths.pricing, lazy: page(() => import('#client/routes/public/pricing.tsx')) },
          {
            id: 'verify-contract',
            path: paths.verifyContract,
            lazy: page(() => import('#client/routes/public/verify-contract.tsx')),
          },
        ],
      },
      {
        id: 'layout-guest',
        Component: GuestLayout,
        children: [{ id: 'about', path: paths.about, lazy: page(() => import('#client/routes/public/about.tsx')) }],
      },
      {
        id: 'layout-auth',
        Component: AuthLayout,
        children: [
          { id: 'login', path: paths.login, handle: guestOnly, lazy: page(() => import('#client/routes/auth/login.tsx')) },
          {
            id: 'register',
            path: paths.register,
            handle: guestOnly,
            lazy: page(() => import('#client/routes/auth/register.tsx')),
          },
          {
            id: 'register-immediate',
            path: paths.registerImmediate,
            handle: guestOnly,
            lazy: page(() => import('#client/routes/auth/register-immediate.tsx')),
          },
          {
            id: 'two-factor-challenge',
            path: paths.twoFactorChallenge,
            handle: guestOnly,
            lazy: page(() => import('#client/routes/auth/two-factor-challenge.tsx')),
          },
          {
            id: 'verify-email',
            path: paths.verifyEmail,
            loader: verifyEmailAccess,
            lazy: page(() => import('#client/routes/auth/verify-email.tsx')),
          },
          {
            id: 'reset-password',
            path: paths.resetPassword,
            lazy: page(() => import('#client/routes/auth/reset-password-request.tsx')),
          },
          {
            id: 'reset-password-token',
            path: paths.resetPasswordToken,
            lazy: page(() => import('#client/routes/auth/reset-password.tsx')),
          },
          { id: 'new-password', path: paths.newPassword, lazy: page(() => import('#client/routes/auth/new-password.tsx')) },
          {
            id: 'use-choice',
            path: paths.useChoice,
            handle: verifiedUser,
            lazy: page(() => import('#client/routes/auth/use-choice.tsx')),
          },
          {
            id: 'services',
            path: paths.services,
            handle: verifiedUser,
            lazy: page(() => import('#client/routes/auth/services.tsx')),
          },
          {
            id: 'welcome',
            path: paths.welcome,
            handle: verifiedUser,
            lazy: page(() => import('#client/routes/auth/welcome.tsx')),
          },
        ],
      },
      {
        id: 'layout-dashboard',
        path: paths.dashboard,
        handle: member,
        lazy: page(() => import('./layouts/dashboard-layout.tsx')),
        children: [
          { id: 'dashboard-home', index: true, lazy: page(() => import('#client/routes/dashboard/home.tsx')) },
          { id: 'dashboard-settings', path: paths.settings, lazy: page(() => import('#client/routes/dashboard/settings.tsx')) },
          // The replacement nurse's side of the marketplace; /urgent is for nurses who
          // answer urgent help (docs/product.md#guards 'auth-help').
          {
            id: 'replacements-search',
            path: paths.replacements,
            lazy: page(() => import('#client/routes/replacements/search.tsx')),
          },
          {
            id: 'replacement-detail',
            path: paths.replacementDetail,
            lazy: page(() => import('#client/routes/replacements/detail.tsx')),
          },
          {
            id: 'replacements-applied',
            path: paths.replacementsApplied,
            lazy: page(() => import('#client/routes/replacements/applied.tsx')),
          },
          {
            id: 'replacements-urgent',
            path: paths.replacementsUrgent,
            handle: { guards: ['auth', 'verified', 'auth-help'] },
            lazy: page(() => import('#client/routes/replacements/urgent.tsx')),
          },
          // Partner listings (docs/product.md#partner-listings): every member searches and reads them;
          // posting and responding are for nurses, which the screens and the API check.
          ...(
            [
              ['partners', paths.partners, () => import('#client/routes/partners/search.tsx')],
              ['partners-create', paths.partnersCreate, () => import('#client/routes/partners/create.tsx')],
              ['partners-responses', paths.partnersResponses, () => import('#client/routes/partners/responses.tsx')],
              ['partner-listing', paths.partnerListing, () => import('#client/routes/partners/detail.tsx')],
              ['partner-listing-edit', paths.partnerListingEdit, () => import('#client/routes/partners/create.tsx')],
            ] as const
          ).map(([id, path, load]) => ({ id, path, lazy: page(load) })),
          // The replacement nurse's availability and the holders' invitations to her (docs/product.md#availability).
          {
            id: 'dashboard-availability',
            path: paths.availability,
            lazy: page(() => import('#client/routes/dashboard/availability.tsx')),
          },
          // The member's subscription (docs/product.md#subscriptions): its page for subscribers, taking one out for the others.
          {
            id: 'dashboard-subscriptions',
            path: paths.subscriptions,
            handle: { guards: ['auth', 'verified', 'subscribed'] } satisfies RouteHandle,
            lazy: page(() => import('#client/routes/dashboard/subscriptions.tsx')),
          },
          {
            id: 'dashboard-subscriptions-create',
            path: paths.subscriptionsCreate,
            handle: { guards: ['auth', 'verified', 'unsubscribed'] } satisfies RouteHandle,
            lazy: page(() => import('#client/routes/dashboard/subscriptions-create.tsx')),
          },
          {
            id: 'dashboard-notifications',
            path: paths.notifications,
            lazy: page(() => import('#client/routes/dashboard/notifications.tsx')),
          },
          // The messaging, for verified members (the layout's guards): the list, and a conversation by id.
          { id: 'dashboard-chat', path: paths.messages, lazy: page(() => import('#client/routes/dashboard/chat.tsx')) },
          {
            id: 'dashboard-chat-thread',
            path: paths.conversation,
            lazy: page(() => import('#client/routes/dashboard/chat.tsx')),
          },
          // The practice holder's side of the marketplace, for accounts holding the
          // titulaire role: anyone else gets a page that offers to take it on.
          {
            id: 'holder-screens',
            lazy: page(() => import('#client/routes/replacements/holder-only.tsx')),
            children: [
              {
                id: 'replacements-mine',
                path: paths.replacementsMine,
                lazy: page(() => import('#client/routes/replacements/me.tsx')),
              },
              {
                id: 'replacements-create',
                path: paths.replacementsCreate,
                lazy: page(() => import('#client/routes/replacements/create.tsx')),
              },
              {
                id: 'replacements-responses',
                path: paths.replacementsResponses,
                lazy: page(() => import('#client/routes/replacements/responses.tsx')),
              },
              {
                id: 'replacement-applicants',
                path: paths.replacementApplicants,
                lazy: page(() => import('#client/routes/replacements/applicants.tsx')),
              },
              {
                id: 'replacements-available-nurses',
                path: paths.availableNurses,
                lazy: page(() => import('#client/routes/replacements/available-nurses.tsx')),
              },
            ],
          },
          // Either side of an accepted replacement: its written contract (docs/product.md#contract).
          {
            id: 'replacement-contract',
            path: paths.replacementContract,
            lazy: page(() => import('#client/routes/replacements/contract.tsx')),
          },
          {
            id: 'admin-home',
            path: paths.admin,
            handle: { guards: ['auth', 'verified', 'admin'] },
            lazy: page(() => import('#client/routes/admin/home.tsx')),
          },
          // The users back office: all behind the admin guard, the detail and create pages
          // too (the API checks anyway).
          {
            id: 'admin-users',
            path: paths.adminUsers,
            handle: { guards: ['auth', 'verified', 'admin'] },
            lazy: page(() => import('#client/routes/admin/users.tsx')),
          },
          {
            id: 'admin-user-create',
            path: paths.adminUserCreate,
            handle: { guards: ['auth', 'verified', 'admin'] },
            lazy: page(() => import('#client/routes/admin/users-create.tsx')),
          },
          {
            id: 'admin-users-crm',
            path: paths.adminUsersCrm,
            handle: { guards: ['auth', 'verified', 'admin'] },
            lazy: page(() => import('#client/routes/admin/crm.tsx')),
          },
          {
            id: 'admin-user',
            path: paths.adminUser,
            handle: { guards: ['auth', 'verified', 'admin'] },
            lazy: page(() => import('#client/routes/admin/users-detail.tsx')),
          },
          // Offers, patients' requests, reported messages, plans and subscriptions of the back office: all behind the admin guard,
          // the offer's page and its applications too (docs/product.md#routes).
          ...(
            [
              ['admin-replacements', paths.adminReplacements, () => import('#client/routes/admin/replacements.tsx')],
              ['admin-replacement', paths.adminReplacement, () => import('#client/routes/admin/replacements-detail.tsx')],
              [
                'admin-replacement-interest',
                paths.adminReplacementInterest,
                () => import('#client/routes/admin/replacements-interest.tsx'),
              ],
              ['admin-patients', paths.adminPatients, () => import('#client/routes/admin/patients.tsx')],
              ['admin-reports', paths.adminReports, () => import('#client/routes/admin/reports.tsx')],
              ['admin-documents', paths.adminDocuments, () => import('#client/routes/admin/documents.tsx')],
              ['admin-partner-listings', paths.adminPartnerListings, () => import('#client/routes/admin/partner-listings.tsx')],
              [
                'admin-partner-listing',
                paths.adminPartnerListing,
                () => import('#client/routes/admin/partner-listings-detail.tsx'),
              ],
              ['admin-plans', paths.adminPlans, () => import('#client/routes/admin/plans.tsx')],
              ['admin-subscriptions', paths.adminSubscriptions, () => import('#client/routes/admin/subscriptions.tsx')],
              ['admin-subscription', paths.adminSubscription, () => import('#client/routes/admin/subscriptions-detail.tsx')],
            ] as const
          ).map(([id, path, load]) => ({
            id,
            path,
            handle: { guards: ['auth', 'verified', 'admin'] } satisfies RouteHandle,
            lazy: page(load),
          })),
          // Care types, home page and mails: every screen behind the admin guard, the
          // create and detail pages too (the API checks anyway).
          ...(
            [
              ['admin-care-types', paths.adminCareTypes, () => import('#client/routes/admin/care-types.tsx')],
              ['admin-care-type-create', paths.adminCareTypeCreate, () => import('#client/routes/admin/care-types-create.tsx')],
              ['admin-care-type', paths.adminCareType, () => import('#client/routes/admin/care-types-detail.tsx')],
              ['admin-home-management', paths.adminHomeManagement, () => import('#client/routes/admin/home-management.tsx')],
              [
                'admin-home-section-create',
                paths.adminHomeSectionCreate,
                () => import('#client/routes/admin/home-management-create.tsx'),
              ],
              ['admin-home-section', paths.adminHomeSection, () => import('#client/routes/admin/home-management-detail.tsx')],
              ['admin-mails', paths.adminMails, () => import('#client/routes/admin/mails.tsx')],
              ['admin-campaign-create', paths.adminCampaignCreate, () => import('#client/routes/admin/mails-campaign.tsx')],
              ['admin-campaign', paths.adminCampaign, () => import('#client/routes/admin/mails-campaign.tsx')],
            ] as const
          ).map(([id, path, load]) => ({
            id,
            path,
            handle: { guards: ['auth', 'verified', 'admin'] } satisfies RouteHandle,
            lazy: page(load),
          })),
        ],
      },
      // Where /register-immediate leads, before the mailed link has confirmed the address: the
      // dashboard frame with a session only (docs/product.md#routes).
      {
        id: 'layout-dashboard-immediate',
        path: paths.replacementsImmediate,
        handle: { guards: ['auth', 'charter'] } satisfies RouteHandle,
        lazy: page(() => import('./layouts/dashboard-layout.tsx')),
        children: [
          {
            id: 'holder-screens-immediate',
            lazy: page(() => import('#client/routes/replacements/holder-only.tsx')),
            children: [
              {
                id: 'replacements-immediate',
                index: true,
                lazy: page(() => import('#client/routes/replacements/immediate.tsx')),
              },
            ],
          },
        ],
      },
      // The loader always throws the 404; the component only satisfies the router's leaf check.
      { id: 'not-found', path: '*', loader: notFoundLoader, Component: NotFoundScreen },
    ],
  },
]
