import { Hono } from 'hono'
import { mailListQuerySchema } from '#shared/admin-mails.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathUuid } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateQuery } from '../../http/validate.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { renderMail } from '../mail/mail-render.ts'
import { isMailTemplateName, mailTemplates } from '../mail/templates/index.ts'
import { findOutboxMail, listOutbox, toAdminMail } from './admin-mails.repository.ts'
import { resendMail } from './admin-mails.service.ts'

/** Keys of a template's data that held a one-time link (none for an unknown template). */
function secretKeys(template: string): readonly string[] {
  return isMailTemplateName(template) ? ((mailTemplates[template].secrets ?? []) as readonly string[]) : []
}

export const adminMailRoutes = new Hono<AppEnv>()
  /** GET /api/admin/mails: the outbox, filtered by status, template, recipient and days; 15 a page. */
  .get('/admin/mails', requireAdmin, async (c) => {
    const query = validateQuery(c, mailListQuerySchema)
    return c.json(await listOutbox(c.get('deps').db, query))
  })

  /** GET /api/admin/mails/templates: the names a mail's template can have (the filter's choices). */
  .get('/admin/mails/templates', requireAdmin, (c) => c.json({ templates: Object.keys(mailTemplates).sort() }))

  /**
   * GET /api/admin/mails/{id}: one mail with its HTML and text as sent, rendered again from the
   * outbox row. One-time links are masked, whether the mail is sent (they are already redacted in
   * the row) or still queued (an admin must never read a live reset or verification link).
   */
  .get('/admin/mails/:id', requireAdmin, async (c) => {
    const { db, env } = c.get('deps')
    const row = await findOutboxMail(db, pathUuid(c.req.param('id')))
    if (!row) throw new HttpError(404, 'http.not_found')
    const secrets = secretKeys(row.template)
    const masked = new URL('/lien-masque', env.APP_URL).toString()
    const data = Object.fromEntries(Object.entries(row.data).map(([key, value]) => [key, secrets.includes(key) ? masked : value]))
    let rendered: { html: string; text: string } | null = null
    if (isMailTemplateName(row.template)) {
      try {
        rendered = renderMail(env, row.template, data, row.locale === 'en' ? 'en' : 'fr')
      } catch (error) {
        c.get('logger').warn({ err: error, mailId: row.id }, 'mail preview cannot be rendered')
      }
    }
    return c.json({
      ...toAdminMail(row),
      html: rendered?.html ?? null,
      text: rendered?.text ?? null,
      masked_links: secrets.some((key) => key in row.data),
      resendable: isMailTemplateName(row.template) && secrets.length === 0,
    })
  })

  /**
   * POST /api/admin/mails/{id}/resend: the same mail again, as a new outbox row (the old one keeps
   * its history). Refused for a mail that carried a one-time link: that link is spent or redacted.
   */
  .post('/admin/mails/:id/resend', requireAdmin, async (c) => {
    const { db, clock, mail } = c.get('deps')
    const actor = currentUser(c)
    const now = clock.now()
    const row = await findOutboxMail(db, pathUuid(c.req.param('id')))
    if (!row) throw new HttpError(404, 'http.not_found')
    if (!isMailTemplateName(row.template) || secretKeys(row.template).length > 0) throw new HttpError(422, 'mail.not_resendable')
    const created = await inTransaction(db, (trx) => resendMail(trx, mail, actor.id, row, now))
    if (!created) throw new Error('resent mail vanished')
    return c.json(toAdminMail(created), 201)
  })
