import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import {
  type AvailabilitySaved,
  type AvailableNursesResponse,
  availableNursesQuerySchema,
  createInvitationSchema,
  type Invitation,
  type InvitationApplied,
  type InvitationSaved,
  invitationApplySchema,
  invitationListQuerySchema,
  saveAvailabilitySchema,
} from '#shared/availability.ts'
import { isNurseRole } from '#shared/user-access.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { currentUser, requireCharter, requireVerified } from '../../middleware/session.ts'
import { findCommunePosition } from '../nurse-search/nurse-search.repository.ts'
import { requestClock, validateOptionalJson } from '../replacements/marketplace-http.ts'
import { replacementJson } from '../replacements/replacement-json.ts'
import { findOfferState, findReplacementViews } from '../replacements/replacements.repository.ts'
import { assertAuthor } from '../replacements/replacements.service.ts'
import {
  findAvailability,
  findInvitation,
  type InvitationRow,
  lastInitial,
  listInvitationsOfNurse,
  listInvitationsOfOffer,
  saveAvailability,
  searchAvailableNurses,
} from './availability.repository.ts'
import { applyFromInvitation, declineInvitation, invite } from './invitations.service.ts'

/**
 * Availability (a replacement nurse's periods, zone and conditions), the holders' search of
 * available nurses and the invitations it leads to (docs/product.md#availability).
 */

const byUser = (c: Context<AppEnv>) => String(currentUser(c).id)

/** A search of available nurses per holder: far more than a person reads, far less than a scraper wants. */
const AVAILABLE_NURSES_RATE_LIMIT = { name: 'available-nurses', limit: 30, windowSeconds: 600 }

/** Only nurses keep an availability. */
const requireNurse = createMiddleware<AppEnv>(async (c, next) => {
  if (!currentUser(c).roles.some(isNurseRole)) throw new HttpError(403, 'availability.nurse_only')
  await next()
})

/**
 * Practice holders whose profile an admin validated: they alone see who is available (an
 * unchecked account could otherwise collect nurses' names and zones).
 */
const requireValidatedHolder = createMiddleware<AppEnv>(async (c, next) => {
  const user = currentUser(c)
  if (!user.roles.includes('titulaire') || !(await isValidatedNurse(c.get('deps').db, user.id)))
    throw new HttpError(403, 'availability.validated_holders_only')
  await next()
})

