import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../api-client.ts'
import { failureKind, serverMessage } from './failure.ts'
import { serverFieldErrors, withoutError } from './field-errors.ts'
import { validate } from './validate.ts'

const schema = z.object({
  email: z.string().email('email.invalid'),
  name: z.string().min(1, 'name.required').max(3, 'name.too_long'),
})
const message = (code: string) => `«${code}»`

describe('validate', () => {
  it('gives the parsed data when the schema accepts the values', () => {
    expect(validate(schema, { email: 'a@b.fr', name: 'Lou' }, { message })).toEqual({
      ok: true,
      data: { email: 'a@b.fr', name: 'Lou' },
    })
  })

  it('gives the first sentence of each field', () => {
    expect(validate(schema, { email: 'nope', name: 'Louise' }, { message })).toEqual({
      ok: false,
      errors: { email: '«email.invalid»', name: '«name.too_long»' },
    })
  })

  it('asks for a blank text field by its `.required` code when told to', () => {
    expect(validate(schema, { email: ' ', name: 'Lou' }, { message, requiredWhenBlank: true })).toEqual({
      ok: false,
      errors: { email: '«email.required»' },
    })
    expect(validate(schema, { email: ' ', name: 'Lou' }, { message })).toEqual({
      ok: false,
      errors: { email: '«email.invalid»' },
    })
  })

  it('keeps the full path of each error when nested', () => {
    const list = z.object({ items: z.array(z.object({ q: z.string().min(1, 'q.required') })) })
    expect(validate(list, { items: [{ q: 'a' }, { q: '' }] }, { message, nested: true })).toEqual({
      ok: false,
      errors: { 'items.1.q': '«q.required»' },
    })
  })
})

describe('serverFieldErrors', () => {
  const refusal = (status: number, errors: Record<string, string[]>) =>
    new ApiError(status, 'http', { message: 'Refusé', code: 'validation.failed', errors })

  it('reads the first sentence of each field of a 422 or a 413, nested paths under their field', () => {
    expect(serverFieldErrors(refusal(422, { email: ['Déjà pris.', 'Autre'], 'care_types.0': ['Inconnu.'] }))).toEqual({
      email: 'Déjà pris.',
      care_types: 'Inconnu.',
    })
    expect(serverFieldErrors(refusal(413, { avatar: ['Trop lourde.'] }))).toEqual({ avatar: 'Trop lourde.' })
  })

  it('keeps nested paths whole when asked', () => {
    expect(serverFieldErrors(refusal(422, { 'body.items.0.question': ['Requis.'] }), true)).toEqual({
      'body.items.0.question': 'Requis.',
    })
  })

  it('reads nothing from other failures', () => {
    expect(serverFieldErrors(refusal(409, { email: ['Déjà pris.'] }))).toEqual({})
    expect(serverFieldErrors(new Error('boom'))).toEqual({})
  })

  it('drops one field’s error and keeps the same object when there was none', () => {
    const errors = { email: 'x', name: 'y' }
    expect(withoutError(errors, 'email')).toEqual({ name: 'y' })
    expect(withoutError(errors, 'phone')).toBe(errors)
  })
})

describe('failureKind', () => {
  const http = (status: number, body: { message: string; code?: string; errors?: Record<string, string[]> }) =>
    new ApiError(status, 'http', body)

  it('tells the kinds of failure the forms word apart', () => {
    expect(failureKind(new ApiError(0, 'network', { message: 'Network error', code: 'network' }))).toBe('unreachable')
    expect(failureKind(new ApiError(0, 'timeout', { message: 'Request timed out', code: 'timeout' }))).toBe('unreachable')
    expect(failureKind(http(422, { message: 'x', code: 'validation.failed', errors: { email: ['x'] } }))).toBe('fields')
    expect(failureKind(http(409, { message: 'Déjà fait.', code: 'conflict' }))).toBe('conflict')
    expect(failureKind(http(429, { message: 'Réessayez dans 2 min.', code: 'rate_limited' }))).toBe('too-many')
    expect(failureKind(http(403, { message: 'Non.', code: 'forbidden' }))).toBe('refused')
    expect(failureKind(http(502, { message: 'Bad Gateway' }))).toBe('failed')
    expect(failureKind(new Error('boom'))).toBe('failed')
  })

  it('gives the server’s sentence only when our server wrote it', () => {
    expect(serverMessage(http(429, { message: 'Réessayez dans 2 min.', code: 'rate_limited' }))).toBe('Réessayez dans 2 min.')
    expect(serverMessage(http(502, { message: 'Bad Gateway' }))).toBeUndefined()
    expect(serverMessage(new ApiError(0, 'network', { message: 'Network error', code: 'network' }))).toBeUndefined()
  })
})
