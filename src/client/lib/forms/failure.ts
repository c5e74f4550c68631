import { msg } from '@lingui/core/macro'
import { isApiError } from '../api-client.ts'
import { hasErrors, serverFieldErrors } from './field-errors.ts'

/**
 * What a failed submit was, for the form-level message each form words its own way:
 * `unreachable` (no answer: offline, timeout), `fields` (a 422/413 about fields, shown under
 * them), `conflict` (409), `too-many` (429, the server's sentence says when to come back),
 * `refused` (another refusal in the server's words), `failed` (anything else).
 */
export type FailureKind = 'unreachable' | 'fields' | 'conflict' | 'too-many' | 'refused' | 'failed'

export function failureKind(error: unknown): FailureKind {
  if (!isApiError(error)) return 'failed'
  if (error.code === 'network' || error.code === 'timeout') return 'unreachable'
  if (hasErrors(serverFieldErrors(error))) return 'fields'
  if (error.status === 409) return 'conflict'
  if (error.status === 429) return 'too-many'
  // Only our server's JSON carries a code; a proxy's "Bad Gateway" page is no message for a nurse.
  if (error.status >= 400 && error.status < 500 && error.body.code) return 'refused'
  return 'failed'
}

/** What the forms say when no answer came (`unreachable`). */
export const unreachableMessage = msg`Relève ne répond pas. Vérifiez votre connexion et réessayez.`

/** The server's own sentence for a refusal (409, 429, a 4xx of ours), when it gave one. */
export function serverMessage(error: unknown): string | undefined {
  // No answer (status 0) has a code of ours too ('network'), but no sentence for a nurse.
  if (!isApiError(error) || error.status === 0 || !error.body.code) return undefined
  return error.body.message || undefined
}
