import { describe, expect, it } from 'vitest'
import { serverFieldErrors, validatePatientRequest } from './patient-request-messages.ts'

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

describe('the patient request form’s checks', () => {
  it('accepts a phone number or an e-mail, and sends what was typed (the server normalises it)', () => {
    expect(validatePatientRequest(valid)).toEqual({ ok: true, data: valid })
    expect(validatePatientRequest({ ...valid, phone: '', email: 'jeanne@example.fr' }).ok).toBe(true)
  })

  it('says, field by field, what is missing or wrong', () => {
    const result = validatePatientRequest({ ...valid, name: 'J', phone: ' ', email: '', message: 'court' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'message', 'name', 'phone'])
    expect(result.errors.phone).toMatchObject({ id: expect.any(String) })
    const bad = validatePatientRequest({ ...valid, phone: '123' })
    expect(bad.ok === false && bad.errors.phone).toBeTruthy()
  })

  it('keeps the server’s words for the fields it knows, and only those', () => {
    expect(serverFieldErrors({ care_type: ['Cet infirmier ne propose pas ce type de soins.'], nurse_id: ['x'] })).toEqual({
      care_type: 'Cet infirmier ne propose pas ce type de soins.',
    })
  })
})
