import type { Db } from '../../db/connect.ts'
import type { Env } from '../../env.ts'
import type { Clock } from '../../http/types.ts'
import type { Locale } from '../../i18n/messages.ts'
import { insertOutboxMail } from './mail.repository.ts'
import { renderMail } from './mail-render.ts'
import type { MailTemplateData, MailTemplateName } from './templates/index.ts'

/** One mail to queue: a template, its data and the reader's language (French by default). */
export type MailMessage = {
  [Name in MailTemplateName]: { to: string; template: Name; data: MailTemplateData[Name]; locale?: Locale }
}[MailTemplateName]

export interface Mailer {
  /**
   * Writes the mail to the outbox and returns at once; the worker sends it. Pass the caller's
   * transaction as `db` so that the mail exists only if the change that caused it commits
   * (docs/security.md R1). Never talks to SMTP, so a mail server that is down slows nothing.
   */
  send(message: MailMessage, db?: Db): Promise<{ id: string }>
  /** An address of the app for a mail (from APP_URL, never from the request's Host header). */
  link(path: string): string
}

export interface MailerDeps {
  db: Db
  env: Env
  clock: Clock
  /** Told when a mail was queued, so that a worker in this process looks soon rather than at its next poll. */
  onQueued?: () => void
}

export function createMailer(deps: MailerDeps): Mailer {
  return {
    async send(message, db) {
      const locale = message.locale ?? 'fr'
      // Rendering now checks the data and the links at the call site; the worker renders again.
      const { subject } = renderMail(deps.env, message.template, message.data, locale)
      const row = await insertOutboxMail(db ?? deps.db, {
        to: message.to.trim(),
        subject,
        template: message.template,
        locale,
        data: message.data as unknown as Record<string, unknown>,
        now: deps.clock.now(),
      })
      // In a transaction the row appears at commit, a moment later: the worker's wake-up is
      // slightly deferred for that, and its regular poll catches any slower commit.
      deps.onQueued?.()
      return row
    },
    link: (path) => new URL(path, deps.env.APP_URL).toString(),
  }
}
