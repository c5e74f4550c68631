import { describe, expect, it } from 'vitest'
import { ApiError } from '#client/lib/api-client.ts'
import { failureDetail } from './form-feedback.ts'

const offline = 'Relève ne répond pas : vérifiez votre connexion.'

describe('failureDetail', () => {
  it('gives the server’s words for a 503 of its own (the communes still loading), not for a proxy’s', () => {
    const loading = new ApiError(503, 'http', {
      message: 'La liste des communes est en cours de chargement. Réessayez dans quelques secondes.',
      code: 'commune.loading',
    })
    expect(failureDetail(loading, offline)).toBe(
      'La liste des communes est en cours de chargement. Réessayez dans quelques secondes.',
    )
    expect(failureDetail(new ApiError(503, 'http', { message: 'Service Unavailable' }), offline)).toBeUndefined()
    expect(failureDetail(new ApiError(500, 'http', { message: 'boom', code: 'http.server_error' }), offline)).toBeUndefined()
  })

  it('keeps the 4xx messages and the offline explanation', () => {
    expect(failureDetail(new ApiError(429, 'http', { message: 'Patientez.', code: 'rate_limit' }), offline)).toBe('Patientez.')
    expect(failureDetail(new ApiError(0, 'network', { message: 'Network error', code: 'network' }), offline)).toBe(offline)
  })
})
