import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/messages.ts'
import { fieldErrors } from './field-errors.ts'

describe('fieldErrors', () => {
  it('puts each field’s text under its name and the first one in the message', () => {
    const error = fieldErrors('fr', 'validation.failed', { commune_insee: 'commune.unknown' })
    const text = translate('fr', 'commune.unknown')
    expect(error.status).toBe(422)
    expect(error.code).toBe('validation.failed')
    expect(error.options).toEqual({ message: text, errors: { commune_insee: [text] } })
  })

  it('counts the other fields in the message', () => {
    const two = fieldErrors('fr', 'validation.failed', { a: 'commune.unknown', b: 'email.taken' })
    expect(two.options.message).toBe(`${translate('fr', 'commune.unknown')} (et 1 autre erreur)`)
    const three = fieldErrors('en', 'validation.failed', { a: 'email.taken', b: 'commune.unknown', c: 'rpps.taken' })
    expect(three.options.message).toBe(`${translate('en', 'email.taken')} (and 2 more errors)`)
  })

  it('fills the placeholders and keeps the refusing rule as code', () => {
    const params = { days: '2 mars 2026' }
    const error = fieldErrors('fr', 'compliance.nurse_overlap', { dates: 'compliance.nurse_overlap' }, { params })
    const text = translate('fr', 'compliance.nurse_overlap', params)
    expect(text).toContain('2 mars 2026')
    expect(error.code).toBe('compliance.nurse_overlap')
    expect(error.options.errors).toEqual({ dates: [text] })
    expect(error.options.message).toBe(text)
  })

  it('answers 413 for a field too large', () => {
    const error = fieldErrors('fr', 'upload.too_large', { avatar: 'upload.too_large' }, { status: 413 })
    expect(error.status).toBe(413)
    expect(error.options.errors).toEqual({ avatar: [translate('fr', 'upload.too_large')] })
  })
})
