import { type Context, Hono } from 'hono'
import { homeSectionInputSchema, homeSectionOrderSchema, homeSectionPublishedSchema } from '#shared/home-sections.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { invalidateHomePage, publishedSections } from './home-page.ts'
import {
  allSectionIds,
  deleteSection,
  findSection,
  insertSection,
  listSections,
  reorderSections,
  toAdminSection,
  unpublishOtherHeroes,
  updateSection,
} from './home-sections.repository.ts'
import type { HomeSectionRow } from './home-sections.table.ts'

/** After a hero is published: the other heroes off the page, each change in the audit log. */
async function keepOneHero(trx: Db, row: HomeSectionRow, actorId: number, now: Date): Promise<void> {
  if (row.kind !== 'hero' || !row.published) return
  for (const other of await unpublishOtherHeroes(trx, row.id, now)) {
    await recordAudit(trx, {
      actorId,
      action: 'home_section.unpublish',
      subjectType: 'home_section',
      subjectId: other.id,
      before: { published: true },
      after: { published: false },
      at: now,
    })
  }
}

/**
 * An admin's change of the sections: in one transaction with its audit entries, then the cached
 * home page dropped so that the next visitor gets the new one.
 */
async function changeSections<T>(c: Context<AppEnv>, change: (trx: Db, actorId: number, now: Date) => Promise<T>): Promise<T> {
  const { db, clock } = c.get('deps')
  const actorId = currentUser(c).id
  const now = clock.now()
  const result = await inTransaction(db, (trx) => change(trx, actorId, now))
  invalidateHomePage(db)
  return result
}

/** The section a change is about, locked until the transaction ends; a 404 when it is gone. */
async function sectionToChange(trx: Db, id: number): Promise<HomeSectionRow> {
  const before = await findSection(trx, id, true)
  if (!before) throw new HttpError(404, 'http.not_found')
  return before
}

export const homeSectionRoutes = new Hono<AppEnv>()
  /**
   * GET /api/home-sections: the published sections, in order, for the home page rendered in the
   * browser (a navigation to / inside the app). Public; revalidated on every use.
   */
  .get('/home-sections', async (c) => {
    const sections = await publishedSections(c)
    c.header('Cache-Control', 'no-cache')
    return c.json({ sections })
  })

  .get('/admin/home-sections', requireAdmin, async (c) => {
    const rows = await listSections(c.get('deps').db)
    return c.json({ sections: rows.map(toAdminSection), count: rows.length })
  })

  .post('/admin/home-sections', requireAdmin, async (c) => {
    const input = await validateJson(c, homeSectionInputSchema)
    const row = await changeSections(c, async (trx, actorId, now) => {
      const created = await insertSection(trx, input, now)
      await recordAudit(trx, {
        actorId,
        action: 'home_section.create',
        subjectType: 'home_section',
        subjectId: created.id,
        after: created,
        at: now,
      })
      await keepOneHero(trx, created, actorId, now)
      return created
    })
    return c.json(toAdminSection(row), 201)
  })

  /** PUT /api/admin/home-sections/order { ids }: the new order of every section. */
  .put('/admin/home-sections/order', requireAdmin, async (c) => {
    const { ids } = await validateJson(c, homeSectionOrderSchema)
    const rows = await changeSections(c, async (trx, actorId, now) => {
      const existing = await allSectionIds(trx)
      const known = new Set(existing)
      if (existing.length !== ids.length || ids.some((id) => !known.has(id)))
        throw fieldErrors(c.get('locale'), 'validation.failed', { ids: 'home_section.order_invalid' })
      const before = await listSections(trx)
      await reorderSections(trx, ids, now)
      await recordAudit(trx, {
        actorId,
        action: 'home_section.reorder',
        subjectType: 'home_section',
        subjectId: 'order',
        before: before.map((row) => row.id),
        after: ids,
        at: now,
      })
      return listSections(trx)
    })
    return c.json({ sections: rows.map(toAdminSection), count: rows.length })
  })

  .get('/admin/home-sections/:id', requireAdmin, async (c) => {
    const row = await findSection(c.get('deps').db, pathId(c.req.param('id')))
    if (!row) throw new HttpError(404, 'http.not_found')
    return c.json(toAdminSection(row))
  })

  .put('/admin/home-sections/:id', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const input = await validateJson(c, homeSectionInputSchema)
    const row = await changeSections(c, async (trx, actorId, now) => {
      const before = await sectionToChange(trx, id)
      if (before.kind !== input.kind)
        throw fieldErrors(c.get('locale'), 'validation.failed', { kind: 'home_section.kind_immutable' })
      const after = await updateSection(
        trx,
        id,
        { title: input.title, body: input.body, ...(input.published === undefined ? {} : { published: input.published }) },
        now,
      )
      await recordAudit(trx, {
        actorId,
        action: 'home_section.update',
        subjectType: 'home_section',
        subjectId: id,
        before,
        after,
        at: now,
      })
      await keepOneHero(trx, after, actorId, now)
      return after
    })
    return c.json(toAdminSection(row))
  })

  /** PUT /api/admin/home-sections/{id}/published { published }: on the home page or off it. */
  .put('/admin/home-sections/:id/published', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    const { published } = await validateJson(c, homeSectionPublishedSchema)
    const row = await changeSections(c, async (trx, actorId, now) => {
      const before = await sectionToChange(trx, id)
      const after = await updateSection(trx, id, { published }, now)
      await recordAudit(trx, {
        actorId,
        action: published ? 'home_section.publish' : 'home_section.unpublish',
        subjectType: 'home_section',
        subjectId: id,
        before: { published: before.published },
        after: { published },
        at: now,
      })
      await keepOneHero(trx, after, actorId, now)
      return after
    })
    return c.json(toAdminSection(row))
  })

  .delete('/admin/home-sections/:id', requireAdmin, async (c) => {
    const id = pathId(c.req.param('id'))
    await changeSections(c, async (trx, actorId, now) => {
      const before = await sectionToChange(trx, id)
      await deleteSection(trx, id)
      await recordAudit(trx, {
        actorId,
        action: 'home_section.delete',
        subjectType: 'home_section',
        subjectId: id,
        before,
        at: now,
      })
    })
    return c.body(null, 204)
  })
