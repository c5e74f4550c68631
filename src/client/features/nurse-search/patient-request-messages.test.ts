import { describe, expect, it } from 'vitest'
import { validate } from '#client/lib/forms/validate.ts'
import { patientRequestSchema } from '#shared/patient-request.ts'
import { patientRequestErrorMessage } from './patient-request-messages.ts'

const valid = {
  nurse_id: 3,
  name: 'Jeanne Petit',
  phone: '06 12 34 56 78',
  email: '',
  commune_insee: '69383',
  care_type: 'pansements',
  message: 'Des pansements tous les deux jours, le matin.',
  website: '',
}

/** The dialog's check (lib/forms), the codes kept as the schema gives them. */
const check = (values: unknown) => validate(patientRequestSchema, values, { message: (code) => code })

describe('the patient request form’s checks', () => {
  it('accepts a phone number or an e-mail', () => {
    expect(check(valid).ok).toBe(true)
    expect(check({ ...valid, phone: '', email: 'jeanne@example.fr' }).ok).toBe(true)
  })

  it('says, field by field, what is missing or wrong, each code with its own sentence', () => {
    const result = check({ ...valid, name: 'J', phone: ' ', email: '', message: 'court' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'message', 'name', 'phone'])
    for (const code of Object.values(result.errors)) {
      expect(patientRequestErrorMessage(code ?? '')).toMatchObject({ id: expect.any(String) })
    }
    const bad = check({ ...valid, phone: '123' })
    expect(bad.ok === false && bad.errors.phone).toBeTruthy()
  })

  it('keeps a sentence the server already wrote as it is', () => {
    expect(patientRequestErrorMessage('Cet infirmier ne propose pas ce type de soins.')).toBe(
      'Cet infirmier ne propose pas ce type de soins.',
    )
  })
})
