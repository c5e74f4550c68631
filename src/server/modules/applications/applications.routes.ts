import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Transaction } from 'kysely'
import {
  type ApplicationAccepted,
  type ApplicationSaved,
  acceptApplicationSchema,
  applicationListQuerySchema,
  applySchema,
} from '#shared/replacements.ts'
import { isNurseRole } from '#shared/user-access.ts'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { type MessageCode, translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { currentUser, requireCharter, requireVerified } from '../../middleware/session.ts'
import { type RequestClock, requestClock, validateOptionalJson } from '../replacements/marketplace-http.ts'
import { replacementJson } from '../replacements/replacement-json.ts'
import {
  findOfferState,
  findReplacementView,
  findReplacementViews,
  type OfferState,
  type ReplacementView,
} from '../replacements/replacements.repository.ts'
import { assertAuthor } from '../replacements/replacements.service.ts'
import type { AuthUser } from '../users/users.repository.ts'
import { applicantJson, applicationJson } from './application-json.ts'
import { type ApplicationState, daysReplacedForHolder, findApplication, listApplications } from './applications.repository.ts'
import { accept, apply, decline, visibleToApplicant, warningsFor, withdraw } from './applications.service.ts'

/**
 * Applications. Apply, accept, decline and withdraw take an Idempotency-Key (offline
 * replays, docs/security.md R5). Accepting runs under a row lock on the offer, so concurrent accepts
 * take turns: the first fills the offer, the others find it filled. See README.md beside the
 * offers for the rules chosen.
 */

const byUser = (c: Context<AppEnv>) => String(currentUser(c).id)

/**
 * The application and its offer, for the one who may act on it: `as: 'author'` (accept, decline)
 * or `'applicant'` (withdraw). The other party gets 403; anyone else 404 (nothing revealed).
 */
async function applicationFor(
  db: Db,
  id: number,
  user: AuthUser,
  as: 'author' | 'applicant',
  today: string,
): Promise<{ application: ApplicationState; offer: OfferState }> {
  const application = await findApplication(db, id)
  const offer = application && (await findOfferState(db, application.replacement_id, today))
  if (!application || !offer) throw new HttpError(404, 'http.not_found')
  const isAuthor = offer.author_user_id === user.id
  const isApplicant = application.applicant_user_id === user.id
  if (!isAuthor && !isApplicant) throw new HttpError(404, 'http.not_found')
  if ((as === 'author' && !isAuthor) || (as === 'applicant' && !isApplicant)) throw new HttpError(403, 'http.forbidden')
  return { application, offer }
}

/** The list filters and page of GET /applications/me and /applications/received. */
function listFilters(query: ReturnType<typeof applicationListQuerySchema.parse>) {
  return { status: query.status, replacementId: query.replacement_id, page: query.page, perPage: query.perPage }
}

function parisYear(today: string): number {
  return Number(today.slice(0, 4))
}

export const applicationRoutes = new Hono<AppEnv>()
  /**
   * POST /api/replacements/{id}/applications {message, dates?}: a nurse applies to an open offer
   * of someone else, once (a withdrawn application may be sent again). `dates` are some of the
   * offer's days, for a split absence.
   */
  .post(
    '/replacements/:id{[0-9]+}/applications',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'applications.create', subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      const id = pathId(c.req.param('id'))
      const { db } = c.get('deps')
      const clock = requestClock(c)
      if (!visibleToApplicant(await findOfferState(db, id, clock.today), user)) throw new HttpError(404, 'http.not_found')
      if (!user.roles.some(isNurseRole)) throw new HttpError(403, 'application.nurse_only')
      const input = await validateJson(c, applySchema)
      const applicationId = await inTransaction(db, (trx) =>
        apply(trx, { replacementId: id, applicant: user, message: input.message, dates: input.dates }, clock),
      )
      const application = await findApplication(db, applicationId)
      if (!application) throw new HttpError(404, 'http.not_found')
      const body: ApplicationSaved = {
        message: translate(clock.locale, 'application.sent'),
        application: applicationJson(application),
      }
      return c.json(body, 201)
    },
  )

  /**
   * GET /api/replacements/{id}/applications: the offer's applicants, in the order they came, with
   * their professional profile and what accepting them would warn about. The author only.
   */
  .get('/replacements/:id{[0-9]+}/applications', requireVerified, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db } = c.get('deps')
    const { today } = requestClock(c)
    const offer = assertAuthor(await findOfferState(db, id, today), user)
    const query = validateQuery(c, applicationListQuerySchema)
    const { rows, count } = await listApplications(db, { ...query, replacementId: id, order: 'oldest' })
    const replaced = await daysReplacedForHolder(
      db,
      user.id,
      rows.map((row) => row.applicant_user_id),
    )
    const applications = rows.map((row) =>
      applicationJson(row, {
        applicant: applicantJson(row, parisYear(today)),
        ...optional('warnings', warningsFor(c.get('locale'), row, offer, replaced)),
      }),
    )
    return c.json({ applications, count })
  })

  /** GET /api/applications/me: the nurse's applications, newest first, each with its offer. */
  .get('/applications/me', requireVerified, async (c) => {
    const user = currentUser(c)
    const query = validateQuery(c, applicationListQuerySchema)
    const { db } = c.get('deps')
    const { today } = requestClock(c)
    const { rows, count } = await listApplications(db, { ...listFilters(query), applicantId: user.id, order: 'newest' })
    const views = await findReplacementViews(db, [...new Set(rows.map((row) => row.replacement_id))], user.id, today)
    const applications = rows.map((row) => {
      const view = views.get(row.replacement_id)
      return applicationJson(row, view ? { replacement: replacementJson(view) } : {})
    })
    return c.json({ applications, count })
  })

  /** GET /api/applications/received: every application to the author's offers, newest first. */
  .get('/applications/received', requireVerified, async (c) => {
    const user = currentUser(c)
    const query = validateQuery(c, applicationListQuerySchema)
    const { db } = c.get('deps')
    const { today } = requestClock(c)
    const { rows, count } = await listApplications(db, { ...listFilters(query), authorId: user.id, order: 'newest' })
    // Independent reads: the offers shown beside the applications, and the days each applicant
    // already replaced this holder (the 'warnings').
    const [views, replaced] = await Promise.all([
      findReplacementViews(db, [...new Set(rows.map((row) => row.replacement_id))], user.id, today),
      daysReplacedForHolder(
        db,
        user.id,
        rows.map((row) => row.applicant_user_id),
      ),
    ])
    const applications = rows.map((row) => {
      const view = views.get(row.replacement_id) as ReplacementView
      return applicationJson(row, {
        applicant: applicantJson(row, parisYear(today)),
        replacement: replacementJson(view),
        ...optional('warnings', warningsFor(c.get('locale'), row, view, replaced)),
      })
    })
    return c.json({ applications, count })
  })

  /**
   * POST /api/applications/{id}/accept {dates?}: the author accepts a pending applicant for the
   * days given, or by default the days they applied for that are not yet given to someone else.
   * The offer is filled once every day is covered; the pending applicants left are then declined
   * and told. Refused when it breaks a rule of replacement; the warnings come with the answer.
   */
  .post(
    '/applications/:id{[0-9]+}/accept',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'applications.accept', subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      const id = pathId(c.req.param('id'))
      const { db } = c.get('deps')
      const clock = requestClock(c)
      const { today, locale } = clock
      const { application: found } = await applicationFor(db, id, user, 'author', today)
      const input = await validateOptionalJson(c, acceptApplicationSchema)
      const outcome = await inTransaction(db, (trx) =>
        accept(trx, { id, replacementId: found.replacement_id, holder: user, dates: input.dates }, clock),
      )

      const [application, view] = await Promise.all([
        findApplication(db, id),
        findReplacementView(db, found.replacement_id, user.id, today),
      ])
      if (!application || !view) throw new HttpError(404, 'http.not_found')
      const body: ApplicationAccepted = {
        message: translate(locale, outcome.filled ? 'application.accepted_filled' : 'application.accepted'),
        application: applicationJson(application),
        replacement: replacementJson(view),
        warnings: outcome.warnings,
        declined_application_ids: outcome.declined,
      }
      return c.json(body)
    },
  )

  /** POST /api/applications/{id}/decline: the author says no to a pending applicant, who is told. */
  .post(
    '/applications/:id{[0-9]+}/decline',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'applications.decline', subject: byUser }),
    (c) =>
      answerApplication(c, 'author', 'application.declined', (trx, found, clock) =>
        decline(trx, { id: found.id, replacementId: found.replacement_id, holder: currentUser(c) }, clock),
      ),
  )

  /**
   * POST /api/applications/{id}/withdraw: the applicant takes back a pending application, or an
   * accepted one before its first day (the offer, if it was filled, opens again for those days).
   */
  .post(
    '/applications/:id{[0-9]+}/withdraw',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'applications.withdraw', subject: byUser }),
    (c) =>
      answerApplication(c, 'applicant', 'application.withdrawn', (trx, found, clock) =>
        withdraw(trx, { id: found.id, replacementId: found.replacement_id }, clock),
      ),
  )

/**
 * Decline and withdraw: the one who may act on the application (applicationFor), the service in
 * a transaction, then the application as saved with `code`'s message.
 */
async function answerApplication(
  c: Context<AppEnv>,
  as: 'author' | 'applicant',
  code: MessageCode,
  work: (trx: Transaction<Database>, found: ApplicationState, clock: RequestClock) => Promise<void>,
) {
  const id = pathId(c.req.param('id'))
  const { db } = c.get('deps')
  const clock = requestClock(c)
  const { application: found } = await applicationFor(db, id, currentUser(c), as, clock.today)
  await inTransaction(db, (trx) => work(trx, found, clock))
  return savedApplication(c, id, code)
}

async function savedApplication(c: Context<AppEnv>, id: number, code: MessageCode) {
  const application = await findApplication(c.get('deps').db, id)
  if (!application) throw new HttpError(404, 'http.not_found')
  const body: ApplicationSaved = { message: translate(c.get('locale'), code), application: applicationJson(application) }
  return c.json(body)
}

/** `{ key: value }` when there is a value, `{}` otherwise (exactOptionalPropertyTypes). */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }
}
