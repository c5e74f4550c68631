import { type Context, Hono } from 'hono'
import { type SqlBool, sql } from 'kysely'
import {
  type AdminPartnerListingDetail,
  type AdminPartnerListingRow,
  type AdminPartnerListingsQuery,
  adminPartnerListingsQuerySchema,
  unpublishPartnerListingSchema,
} from '#shared/partner-listings.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { kindFields } from './partner-listing-json.ts'
import { findListingAuthor, findListingState, listHistory, recordHistory, updateListing } from './partner-listings.repository.ts'

/**
 * The partner listings' back office, admins only (requireAdmin: account type, verified address,
 * two-factor). Admins read every listing, drafts included, with its history, and take a published
 * or filled one down with a reason mailed to its author (withdrawn, audited).
 */

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null)

/** The text of a LIKE pattern, its wildcards taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

function baseQuery(db: Db, now: Date) {
  return db
    .selectFrom('partner_listings as l')
    .innerJoin('users as u', 'u.id', 'l.author_user_id')
    .select([
      'l.id',
      'l.kind',
      'l.author_user_id',
      'l.commune_name',
      'l.postal_code',
      'l.department',
      'l.published_at',
      'l.expires_at',
      'l.created_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      sql<string | null>`l.start_date::text`.as('start_date'),
      sql<
        AdminPartnerListingRow['status']
      >`(case when l.status = 'published' and l.expires_at <= ${now}::timestamptz then 'expired' else l.status end)`.as('status'),
      sql<number>`(select count(*)::int from partner_responses r where r.listing_id = l.id)`.as('responses_count'),
    ])
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>

function rowJson(row: BaseRow): AdminPartnerListingRow {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    commune_name: row.commune_name,
    postal_code: row.postal_code,
    department: row.department,
    start_date: row.start_date,
    published_at: iso(row.published_at),
    expires_at: iso(row.expires_at),
    created_at: iso(row.created_at) ?? '',
    responses_count: row.responses_count,
    author: { id: row.author_user_id, first_name: row.first_name, last_name: row.last_name, email: row.email },
  }
}

async function listAdminListings(db: Db, query: AdminPartnerListingsQuery, now: Date) {
  let filtered = baseQuery(db, now)
  if (query.status)
    filtered = filtered.where(
      sql<SqlBool>`(case when l.status = 'published' and l.expires_at <= ${now}::timestamptz then 'expired' else l.status end) = ${query.status}`,
    )
  if (query.kind) filtered = filtered.where('l.kind', '=', query.kind)
  if (query.department) filtered = filtered.where('l.department', '=', query.department)
  if (query.commune) {
    const pattern = likeText(query.commune)
    filtered = filtered.where((eb) => eb.or([eb('l.commune_name', 'ilike', pattern), eb('l.postal_code', 'like', pattern)]))
  }
  if (query.author) {
    const pattern = likeText(query.author)
    filtered = filtered.where((eb) =>
      eb.or([eb('u.first_name', 'ilike', pattern), eb('u.last_name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]),
    )
  }
  const [rows, total] = await Promise.all([
    filtered
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    filtered.clearSelect().select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { partner_listings: rows.map(rowJson), count: total.count }
}

async function findAdminListing(db: Db, id: number, now: Date): Promise<AdminPartnerListingDetail | undefined> {
  const row = await baseQuery(db, now).where('l.id', '=', id).executeTakeFirst()
  const state = row && (await findListingState(db, id, now))
  if (!row || !state) return undefined
  const reason = await db.selectFrom('partner_listings').select('withdrawn_reason').where('id', '=', id).executeTakeFirstOrThrow()
  const history = await listHistory(db, id)
  return {
    ...rowJson(row),
    fields: kindFields(state.kind, state),
    withdrawn_reason: reason.withdrawn_reason,
    history: history.map((entry) => ({
      action: entry.action,
      note: entry.note,
      at: iso(entry.at) ?? '',
      actor:
        entry.actor_user_id === null
          ? null
          : { id: entry.actor_user_id, first_name: entry.actor_first_name, last_name: entry.actor_last_name },
    })),
  }
}

async function detailOrThrow(c: Context<AppEnv>, id: number) {
  const detail = await findAdminListing(c.get('deps').db, id, c.get('deps').clock.now())
  if (!detail) throw new HttpError(404, 'http.not_found')
  return detail
}

export const adminPartnerListingRoutes = new Hono<AppEnv>()
  /** GET /api/admin/partner-listings?status&kind&department&commune&author&page&perPage → `{ partner_listings, count }`. */
  .get('/admin/partner-listings', requireAdmin, async (c) => {
    const query = validateQuery(c, adminPartnerListingsQuerySchema)
    return c.json(await listAdminListings(c.get('deps').db, query, c.get('deps').clock.now()))
  })

  /** GET /api/admin/partner-listings/{id}: the listing, its kind's fields and its history. */
  .get('/admin/partner-listings/:id{[0-9]+}', requireAdmin, async (c) =>
    c.json(await detailOrThrow(c, pathId(c.req.param('id')))),
  )

  /**
   * POST /api/admin/partner-listings/{id}/unpublish {reason}: a published or filled listing is
   * withdrawn, the reason mailed to its author and the change audited, in one transaction.
   */
  .post('/admin/partner-listings/:id{[0-9]+}/unpublish', requireAdmin, async (c) => {
    const admin = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db, clock, mail } = c.get('deps')
    const now = clock.now()
    if (!(await findListingState(db, id, now))) throw new HttpError(404, 'http.not_found')
    const { reason } = await validateJson(c, unpublishPartnerListingSchema)
    await inTransaction(db, async (trx) => {
      const listing = await findListingState(trx, id, now, true)
      if (!listing) throw new HttpError(404, 'http.not_found')
      if (listing.status !== 'published' && listing.status !== 'filled')
        throw new HttpError(409, 'admin_partner_listings.not_unpublishable')
      await updateListing(trx, id, { status: 'withdrawn', withdrawn_at: now, withdrawn_reason: reason }, now)
      await recordHistory(trx, { listingId: id, actorId: admin.id, action: 'unpublished', note: reason, at: now })
      const author = await findListingAuthor(trx, listing.author_user_id)
      // A closed account has nobody left to read it.
      if (author.deleted_at === null)
        await mail.send(
          {
            to: author.email,
            template: 'partner-listing-unpublished',
            data: { name: author.first_name, listing_id: id, kind: listing.kind, commune_name: listing.commune_name, reason },
            locale: resolveSettings(author.settings).locale,
          },
          trx,
        )
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'partner_listing.unpublish',
        subjectType: 'partner_listing',
        subjectId: id,
        before: { status: listing.stored_status },
        after: { status: 'withdrawn', withdrawn_at: now, withdrawn_reason: reason },
        at: now,
      })
    })
    c.get('logger').info({ event: 'admin.partner_listing_unpublished', actor_id: admin.id, partner_listing_id: id }, 'admin')
    return c.json({
      message: translate(c.get('locale'), 'admin_partner_listings.unpublished'),
      partner_listing: await detailOrThrow(c, id),
    })
  })
