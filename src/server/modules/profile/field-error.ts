import { HttpError } from '../../http/http-error.ts'
import { type Locale, type MessageCode, translate } from '../../i18n/messages.ts'

/** A 422 on one field, in the shape of every validation error (`{ message, code, errors }`). */
export function fieldError(locale: Locale, field: string, code: MessageCode, status: 413 | 422 = 422): HttpError {
  const message = translate(locale, code)
  return new HttpError(status, status === 422 ? 'validation.failed' : code, { message, errors: { [field]: [message] } })
}
