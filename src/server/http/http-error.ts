import type { ContentfulStatusCode, UnofficialStatusCode } from 'hono/utils/http-status'
import type { MessageCode } from '../i18n/messages.ts'

export interface HttpErrorOptions {
  /** Placeholders of the message, e.g. `{ minutes: 3 }`. */
  params?: Record<string, string | number>
  /** The message already written out (validation sums up its field errors); else the code's text. */
  message?: string
  /** Field errors (already translated), Laravel's `errors` object. */
  errors?: Record<string, string[]>
  headers?: Record<string, string>
  /** `subscription.required`: the plan that unlocks the action, sent in the body. */
  plan?: { id: number; slug: string; name: string }
  /** Kept for the log, never sent to the client. */
  cause?: unknown
}

/**
 * An error meant for the client: the error handler turns it into `{ message, code, errors? }`
 * in the request's language. Anything else thrown is a bug and becomes a logged 500.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode
  readonly code: MessageCode
  readonly options: HttpErrorOptions

  constructor(status: ContentfulStatusCode, code: MessageCode, options: HttpErrorOptions = {}) {
    super(code, { cause: options.cause })
    this.name = 'HttpError'
    this.status = status
    this.code = code
    this.options = options
  }
}

/** Laravel's "page expired" status for a missing or wrong CSRF token; Hono's types do not list it. */
export const SESSION_EXPIRED = 419 as UnofficialStatusCode
