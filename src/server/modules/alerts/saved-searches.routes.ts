import { Hono } from 'hono'
import { createSavedSearchSchema, MAX_SAVED_SEARCHES, updateSavedSearchSchema } from '#shared/saved-searches.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { type Locale, translate } from '../../i18n/messages.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { findOwnSavedSearch, listSavedSearches, savedSearchJson, searchPlace } from './saved-searches.repository.ts'

function unknownCommune(locale: Locale): HttpError {
  return fieldErrors(locale, 'validation.failed', { 'filters.commune': 'commune.unknown' })
}

/**
 * The caller's saved searches. Ids of someone else's answer 404, as ids that do not exist; at most
 * MAX_SAVED_SEARCHES each (counted under a lock on the user's row, so parallel saves cannot pass).
 */
export const savedSearchRoutes = new Hono<AppEnv>()
  /** GET /api/saved-searches: all of them (there are 20 at most), oldest first. */
  .get('/saved-searches', requireUser, async (c) => {
    const list = await listSavedSearches(c.get('deps').db, currentUser(c).id)
    return c.json({ saved_searches: list, count: list.length })
  })

  /** POST /api/saved-searches `{ name, filters, alert? }` → 201. */
  .post('/saved-searches', requireUser, async (c) => {
    const user = currentUser(c)
    const locale = c.get('locale')
    const input = await validateJson(c, createSavedSearchSchema)
    const { db, clock } = c.get('deps')
    const place = await searchPlace(db, input.filters)
    if (!place) throw unknownCommune(locale)
    const now = clock.now()
    const row = await inTransaction(db, async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst()
      const { count } = await trx
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
      if (Number(count) >= MAX_SAVED_SEARCHES)
        throw new HttpError(422, 'saved_search.limit_reached', { params: { max: MAX_SAVED_SEARCHES } })
      return trx
        .insertInto('saved_searches')
        .values({
          user_id: user.id,
          name: input.name,
          filters: JSON.stringify(input.filters),
          ...place,
          radius_km: input.filters.radius_km,
          alert: input.alert,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    })
    return c.json({ message: translate(locale, 'saved_search.saved'), saved_search: savedSearchJson(row) }, 201)
  })

  /** PUT /api/saved-searches/{id} `{ name?, filters?, alert? }`: what is sent changes. */
  .put('/saved-searches/:id', requireUser, async (c) => {
    const user = currentUser(c)
    const locale = c.get('locale')
    const id = pathId(c.req.param('id'))
    const { db, clock } = c.get('deps')
    if (!(await findOwnSavedSearch(db, user.id, id))) throw new HttpError(404, 'http.not_found')
    const input = await validateJson(c, updateSavedSearchSchema)
    let filterValues = {}
    if (input.filters) {
      const place = await searchPlace(db, input.filters)
      if (!place) throw unknownCommune(locale)
      filterValues = { filters: JSON.stringify(input.filters), ...place, radius_km: input.filters.radius_km }
    }
    const row = await db
      .updateTable('saved_searches')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.alert !== undefined ? { alert: input.alert } : {}),
        ...filterValues,
        updated_at: clock.now(),
      })
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .returningAll()
      .executeTakeFirst()
    if (!row) throw new HttpError(404, 'http.not_found')
    return c.json({ message: translate(locale, 'saved_search.updated'), saved_search: savedSearchJson(row) })
  })

  /** DELETE /api/saved-searches/{id} */
  .delete('/saved-searches/:id', requireUser, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const deleted = await c
      .get('deps')
      .db.deleteFrom('saved_searches')
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .returning('id')
      .executeTakeFirst()
    if (!deleted) throw new HttpError(404, 'http.not_found')
    return c.json({ message: translate(c.get('locale'), 'saved_search.deleted') })
  })