async function isValidatedNurse(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('nurses')
    .select('id')
    .where('user_id', '=', userId)
    .where('validated_at', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}

function invitationJson(row: InvitationRow, extra: Partial<Invitation> = {}): Invitation {
  return {
    id: row.id,
    replacement_id: row.replacement_id,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    answered_at: row.answered_at ? new Date(row.answered_at).toISOString() : null,
    application_id: row.application_id,
    conversation_id: row.conversation_id,
    ...extra,
  }
}

async function savedInvitation(db: Db, id: number): Promise<InvitationRow> {
  const row = await findInvitation(db, id)
  if (!row) throw new HttpError(404, 'http.not_found')
  return row
}

export const availabilityRoutes = new Hono<AppEnv>()
  /** GET /api/availability: the nurse's own availability (her profile's zone until she saves one). */
  .get('/availability', requireVerified, requireNurse, async (c) => {
    const { today } = requestClock(c)
    return c.json(await findAvailability(c.get('deps').db, currentUser(c).id, today))
  })

  /**
   * PUT /api/availability: the whole availability, periods included; periods already over are
   * dropped. Replayable (Idempotency-Key) for the offline queue.
   */
  .put(
    '/availability',
    requireVerified,
    requireCharter,
    requireNurse,
    idempotency({ scope: 'availability.save', subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      const input = await validateJson(c, saveAvailabilitySchema)
      const { db } = c.get('deps')
      const { now, today, locale } = requestClock(c)
      const commune = await findCommunePosition(db, input.zone_commune_insee)
      if (!commune) throw fieldErrors(locale, 'validation.failed', { zone_commune_insee: 'commune.unknown' })
      await inTransaction(db, (trx) =>
        saveAvailability(
          trx,
          user.id,
          {
            ...input,
            care_types: [...new Set(input.care_types)],
            zone_commune_name: commune.name,
            note: input.note === '' ? null : input.note,
            periods: input.periods.filter((period) => period.end_date >= today),
          },
          now,
        ),
      )
      const body: AvailabilitySaved = {
        message: translate(locale, 'availability.periods_saved'),
        availability: await findAvailability(db, user.id, today),
      }
      return c.json(body)
    },
  )

  /**
   * GET /api/available-nurses?commune=&from=&to=&care_types=&retrocession_percent=&vehicle_required=&page=&perPage=:
   * `{ nurses, count }`, most days free first, then the nearest. Validated holders only, limited per holder.
   */
  .get(
    '/available-nurses',
    requireVerified,
    requireValidatedHolder,
    rateLimit({ ...AVAILABLE_NURSES_RATE_LIMIT, subject: byUser }),
    async (c) => {
      const query = validateQuery(c, availableNursesQuerySchema)
      const { db } = c.get('deps')
      const { today, locale } = requestClock(c)
      const point = await findCommunePosition(db, query.commune)
      if (!point) throw fieldErrors(locale, 'validation.failed', { commune: 'commune.unknown' })
      // Days already past are nobody's free days.
      const from = [query.from, today].sort()[1] as string
      const empty: AvailableNursesResponse = { nurses: [], count: 0 }
      if (query.to < from) return c.json(empty)
      const result: AvailableNursesResponse = await searchAvailableNurses(
        db,
        {
          lat: point.lat,
          lng: point.lng,
          from,
          to: query.to,
          careTypes: query.care_types ?? [],
          retrocessionPercent: query.retrocession_percent,
          vehicleRequired: query.vehicle_required,
          viewerId: currentUser(c).id,
          page: query.page,
          perPage: query.perPage,
        },
        Number(today.slice(0, 4)),
      )
      return c.json(result)
    },
  )

  /**
   * POST /api/replacements/{id}/invitations {nurse_id}: the author invites an available nurse to
   * her published offer. 201 when sent; 200 with the pending one when it already exists.
   */
  .post(
    '/replacements/:id{[0-9]+}/invitations',
    requireVerified,
    requireCharter,
    requireValidatedHolder,
    idempotency({ scope: 'invitations.create', subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      const replacementId = pathId(c.req.param('id'))
      const input = await validateJson(c, createInvitationSchema)
      const { db } = c.get('deps')
      const clock = requestClock(c)
      const outcome = await inTransaction(db, (trx) =>
        invite(trx, { replacementId, holder: user, nurseId: input.nurse_id }, clock),
      )
      const row = await savedInvitation(db, outcome.id)
      const body: InvitationSaved = {
        message: translate(clock.locale, outcome.created ? 'invitation.sent' : 'invitation.already_pending'),
        invitation: invitationJson(row, { nurse: nurseOf(row) }),
        created: outcome.created,
      }
      return c.json(body, outcome.created ? 201 : 200)
    },
  )

  /** GET /api/replacements/{id}/invitations: whom the author invited to her offer, and their answers. */
  .get('/replacements/:id{[0-9]+}/invitations', requireVerified, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db } = c.get('deps')
    const { today } = requestClock(c)
    const offer = assertAuthor(await findOfferState(db, id, today), user)
    const rows = await listInvitationsOfOffer(db, id)
    const invitations = rows.map((row) =>
      invitationJson(row, { status: effectiveStatus(row, offer.status), nurse: nurseOf(row) }),
    )
    return c.json({ invitations, count: invitations.length })
  })

  /** GET /api/invitations/me: the nurse's invitations, newest first, each with its offer. */
  .get('/invitations/me', requireVerified, async (c) => {
    const user = currentUser(c)
    const query = validateQuery(c, invitationListQuerySchema)
    const { db } = c.get('deps')
    const { today } = requestClock(c)
    const { rows, count } = await listInvitationsOfNurse(db, user.id, query.page, query.perPage)
    const views = await findReplacementViews(db, [...new Set(rows.map((row) => row.replacement_id))], user.id, today)
    const invitations = rows.flatMap((row) => {
      const view = views.get(row.replacement_id)
      if (!view) return []
      return [
        invitationJson(row, {
          status: effectiveStatus(row, view.status),
          replacement: replacementJson(view),
          holder_name: [row.holder_first_name, lastInitial(row.holder_last_name)].filter(Boolean).join(' '),
        }),
      ]
    })
    return c.json({ invitations, count })
  })

  /**
   * POST /api/invitations/{id}/apply {message?, dates?}: the invited nurse applies in one tap; the
   * application's conversation opens with it. Her own invitations only (404 otherwise).
   */
  .post(
    '/invitations/:id{[0-9]+}/apply',
    requireVerified,
    requireCharter,
    requireNurse,
    idempotency({ scope: 'invitations.apply', subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      const id = pathId(c.req.param('id'))
      const input = await validateOptionalJson(c, invitationApplySchema)
      const { db } = c.get('deps')
      const clock = requestClock(c)
      const outcome = await inTransaction(db, (trx) =>
        applyFromInvitation(
          trx,
          {
            id,
            nurse: user,
            message: input.message || translate(clock.locale, 'invitation.default_message'),
            dates: input.dates,
          },
          clock,
        ),
      )
      const body: InvitationApplied = {
        message: translate(clock.locale, 'invitation.applied'),
        invitation: invitationJson(await savedInvitation(db, id)),
        application_id: outcome.applicationId,
        conversation_id: outcome.conversationId,
      }
      return c.json(body, 201)
    },
  )

  /** POST /api/invitations/{id}/decline: the invited nurse says no. Her own invitations only. */
  .post(
    '/invitations/:id{[0-9]+}/decline',
    requireVerified,
    requireCharter,
    idempotency({ scope: 'invitations.decline', subject: byUser }),
    async (c) => {
      const user = currentUser(c)
      const id = pathId(c.req.param('id'))
      const { db } = c.get('deps')
      const clock = requestClock(c)
      await inTransaction(db, (trx) => declineInvitation(trx, { id, nurse: user }, clock))
      const body: InvitationSaved = {
        message: translate(clock.locale, 'invitation.declined'),
        invitation: invitationJson(await savedInvitation(db, id)),
        created: false,
      }
      return c.json(body)
    },
  )

/**
 * A pending invitation on an offer that is no longer published reads as ended: the trigger of
 * 0840 writes it for filled and cancelled offers, and this covers one past its last day before
 * the expiry job writes it down.
 */
function effectiveStatus(row: InvitationRow, offerStatus: string): Invitation['status'] {
  return row.status === 'pending' && offerStatus !== 'published' ? 'ended' : row.status
}

function nurseOf(row: InvitationRow): Invitation['nurse'] {
  return { id: row.nurse_user_id, first_name: row.nurse_first_name ?? '', last_initial: lastInitial(row.nurse_last_name) }
}
