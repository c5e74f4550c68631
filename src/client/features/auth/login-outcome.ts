import { isApiError } from '#client/lib/api-client.ts'

/**
 * What an answer of POST /api/login or /api/verify-2fa means for the screen (docs/product.md#session and #messages):
 * a token (signed in), a hash (two-factor challenge), or a failure the user can act on. Pure,
 * so every branch is tested without a browser. The token itself is not kept: it is for API
 * clients, and the web app's session is the HttpOnly cookie the same answer sets — a token in
 * memory, a cache or storage could only be stolen from there.
 */
export type SignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'challenge'; hash: string }
  /** docs/product.md#messages: 'Identifiant ou mot de passe incorrect'. */
  | { kind: 'bad-credentials' }
  /** A two-factor code that is not right (the challenge is still alive). */
  | { kind: 'bad-code'; message: string }
  /** The two-factor challenge expired, was used or had too many attempts: log in again. */
  | { kind: 'challenge-expired' }
  /** 429: the server's sentence says how long to wait ("Réessayez dans 12 min."). */
  | { kind: 'throttled'; message: string }
  /** 422 on a field (the e-mail is not an address…): shown under the field. */
  | { kind: 'field-errors'; errors: Record<string, string> }
  /** No answer at all: no network, or the server unreachable. */
  | { kind: 'unreachable' }
  /** Anything else: the server's message when it gave one, else the generic one (docs/product.md#messages). */
  | { kind: 'failed'; message: string | null }

export function outcomeOfAnswer(answer: unknown): SignInOutcome {
  if (answer && typeof answer === 'object') {
    if ('token' in answer && typeof answer.token === 'string' && answer.token !== '') return { kind: 'signed-in' }
    if ('hash' in answer && typeof answer.hash === 'string' && answer.hash !== '') return { kind: 'challenge', hash: answer.hash }
  }
  // docs/product.md#session, outcome (c): neither a token nor a hash is a failure, with nothing better to say.
  return { kind: 'failed', message: null }
}

export function outcomeOfError(error: unknown): SignInOutcome {
  if (!isApiError(error)) return { kind: 'failed', message: null }
  if (error.code === 'network' || error.code === 'timeout') return { kind: 'unreachable' }
  const code = error.body.code
  if (error.status === 401 || code === 'auth.failed') return { kind: 'bad-credentials' }
  if (code === 'two_factor.challenge_invalid') return { kind: 'challenge-expired' }
  if (code === 'two_factor.code_invalid')
    return { kind: 'bad-code', message: firstError(error.errors, 'code') ?? error.body.message }
  if (error.status === 429) return { kind: 'throttled', message: error.body.message }
  if (error.status === 422) {
    const errors: Record<string, string> = {}
    for (const [field, messages] of Object.entries(error.errors)) {
      if (messages[0] !== undefined) errors[field] = messages[0]
    }
    if (Object.keys(errors).length > 0) return { kind: 'field-errors', errors }
  }
  // Only our server's JSON carries a code; a proxy's "Bad Gateway" page is no message for a nurse.
  return { kind: 'failed', message: code ? error.body.message || null : null }
}

function firstError(errors: Record<string, string[]>, field: string): string | undefined {
  return errors[field]?.[0]
}
