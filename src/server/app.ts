import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppDeps, AppEnv, RequestDeps } from './http/types.ts'
import { compress } from './middleware/compress.ts'
import { sameOriginOnly } from './middleware/cors.ts'
import { csrfProtection, issueCsrfToken } from './middleware/csrf.ts'
import { apiNotFound, errorHandler, errorResponse } from './middleware/error-handler.ts'
import { language } from './middleware/language.ts'
import { noStore } from './middleware/no-store.ts'
import { requestId } from './middleware/request-id.ts'
import { requestLogger } from './middleware/request-logger.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { session } from './middleware/session.ts'
import { adminOverviewRoutes } from './modules/admin/admin-overview.routes.ts'
import { adminMailRoutes } from './modules/admin-mails/admin-mails.routes.ts'
import { campaignRoutes } from './modules/admin-mails/campaigns.routes.ts'
import { adminPatientRoutes } from './modules/admin-patients/admin-patients.routes.ts'
import { adminReplacementRoutes } from './modules/admin-replacements/admin-replacements.routes.ts'
import { adminUserActionRoutes } from './modules/admin-users/admin-user-actions.routes.ts'
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts'
import { crmRoutes } from './modules/admin-users/crm.routes.ts'
import { savedSearchRoutes } from './modules/alerts/saved-searches.routes.ts'
import { applicationRoutes } from './modules/applications/applications.routes.ts'
import { contractRoutes } from './modules/applications/contract.routes.ts'
import { auditRoutes } from './modules/audit/audit.routes.ts'
import { createAuthServices } from './modules/auth/auth-services.ts'
import { emailVerificationRoutes } from './modules/auth/email-verification.routes.ts'
import { loginRoutes } from './modules/auth/login.routes.ts'
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts'
import { registerRoutes } from './modules/auth/register.routes.ts'
import { availabilityRoutes } from './modules/availability/availability.routes.ts'
import { calendarRoutes } from './modules/calendar/calendar.routes.ts'
import { careTypeRoutes } from './modules/care-types/care-types.routes.ts'
import { CHAT_MESSAGE_PATH, chatRoutes } from './modules/chat/chat.routes.ts'
import { communesRoutes } from './modules/communes/communes.routes.ts'
import { configRoutes } from './modules/config/config.routes.ts'
import { contactRoutes } from './modules/contact/contact.routes.ts'
import { contractSignatureRoutes } from './modules/contract-signatures/contract-signatures.routes.ts'
import { documentStorageFor } from './modules/documents/document-storage.ts'
import { DOCUMENT_UPLOAD_PATH, documentRoutes } from './modules/documents/documents.routes.ts'
import { eventRoutes } from './modules/events/events.routes.ts'
import { exportRoutes } from './modules/export/export.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { renderHomePage } from './modules/home-sections/home-page.ts'
import { homeSectionRoutes } from './modules/home-sections/home-sections.routes.ts'
import { AVATAR_UPLOAD_PATH, avatarRoutes } from './modules/images/avatar.routes.ts'
import { imageRoutes } from './modules/images/images.routes.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { notificationRoutes } from './modules/notifications/notifications.routes.ts'
import { nurseSearchRoutes } from './modules/nurse-search/nurse-search.routes.ts'
import { nurseRoutes } from './modules/nurses/nurses.routes.ts'
import { adminPartnerListingRoutes } from './modules/partner-listings/admin-partner-listings.routes.ts'
import { partnerListingRoutes } from './modules/partner-listings/partner-listings.routes.ts'
import { patientRequestRoutes } from './modules/patient-requests/patient-requests.routes.ts'
import { accountDeletionRoutes } from './modules/profile/account-deletion.routes.ts'
import { profileRoutes } from './modules/profile/profile.routes.ts'
import { pushRoutes } from './modules/push/push.routes.ts'
import { immediateConfirmationRoutes } from './modules/replacements/immediate-confirmation.routes.ts'
import { replacementRoutes } from './modules/replacements/replacements.routes.ts'
import { sessionRoutes } from './modules/sessions/sessions.routes.ts'
import { settingsRoutes } from './modules/settings/settings.routes.ts'
import { adminSubscriptionRoutes } from './modules/subscriptions/admin-subscriptions.routes.ts'
import { renderPricingPage } from './modules/subscriptions/pricing-page.ts'
import { selectPaymentProvider } from './modules/subscriptions/select-provider.ts'
import { stripeWebhookRoutes } from './modules/subscriptions/stripe/stripe-webhook.routes.ts'
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts'
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts'
import { userRoutes } from './modules/users/users.routes.ts'
import { serveClient } from './static/serve-client.ts'

export type { AppDeps, AppEnv } from './http/types.ts'

