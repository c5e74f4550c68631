import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type Locale, type MessageCode, translate } from '../i18n/messages.ts'
import { HttpError } from './http-error.ts'

/**
 * A refusal tied to fields, in the shape every validation error has (Laravel's): `code` is the
 * rule that refused (a client maps it), `errors` the text of each field's problem, `message` the
 * first of them and how many more there are. `params` fill the texts' placeholders; `status` is
 * 422 unless the field's problem is its size (413).
 */
export function fieldErrors(
  locale: Locale,
  code: MessageCode,
  problems: Record<string, MessageCode>,
  options: { params?: Record<string, string | number>; status?: Extract<ContentfulStatusCode, 413 | 422> } = {},
): HttpError {
  const { params = {}, status = 422 } = options
  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, [translate(locale, problem, params)]]),
  )
  const texts = Object.values(errors).flat()
  return new HttpError(status, code, {
    message: errorSummary(locale, texts[0] ?? translate(locale, code, params), texts.length),
    errors,
  })
}

/** The message of a 422: its first problem's text, and how many more there are. */
export function errorSummary(locale: Locale, first: string, count: number): string {
  if (count > 2) return translate(locale, 'validation.more_errors', { message: first, count: count - 1 })
  if (count === 2) return translate(locale, 'validation.one_more_error', { message: first })
  return first
}
