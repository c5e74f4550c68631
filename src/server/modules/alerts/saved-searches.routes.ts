import { Hono } from 'hono'
import { createSavedSearchSchema, updatePartnerSavedSearchSchema, updateSavedSearchSchema } from '#shared/saved-searches.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { type Locale, translate } from '../../i18n/messages.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import {
  deleteOwnSavedSearch,
  findOwnSavedSearch,
  listSavedSearches,
  savedSearchJson,
  searchPlace,
  updateOwnSavedSearch,
} from './saved-searches.repository.ts'
import { createSavedSearch } from './saved-searches.service.ts'

function unknownCommune(locale: Locale): HttpError {
  return fieldErrors(locale, 'validation.failed', { 'filters.commune': 'commune.unknown' })
}

/**
 * The caller's saved searches. Ids of someone else's answer 404, as ids that do not exist; at most
 * MAX_SAVED_SEARCHES of each subject (counted under a lock on the user's row, so parallel saves cannot pass).
 */
export const savedSearchRoutes = new Hono<AppEnv>()
  /** GET /api/saved-searches: all of them (20 of each subject at most), oldest first. */
  .get('/saved-searches', requireUser, async (c) => {
    const list = await listSavedSearches(c.get('deps').db, currentUser(c).id)
    return c.json({ saved_searches: list, count: list.length })
  })

  /** POST /api/saved-searches `{ subject?, name, filters, alert? }` → 201 (subject: replacements unless said). */
  .post('/saved-searches', requireUser, async (c) => {
    const user = currentUser(c)
    const locale = c.get('locale')
    const input = await validateJson(c, createSavedSearchSchema)
    const { db, clock } = c.get('deps')
    const place = await searchPlace(db, input.filters)
    if (!place) throw unknownCommune(locale)
    const now = clock.now()
    const row = await inTransaction(db, (trx) =>
      createSavedSearch(trx, {
        user_id: user.id,
        subject: input.subject,
        name: input.name,
        filters: JSON.stringify(input.filters),
        ...place,
        radius_km: input.filters.radius_km,
        alert: input.alert,
        created_at: now,
        updated_at: now,
      }),
    )
    return c.json({ message: translate(locale, 'saved_search.saved'), saved_search: savedSearchJson(row) }, 201)
  })

  /**
   * PUT /api/saved-searches/{id} `{ name?, filters?, alert? }`: what is sent changes; the filters
   * are the stored search's subject's (a subject sent must be that one).
   */
  .put('/saved-searches/:id', requireUser, async (c) => {
    const user = currentUser(c)
    const locale = c.get('locale')
    const id = pathId(c.req.param('id'))
    const { db, clock } = c.get('deps')
    const own = await findOwnSavedSearch(db, user.id, id)
    if (!own) throw new HttpError(404, 'http.not_found')
    const input =
      own.subject === 'partner_listings'
        ? await validateJson(c, updatePartnerSavedSearchSchema)
        : await validateJson(c, updateSavedSearchSchema)
    let filterValues = {}
    if (input.filters) {
      const place = await searchPlace(db, input.filters)
      if (!place) throw unknownCommune(locale)
      filterValues = { filters: JSON.stringify(input.filters), ...place, radius_km: input.filters.radius_km }
    }
    const row = await updateOwnSavedSearch(db, user.id, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.alert !== undefined ? { alert: input.alert } : {}),
      ...filterValues,
      updated_at: clock.now(),
    })
    if (!row) throw new HttpError(404, 'http.not_found')
    return c.json({ message: translate(locale, 'saved_search.updated'), saved_search: savedSearchJson(row) })
  })

  /** DELETE /api/saved-searches/{id} */
  .delete('/saved-searches/:id', requireUser, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    if (!(await deleteOwnSavedSearch(c.get('deps').db, user.id, id))) throw new HttpError(404, 'http.not_found')
    return c.json({ message: translate(c.get('locale'), 'saved_search.deleted') })
  })
