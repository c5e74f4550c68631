import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { crmBoardQuerySchema, crmNoteInputSchema, updateCrmSchema, usersExportQuerySchema } from '#shared/admin-users.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { type Locale, type MessageCode, translate } from '../../i18n/messages.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { assertNotDeleted, changes, loadTarget, USER_ID } from './admin-users.http.ts'
import { crmBoard, eachUser, listNotes } from './admin-users.repository.ts'
import { addNote, moveInPipeline, nextCrmState } from './crm.service.ts'
import { CSV_BOM, csvDateTime, csvLine, csvPhone } from './csv.ts'

const EXPORT_COLUMNS: MessageCode[] = [
  'export.col.id',
  'export.col.email',
  'export.col.first_name',
  'export.col.last_name',
  'export.col.phone',
  'export.col.roles',
  'export.col.account_type',
  'export.col.status',
  'export.col.verified',
  'export.col.rpps',
  'export.col.validated_at',
  'export.col.subscribed',
  'export.col.commune',
  'export.col.postal_code',
  'export.col.created_at',
  'export.col.stage',
  'export.col.next_action_on',
  'export.col.tags',
  'export.col.deleted_at',
]

const stageCode = (stage: string) => `crm.stage.${stage}` as MessageCode
const yes = (locale: Locale, value: boolean) => translate(locale, value ? 'export.yes' : 'export.no')

export const crmRoutes = new Hono<AppEnv>()
  /**
   * GET /api/users/export.csv?filters: every account the list shows with these filters, as a
   * spreadsheet (no pagination), in the admin's language. The export is written to the audit log:
   * it takes personal data out of the platform.
   */
  .get('/users/export.csv', requireAdmin, async (c) => {
    const admin = currentUser(c)
    const locale = c.get('locale')
    const { sort, direction, ...filters } = validateQuery(c, usersExportQuerySchema)
    const { db, clock } = c.get('deps')
    const now = clock.now()
    await recordAudit(db, {
      actorId: admin.id,
      action: 'user.export',
      subjectType: 'user',
      subjectId: 'list',
      after: { filters, sort: sort ?? null, direction: direction ?? null },
      at: now,
    })
    const day = now.toISOString().slice(0, 10)
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="utilisateurs-${day}.csv"`)
    return stream(c, async (out) => {
      await out.write(CSV_BOM + csvLine(EXPORT_COLUMNS.map((code) => translate(locale, code))))
      let lines = ''
      let buffered = 0
      for await (const user of eachUser(db, { filters, sort, direction })) {
        lines += csvLine([
          user.id,
          user.email,
          user.first_name,
          user.last_name,
          csvPhone(user.phone),
          user.roles.join(', '),
          user.account_type,
          user.status,
          yes(locale, user.email_verified_at !== null),
          user.rpps,
          csvDateTime(user.validated_at),
          yes(locale, user.subscribed),
          user.commune_name,
          user.postal_code,
          csvDateTime(user.created_at),
          translate(locale, stageCode(user.crm.stage)),
          user.crm.next_action_on,
          user.crm.tags.join(', '),
          csvDateTime(user.deleted_at),
        ])
        if (++buffered >= 200) {
          await out.write(lines)
          lines = ''
          buffered = 0
        }
      }
      if (lines) await out.write(lines)
    })
  })

  /** GET /api/admin/crm?filters&perColumn: the pipeline, each stage's first accounts and its count. */
  .get('/admin/crm', requireAdmin, async (c) => {
    const { perColumn, ...filters } = validateQuery(c, crmBoardQuerySchema)
    return c.json(await crmBoard(c.get('deps').db, filters, perColumn))
  })

  /** PUT /api/users/{id}/crm `{ stage?, next_action_on?, tags? }`: moves the account in the pipeline. */
  .put(`/users/${USER_ID}/crm`, requireAdmin, async (c) => {
    const admin = currentUser(c)
    const target = await loadTarget(c)
    assertNotDeleted(target)
    const input = await validateJson(c, updateCrmSchema)
    const { db, clock } = c.get('deps')
    const now = clock.now()
    const next = nextCrmState(target.crm, input)
    if (changes(target.crm, next)) await inTransaction(db, (trx) => moveInPipeline(trx, admin.id, target, next, now))
    return c.json({ message: translate(c.get('locale'), 'admin_users.crm_saved'), crm: next })
  })

  /** GET /api/users/{id}/notes: the team's notes on the account, newest first, with their author. */
  .get(`/users/${USER_ID}/notes`, requireAdmin, async (c) => {
    const target = await loadTarget(c)
    return c.json({ notes: await listNotes(c.get('deps').db, target.id) })
  })

  /** POST /api/users/{id}/notes `{ body }`: a note by the admin calling, dated now. */
  .post(`/users/${USER_ID}/notes`, requireAdmin, async (c) => {
    const admin = currentUser(c)
    const target = await loadTarget(c)
    const { body } = await validateJson(c, crmNoteInputSchema)
    const { db, clock } = c.get('deps')
    const now = clock.now()
    await inTransaction(db, (trx) => addNote(trx, admin.id, target.id, body, now))
    return c.json({ message: translate(c.get('locale'), 'admin_users.note_added'), notes: await listNotes(db, target.id) }, 201)
  })
