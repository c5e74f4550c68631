import type { Logger } from 'pino'
import type { Db } from '../../db/connect.ts'
import type { Env } from '../../env.ts'
import type { Clock } from '../../http/types.ts'
import type { Locale } from '../../i18n/messages.ts'
import type { Job, ScheduledJob } from '../../jobs/runner.ts'
import { claimDueMails, type OutboxMail, settleMail } from './mail.repository.ts'
import { isPermanentFailure, type MailTransport } from './mail.transport.ts'
import { loadMailAttachment, type MailAttachment } from './mail-attachments.ts'
import { renderMail } from './mail-render.ts'
import { isMailTemplateName, mailTemplates } from './templates/index.ts'

/** Attempts before a mail is marked failed: about two hours of SMTP outage, with the backoff below. */
export const MAX_ATTEMPTS = 8
const FIRST_RETRY_MS = 60_000
const MAX_RETRY_MS = 2 * 3600_000
// A wake-up waits this long for the transaction that queued the mail to commit.
const WAKE_DELAY_MS = 50
/** How long a claimed mail is this worker's: past it, another worker may take it again. */
export const LEASE_MS = 5 * 60_000

/** After attempt n fails: 1 min, 2, 4, 8, 16, 32, 64 min (capped at 2 h). */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

export interface MailWorkerDeps {
  db: Db
  env: Env
  logger: Logger
  clock: Clock
  /** Where mails go; null keeps them in the outbox as `captured` (no SMTP_URL). */
  transport: MailTransport | null
  /** Mails taken per query. */
  batchSize?: number
  /** How often the outbox is looked at when nothing woke the worker up. */
  pollMs?: number
}

/**
 * On the jobs runner (main.ts), in every instance at once: they share the outbox through
 * FOR UPDATE SKIP LOCKED and a lease, so no lock is needed (jobs/runner.ts).
 */
export interface MailWorker extends Job {
  /** Sends what is due now, one batch; returns how many mails it settled. Tests call this. */
  runOnce(): Promise<number>
}

/**
 * The mailer's onQueued: look at the outbox now rather than at the next poll, a little later, as
 * the mail was usually queued inside a transaction that commits just after.
 */
export function wakeOnQueued(worker: ScheduledJob): () => void {
  return () => {
    setTimeout(() => worker.wake(), WAKE_DELAY_MS).unref()
  }
}

export function createMailWorker(deps: MailWorkerDeps): MailWorker {
  const { db, env, logger, clock, transport } = deps
  const batchSize = deps.batchSize ?? 10
  const pollMs = deps.pollMs ?? 5000

  /** The mail's files as they are now; one erased meanwhile is left out, and said in the log. */
  async function loadAttachments(mail: OutboxMail): Promise<MailAttachment[]> {
    const files: MailAttachment[] = []
    for (const ref of mail.attachments ?? []) {
      const file = await loadMailAttachment(db, ref)
      if (file) files.push(file)
      else logger.warn({ mailId: mail.id, attachment: ref }, 'mail attachment gone, sent without it')
    }
    return files
  }

  async function deliver(mail: OutboxMail): Promise<void> {
    const now = () => clock.now()
    if (!isMailTemplateName(mail.template)) {
      await settleMail(db, mail.id, { status: 'failed', now: now(), lastError: `Unknown template ${mail.template}` })
      return
    }
    const secrets = mailTemplates[mail.template].secrets ?? []
    const redacted = Object.fromEntries(
      Object.entries(mail.data).map(([key, value]) => [key, (secrets as readonly string[]).includes(key) ? '[redacted]' : value]),
    )
    const locale: Locale = mail.locale === 'en' ? 'en' : 'fr'
    let rendered: ReturnType<typeof renderMail>
    try {
      rendered = renderMail(env, mail.template, mail.data, locale)
    } catch (error) {
      logger.error({ err: error, mailId: mail.id, template: mail.template }, 'mail cannot be rendered')
      await settleMail(db, mail.id, { status: 'failed', now: now(), lastError: errorText(error), data: redacted })
      return
    }

    if (!transport) {
      // No SMTP_URL: the mail stays in the outbox, as a sent one does, its one-time links redacted
      // (a captured mail is never delivered, so a live link kept in the row would only serve
      // whoever reads the database). In development the log shows the link (or the confirmation
      // code) so that registration can be finished by hand, and the end-to-end journeys read it
      // there; never in production.
      const link = env.NODE_ENV === 'development' ? firstLink(mail.data) : undefined
      const code = env.NODE_ENV === 'development' ? mailedCode(mail.data) : undefined
      logger.info(
        {
          mailId: mail.id,
          template: mail.template,
          subject: rendered.subject,
          ...(link ? { link } : {}),
          ...(code ? { code } : {}),
        },
        'mail captured (no SMTP_URL)',
      )
      await settleMail(db, mail.id, { status: 'captured', now: now(), lastError: null, data: redacted })
      return
    }

    try {
      const attachments = await loadAttachments(mail)
      await transport.send({ from: env.MAIL_FROM, to: mail.to, ...rendered, ...(attachments.length ? { attachments } : {}) })
    } catch (error) {
      const permanent = isPermanentFailure(error)
      const last = permanent || mail.attempts >= MAX_ATTEMPTS
      const lastError = errorText(error)
      if (last) {
        logger.error({ mailId: mail.id, template: mail.template, attempts: mail.attempts, error: lastError }, 'mail failed')
        await settleMail(db, mail.id, { status: 'failed', now: now(), lastError, data: redacted })
      } else {
        const nextAttemptAt = new Date(now().getTime() + retryDelayMs(mail.attempts))
        logger.warn({ mailId: mail.id, attempts: mail.attempts, nextAttemptAt, error: lastError }, 'mail not sent, will retry')
        await settleMail(db, mail.id, { status: 'queued', now: now(), lastError, nextAttemptAt })
      }
      return
    }
    logger.info({ mailId: mail.id, template: mail.template }, 'mail sent')
    await settleMail(db, mail.id, { status: 'sent', now: now(), lastError: null, data: redacted })
  }

  async function runOnce(): Promise<number> {
    const now = clock.now()
    const claimed = await claimDueMails(db, now, new Date(now.getTime() + LEASE_MS), batchSize)
    // One at a time: SMTP servers throttle parallel sessions, and order is kept.
    for (const mail of claimed) await deliver(mail)
    return claimed.length
  }

  return {
    name: 'mail',
    exclusive: false,
    everyMs: pollMs,
    runOnce,
    // A full batch means more may be waiting: go again at once.
    run: async () => (await runOnce()) === batchSize,
    close() {
      transport?.close?.()
    },
  }
}

/** The error's own words, short: SMTP answers are useful to an admin; stacks are not. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, 500)
}

function firstLink(data: Record<string, unknown>): string | undefined {
  return typeof data.url === 'string' ? data.url : undefined
}

function mailedCode(data: Record<string, unknown>): string | undefined {
  return typeof data.code === 'string' ? data.code : undefined
}
