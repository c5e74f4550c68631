import { i18n, type MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { validate } from '#client/lib/forms/validate.ts'
import { contactSchema, contactSubjects } from '#shared/contact.ts'
import { contactErrorMessage, subjectLabels } from './contact-messages.ts'

/** The form's check (lib/forms), its codes kept as they are. */
const validateContact = (values: unknown) => validate(contactSchema, values, { message: (code) => code })

const valid = {
  name: 'Camille Martin',
  email: 'camille@example.fr',
  subject: 'general',
  message: 'Bonjour, une question sur les remplacements.',
  website: '',
}

/** Every code the shared schema can answer, found by feeding it each kind of bad value. */
function codesOfSchema(): string[] {
  const bad = [
    { name: 'C', email: 'not-an-email', subject: 'nope', message: 'court', website: 'https://spam.example' },
    { name: 'x'.repeat(121), email: `${'a'.repeat(250)}@example.fr`, subject: 'general', message: 'x'.repeat(5001), website: '' },
  ]
  return bad.flatMap((values) => {
    const result = validateContact(values)
    return result.ok ? [] : Object.values(result.errors).filter((code) => code !== undefined)
  })
}

if (i18n.locale !== 'fr') i18n.loadAndActivate({ locale: 'fr', messages: {} })

function text(message: MessageDescriptor | string): string {
  return typeof message === 'string' ? message : i18n._(message)
}

describe('contact form messages', () => {
  it('gives every error code of the shared schema its own sentence', () => {
    const codes = codesOfSchema()
    expect(new Set(codes)).toEqual(
      new Set([
        'name.too_short',
        'name.too_long',
        'email.invalid',
        'email.too_long',
        'subject.invalid',
        'message.too_short',
        'message.too_long',
        'honeypot',
      ]),
    )
    const sentences = codes.map((code) => text(contactErrorMessage(code)))
    expect(sentences.every((sentence) => sentence !== text(contactErrorMessage('unknown.code')))).toBe(true)
    expect(new Set(sentences).size).toBe(codes.length)
  })

  it('says what to fix in the message for a short name', () => {
    expect(text(contactErrorMessage('name.too_short'))).toBe('Indiquez votre nom (2 caractères au moins).')
  })

  it('falls back to a generic sentence for a code it does not know', () => {
    expect(text(contactErrorMessage('phone.invalid'))).toBe('Vérifiez ce champ.')
  })

  it('shows a sentence the server already wrote as it is', () => {
    expect(contactErrorMessage('Ce champ est obligatoire.')).toBe('Ce champ est obligatoire.')
  })

  it('labels every subject the server accepts', () => {
    expect(Object.keys(subjectLabels).sort()).toEqual([...contactSubjects].sort())
  })
})

describe('validateContact', () => {
  it('accepts a complete message, trimmed and with the e-mail in lower case', () => {
    expect(validateContact({ ...valid, name: '  Camille Martin ', email: 'Camille@Example.FR' })).toEqual({
      ok: true,
      data: { ...valid },
    })
  })

  it('keeps one code per field, the first one', () => {
    const result = validateContact({ ...valid, name: '', email: '' })
    expect(result).toEqual({ ok: false, errors: { name: 'name.too_short', email: 'email.invalid' } })
  })
})
