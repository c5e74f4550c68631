import { describe, expect, it } from 'vitest'
import { ApiError } from '#client/lib/api-client.ts'
import { outcomeOfAnswer, outcomeOfError } from './login-outcome.ts'

const http = (status: number, body: ConstructorParameters<typeof ApiError>[2]) => new ApiError(status, 'http', body)

describe('what a login answer means', () => {
  it('a token signs in; a hash asks for the second factor; anything else fails', () => {
    expect(outcomeOfAnswer({ token: 'tok' })).toEqual({ kind: 'signed-in' })
    expect(outcomeOfAnswer({ hash: 'h4sh' })).toEqual({ kind: 'challenge', hash: 'h4sh' })
    expect(outcomeOfAnswer({})).toEqual({ kind: 'failed', message: null })
    expect(outcomeOfAnswer({ token: '' })).toEqual({ kind: 'failed', message: null })
    expect(outcomeOfAnswer(null)).toEqual({ kind: 'failed', message: null })
  })
})

describe('what a login failure means', () => {
  it('bad credentials, whatever the server words them', () => {
    const body = { message: 'Identifiant ou mot de passe incorrect', code: 'auth.failed', errors: { email: ['…'] } }
    expect(outcomeOfError(http(422, body))).toEqual({ kind: 'bad-credentials' })
    expect(outcomeOfError(http(401, { message: 'Unauthenticated' }))).toEqual({ kind: 'bad-credentials' })
  })

  it('too many attempts: the server’s sentence, which says how long to wait', () => {
    expect(
      outcomeOfError(http(429, { message: 'Trop de tentatives. Réessayez dans 12 min.', code: 'rate_limit.exceeded' })),
    ).toEqual({
      kind: 'throttled',
      message: 'Trop de tentatives. Réessayez dans 12 min.',
    })
  })

  it('a field error stays on its field', () => {
    const body = {
      message: 'L’adresse e-mail n’est pas valide.',
      code: 'validation.failed',
      errors: { email: ['L’adresse e-mail n’est pas valide.'] },
    }
    expect(outcomeOfError(http(422, body))).toEqual({
      kind: 'field-errors',
      errors: { email: 'L’adresse e-mail n’est pas valide.' },
    })
  })

  it('no network: unreachable, never queued', () => {
    expect(outcomeOfError(new ApiError(0, 'network', { message: 'Network error', code: 'network' }))).toEqual({
      kind: 'unreachable',
    })
    expect(outcomeOfError(new ApiError(0, 'timeout', { message: 'Request timed out', code: 'timeout' }))).toEqual({
      kind: 'unreachable',
    })
  })

  it('otherwise the server’s message, or the generic one when there is none', () => {
    expect(outcomeOfError(http(403, { message: 'Votre compte est suspendu.', code: 'auth.suspended' }))).toEqual({
      kind: 'failed',
      message: 'Votre compte est suspendu.',
    })
    // A proxy's page is no message for a nurse.
    expect(outcomeOfError(http(502, { message: 'Bad Gateway' }))).toEqual({ kind: 'failed', message: null })
    expect(outcomeOfError(new Error('boom'))).toEqual({ kind: 'failed', message: null })
  })

  it('the second step: a wrong code, or a dead challenge', () => {
    const wrong = {
      message: 'Ce code n’est pas valide.',
      code: 'two_factor.code_invalid',
      errors: { code: ['Ce code n’est pas valide.'] },
    }
    expect(outcomeOfError(http(422, wrong))).toEqual({ kind: 'bad-code', message: 'Ce code n’est pas valide.' })
    expect(outcomeOfError(http(422, { message: 'La vérification a expiré.', code: 'two_factor.challenge_invalid' }))).toEqual({
      kind: 'challenge-expired',
    })
  })
})
