import { Hono } from 'hono'
import { createCareTypeSchema, isCareTypeInUse, slugifyCareTypeName, updateCareTypeSchema } from '#shared/care-types.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import {
  countUsage,
  countUsageBySlug,
  deleteCareType,
  emptyUsage,
  findCareType,
  insertCareType,
  listActiveCareTypes,
  listAllCareTypes,
  nameTaken,
  nextPosition,
  slugExists,
  toAdminCareType,
  toPublicCareType,
  updateCareType,
} from './care-types.repository.ts'

/** A free slug for a new name: "pansements", else "pansements-2", "pansements-3"… */
async function freeSlug(db: Parameters<typeof slugExists>[0], name: string): Promise<string> {
  const base = slugifyCareTypeName(name)
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 60 - String(n).length - 1)}-${n}`
    if (!(await slugExists(db, candidate))) return candidate
  }
  throw new Error('no free slug')
}

export const careTypeRoutes = new Hono<AppEnv>()
  /** GET /api/care-types: the active care types for pickers and labels (public, cacheable). */
  .get('/care-types', async (c) => {
    const rows = await listActiveCareTypes(c.get('deps').db)
    // The same for everyone and rarely changed; an admin's change shows within five minutes.
    c.header('Cache-Control', 'public, max-age=300')
    return c.json({ care_types: rows.map(toPublicCareType) })
  })

  /** GET /api/admin/care-types: every care type, active or not, with where it is used. */
  .get('/admin/care-types', requireAdmin, async (c) => {
    const { db } = c.get('deps')
    const [rows, usage] = await Promise.all([listAllCareTypes(db), countUsageBySlug(db)])
    const careTypes = rows.map((row) => toAdminCareType(row, usage.get(row.slug) ?? emptyUsage()))
    return c.json({ care_types: careTypes, count: careTypes.length })
  })

  .post('/admin/care-types', requireAdmin, async (c) => {
    const input = await validateJson(c, createCareTypeSchema)
    const { db, clock } = c.get('deps')
    const actor = currentUser(c)
    const now = clock.now()
    const created = await inTransaction(db, async (trx) => {
      if (await nameTaken(trx, input.name))
        throw fieldErrors(c.get('locale'), 'validation.failed', { name: 'care_type.name_taken' })
      const row = await insertCareType(trx, {
        slug: await freeSlug(trx, input.name),
        name: input.name,
        category: input.category,
        description: input.description ?? null,
        active: input.active ?? true,
        position: await nextPosition(trx),
        now,
      })
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'care_type.create',
        subjectType: 'care_type',
        subjectId: row.id,
        after: row,
        at: now,
      })
      return row
    })
    return c.json(toAdminCareType(created, emptyUsage()), 201)
  })

  .get('/admin/care-types/:id', requireAdmin, async (c) => {
    const { db } = c.get('deps')
    const row = await findCareType(db, pathId(c.req.param('id')))
    if (!row) throw new HttpError(404, 'http.not_found')
    return c.json(toAdminCareType(row, await countUsage(db, row.slug)))
  })

  .put('/admin/care-types/:id', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const input = await validateJson(c, updateCareTypeSchema)
    const { db, clock } = c.get('deps')
    const actor = currentUser(c)
    const now = clock.now()
    const updated = await inTransaction(db, async (trx) => {
      const before = await findCareType(trx, id, true)
      if (!before) throw new HttpError(404, 'http.not_found')
      if (input.name !== undefined && (await nameTaken(trx, input.name, id)))
        throw fieldErrors(c.get('locale'), 'validation.failed', { name: 'care_type.name_taken' })
      const after = await updateCareType(trx, id, input, now)
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'care_type.update',
        subjectType: 'care_type',
        subjectId: id,
        before,
        after,
        at: now,
      })
      return after
    })
    return c.json(toAdminCareType(updated, await countUsage(db, updated.slug)))
  })

  /**
   * DELETE /api/admin/care-types/{id}: only a care type nobody names. One in use stays (409): a
   * nurse's profile or an offer would lose a care type it shows; deactivating it is the way.
   */
  .delete('/admin/care-types/:id', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const { db, clock } = c.get('deps')
    const actor = currentUser(c)
    const now = clock.now()
    await inTransaction(db, async (trx) => {
      const before = await findCareType(trx, id, true)
      if (!before) throw new HttpError(404, 'http.not_found')
      const usage = await countUsage(trx, before.slug)
      if (isCareTypeInUse(usage)) {
        const count = usage.nurses + usage.replacements + usage.patient_requests
        throw new HttpError(409, 'care_type.in_use', { params: { count } })
      }
      await deleteCareType(trx, id)
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'care_type.delete',
        subjectType: 'care_type',
        subjectId: id,
        before,
        at: now,
      })
    })
    return c.body(null, 204)
  })