// JSON bodies are small; the avatar upload gets its own, larger limit on its route.
const API_BODY_LIMIT_BYTES = 1024 * 1024

export const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url))

/** Uploads live beside the database; a throwaway database gets throwaway uploads, not a `memory:` folder. */
export function defaultStorageDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return path.join(tmpdir(), `releve-uploads-${process.pid}`)
  return path.join(dataDir, 'uploads')
}

/**
 * Builds the whole HTTP app from its dependencies, so tests can make one per file.
 * Middleware order matters: the outer ones see every answer, errors included.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const storageDir = deps.storageDir ?? defaultStorageDir(deps.env.DATA_DIR)
  const resolved: RequestDeps = {
    ...deps,
    mail: deps.mail ?? createMailer(deps),
    storageDir,
    auth: createAuthServices(deps),
    paymentProvider: deps.paymentProvider ?? selectPaymentProvider(deps),
    documentStorage: documentStorageFor(deps.env, storageDir),
  }

  app.use(async (c, next) => {
    c.set('deps', resolved)
    await next()
  })
  app.use(requestId)
  app.use(requestLogger)
  app.use(securityHeaders)
  app.use(sameOriginOnly)
  app.use(compress)

  for (const prefix of ['/api/*', '/sanctum/*']) {
    app.use(prefix, language)
    app.use(prefix, noStore)
  }
  const jsonBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: (c) => errorResponse(c, 413, 'http.payload_too_large'),
  })
  // The avatar upload and a chat message (which may carry a file) have their own, larger limits on
  // their routes. GET and HEAD carry no body, and asking for one would make @hono/node-server build
  // a full Request (docs/architecture.md#scale).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' ||
    c.req.method === 'HEAD' ||
    AVATAR_UPLOAD_PATH.test(c.req.path) ||
    CHAT_MESSAGE_PATH.test(c.req.path) ||
    (c.req.method === 'POST' && DOCUMENT_UPLOAD_PATH.test(c.req.path))
      ? next()
      : jsonBodyLimit(c, next),
  )
  // Stripe's webhook is authenticated by its signature, not by a session: it answers before the
  // CSRF and session middleware run, after everything else (docs/security.md#payments).
  app.route('/api', stripeWebhookRoutes)
  app.use('/api/*', csrfProtection)
  // After CSRF (a forged request is refused before any session is read), before the routes
  // (which then find the user in the context).
  app.use('/api/*', session)

  app.get('/sanctum/csrf-cookie', (c) => {
    issueCsrfToken(c)
    return c.body(null, 204)
  })
  app.route('/api/health', healthRoutes)
  app.route('/api/config', configRoutes)
  app.route('/api/contact', contactRoutes)
  app.route('/api/communes', communesRoutes)
  for (const routes of [
    registerRoutes,
    loginRoutes,
    passwordResetRoutes,
    emailVerificationRoutes,
    userRoutes,
    sessionRoutes,
    twoFactorRoutes,
    // Before nurseRoutes: GET /api/nurses/search is not GET /api/nurses/{id}.
    nurseSearchRoutes,
    nurseRoutes,
    patientRequestRoutes,
    profileRoutes,
    avatarRoutes,
    accountDeletionRoutes,
    settingsRoutes,
    exportRoutes,
    notificationRoutes,
    eventRoutes,
    pushRoutes,
    savedSearchRoutes,
    calendarRoutes,
    immediateConfirmationRoutes,
    replacementRoutes,
    applicationRoutes,
    contractRoutes,
    contractSignatureRoutes,
    partnerListingRoutes,
    availabilityRoutes,
    subscriptionRoutes,
    chatRoutes,
    documentRoutes,
    adminOverviewRoutes,
    careTypeRoutes,
    homeSectionRoutes,
    adminMailRoutes,
    campaignRoutes,
    auditRoutes,
    crmRoutes,
    adminUsersRoutes,
    adminUserActionRoutes,
    adminReplacementRoutes,
    adminPartnerListingRoutes,
    adminPatientRoutes,
    adminSubscriptionRoutes,
  ]) {
    app.route('/api', routes)
  }
  app.all('/api/*', apiNotFound)

  app.route('/', imageRoutes)
  // Pages completed at request time (docs/decisions/010): the home page gets the published home
  // sections, /pricing the plans on sale.
  app.get(
    '*',
    serveClient(
      deps.clientDir ?? deps.env.CLIENT_DIR ?? defaultClientDir,
      async (c, requested, file) => (await renderHomePage(c, requested, file)) ?? renderPricingPage(c, requested, file),
    ),
  )

  app.notFound(apiNotFound)
  app.onError(errorHandler)
  return app
}

export type App = ReturnType<typeof createApp>
