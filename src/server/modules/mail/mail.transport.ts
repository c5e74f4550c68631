import nodemailer from 'nodemailer'
import type { MailAttachment } from './mail-attachments.ts'

export interface OutgoingMail {
  from: string
  to: string
  subject: string
  html: string
  text: string
  attachments?: MailAttachment[]
}

/** What the worker needs from a mail server; tests give a fake one. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>
  close?(): void
}

/**
 * SMTP through nodemailer, from SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the
 * first byte). Every wait is bounded: a mail server that does not answer fails the attempt, and
 * the worker retries later, instead of holding a mail forever.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    async send(mail) {
      const { attachments, ...rest } = mail
      await transporter.sendMail({
        ...rest,
        ...(attachments?.length
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.content),
              })),
            }
          : {}),
        headers: {
          // RFC 3834: an automatic mail; out-of-office robots should not answer it.
          'Auto-Submitted': 'auto-generated',
          'X-Auto-Response-Suppress': 'All',
        },
      })
    },
    close: () => transporter.close(),
  }
}

// Answers about this mail that no retry can change: bad address, no such mailbox, refused message.
// Other 5xx (530/535: our own credentials are wrong) are a configuration problem: keep retrying,
// so that the mails go once it is fixed.
const PERMANENT_SMTP_CODES = new Set([501, 550, 551, 553, 554])

/** Whether a failed attempt should fail the mail at once rather than be retried. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && PERMANENT_SMTP_CODES.has(code)
}
