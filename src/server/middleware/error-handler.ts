import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody } from '#shared/errors.ts'
import { isDatabaseUnavailable } from '../db/errors.ts'
import { HttpError, type HttpErrorOptions } from '../http/http-error.ts'
import type { AppEnv } from '../http/types.ts'
import { type MessageCode, translate } from '../i18n/messages.ts'
import { negotiateLocale } from '../i18n/negotiate.ts'

/**
 * Every failure becomes JSON in Laravel's shape `{ message, code, errors? }`. A client error keeps
 * its status; a database outage is a quick 503 (docs/security.md R4); anything else is a bug: logged
 * with the request id, answered 500 with a plain sentence, never a stack, SQL or error text.
 */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HttpError) {
    if (error.status >= 500) logger(c).error({ err: error.options.cause ?? error }, 'server error')
    return errorResponse(c, error.status, error.code, error.options)
  }
  if (error instanceof HTTPException) {
    // Thrown by Hono itself (body limit, malformed input): its own message is English and technical.
    if (error.status >= 500) logger(c).error({ err: error }, 'server error')
    return errorResponse(c, error.status, codeForStatus(error.status))
  }
  if (isDatabaseUnavailable(error)) {
    logger(c).warn({ err: error }, 'database unavailable')
    return errorResponse(c, 503, 'server.unavailable', { headers: { 'Retry-After': '5' } })
  }
  logger(c).error({ err: error }, 'unhandled error')
  return errorResponse(c, 500, 'server.error')
}

/** Unknown /api paths: a JSON 404 (the static server handles everything else). */
export const apiNotFound: NotFoundHandler<AppEnv> = (c) => errorResponse(c, 404, 'http.not_found')

export function errorResponse(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  code: MessageCode,
  options: HttpErrorOptions = {},
) {
  // The language middleware may not have run (an error thrown before it): negotiate again.
  const locale = c.get('locale') ?? negotiateLocale(c.req.header('accept-language'))
  const body: ApiErrorBody = { message: options.message ?? translate(locale, code, options.params), code }
  if (options.errors) body.errors = options.errors
  if (options.plan) body.plan = options.plan
  return c.json(body, status, options.headers)
}

function logger(c: Context<AppEnv>) {
  return c.get('logger') ?? c.get('deps').logger
}

function codeForStatus(status: number): MessageCode {
  switch (status) {
    case 401:
      return 'http.unauthenticated'
    case 403:
      return 'http.forbidden'
    case 404:
      return 'http.not_found'
    case 405:
      return 'http.method_not_allowed'
    case 413:
      return 'http.payload_too_large'
    case 503:
      return 'server.unavailable'
    default:
      return status >= 500 ? 'server.error' : 'http.bad_request'
  }
}
