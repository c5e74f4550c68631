import { describe, expect, it } from 'vitest'
import { call, createUser, freshIp, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import { addCommunes } from './replacements-fixtures.ts'

/**
 * What PostgreSQL refuses — a NUL character in text, a lone surrogate in jsonb, an integer past
 * the `integer` column — is refused at validation with a 422 naming the field, never a 500.
 */
const t = await createTestApp()
await addCommunes(t, ['69383'])

const NUL = 'Bon\u0000jour'
const LONE_HIGH = 'Jeanne \ud800'
const LONE_LOW = '\udc00 Petit'
const PAST_INTEGER = 2_147_483_648
const HUGE = 99_999_999_999

type ErrorBody = { message: string; code: string; errors: Record<string, string[]> }

const CHARACTERS = 'Ce champ contient un caractère non autorisé.'
const OUT_OF_RANGE = 'Ce nombre sort des limites autorisées.'

async function expectFieldError(response: Response, field: string, text?: string): Promise<ErrorBody> {
  const body = (await response.json()) as ErrorBody
  expect(response.status, JSON.stringify(body)).toBe(422)
  expect(body.code).toBe('validation.failed')
  expect(Object.keys(body.errors)).toContain(field)
  if (text) expect(body.errors[field]).toContain(text)
  expect(body.message).toBeTruthy()
  return body
}

/** A nurse the public search shows in Lyon 3e, so that a good request would be stored and mailed. */
async function contactableNurse(): Promise<number> {
  const user = await createUser(t)
  await t.db
    .updateTable('nurses')
    .set({
      zone_commune_insee: '69383',
      zone_commune_name: 'Lyon 3e Arrondissement',
      radius_km: 10,
      care_types: ['pansements'],
      accepts_new_patients: true,
      validated_at: t.clock.now(),
    })
    .where('id', '=', user.nurseId)
    .execute()
  return user.nurseId
}
const nurseId = await contactableNurse()

const patientRequest = (overrides: Record<string, unknown>) => ({
  nurse_id: nurseId,
  name: 'Jeanne Petit',
  phone: '06 12 34 56 78',
  commune_insee: '69383',
  care_type: 'pansements',
  message: 'Bonjour, ma mère a besoin de passages le matin.',
  ...overrides,
})

describe('a public patient request', () => {
  const send = (body: unknown) => call(t, 'POST', '/api/patient-requests', body, { ip: freshIp() })

  it.each([
    ['2^31', PAST_INTEGER],
    ['99999999999', HUGE],
  ])('refuses a nurse_id of %s on the nurse_id field', async (_name, value) => {
    await expectFieldError(await send(patientRequest({ nurse_id: value })), 'nurse_id', OUT_OF_RANGE)
  })

  it('refuses a NUL character in the message and a lone surrogate in the name, naming each field', async () => {
    const body = await expectFieldError(await send(patientRequest({ message: `${NUL} et merci.` })), 'message', CHARACTERS)
    expect(body.message).toBe(CHARACTERS)
    await expectFieldError(await send(patientRequest({ name: LONE_HIGH })), 'name', CHARACTERS)
    await expectFieldError(await send(patientRequest({ name: LONE_LOW })), 'name', CHARACTERS)
    expect(await t.db.selectFrom('patient_requests').select('id').execute()).toEqual([])
  })
})

describe('the contact form', () => {
  const valid = { name: 'Camille Durand', email: 'camille@example.fr', subject: 'replacement', message: 'Bonjour, je cherche.' }
  const send = (body: unknown) => call(t, 'POST', '/api/contact', body, { ip: freshIp() })

  it('refuses a NUL character or a lone surrogate with 422 on that field', async () => {
    await expectFieldError(await send({ ...valid, message: `${NUL}, je cherche une remplaçante.` }), 'message', CHARACTERS)
    await expectFieldError(await send({ ...valid, name: LONE_HIGH }), 'name', CHARACTERS)
  })

  it('names every bad field when there are several, in French or English', async () => {
    const response = await call(
      t,
      'POST',
      '/api/contact',
      { ...valid, name: LONE_LOW, message: `${NUL} et encore du texte.` },
      { ip: freshIp(), headers: { 'Accept-Language': 'en' } },
    )
    const body = await expectFieldError(response, 'name', 'This field contains a character that is not allowed.')
    expect(body.errors.message).toEqual(['This field contains a character that is not allowed.'])
  })
})

describe('registration and login', () => {
  const valid = {
    first_name: 'Camille',
    last_name: 'Durand',
    email: 'camille.malformed@example.fr',
    phone: '06 12 34 56 78',
    password: 'Tournesol-Bleu-42',
    password_confirmation: 'Tournesol-Bleu-42',
    roles: ['remplacant'],
    terms: true,
  }

  it('refuses a NUL character or a lone surrogate in a name at registration, and creates nobody', async () => {
    const send = (body: unknown) => call(t, 'POST', '/api/register', body, { ip: freshIp() })
    await expectFieldError(await send({ ...valid, first_name: NUL }), 'first_name', CHARACTERS)
    await expectFieldError(await send({ ...valid, last_name: LONE_HIGH }), 'last_name', CHARACTERS)
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', valid.email).execute()
    expect(rows).toEqual([])
  })

  it('refuses a NUL character in the e-mail or the password at login', async () => {
    const send = (body: unknown) => call(t, 'POST', '/api/login', body, { ip: freshIp() })
    await expectFieldError(await send({ email: 'camille\u0000@example.fr', password: 'x' }), 'email', CHARACTERS)
    await expectFieldError(await send({ email: 'camille@example.fr', password: `a${NUL}` }), 'password', CHARACTERS)
  })
})

describe('a signed-in user', () => {
  it('saving their profile with a NUL character gets 422 on that field, and nothing is saved', async () => {
    const user = await createUser(t)
    const session = await login(t, user)
    const response = await call(t, 'PUT', `/api/users/${user.id}/update-information`, { bio: NUL }, { session })
    await expectFieldError(response, 'bio', CHARACTERS)
    const row = await t.db.selectFrom('users').select('bio').where('id', '=', user.id).executeTakeFirstOrThrow()
    expect(row.bio).toBeNull()
  })

  it('asking GET /api/applications/me?replacement_id= past the integer range gets 422 on that field', async () => {
    const user = await createUser(t, { roles: ['remplacant'] })
    const session = await login(t, user)
    for (const value of [String(HUGE), String(PAST_INTEGER)]) {
      const response = await call(t, 'GET', `/api/applications/me?replacement_id=${value}`, undefined, { session })
      await expectFieldError(response, 'replacement_id', OUT_OF_RANGE)
    }
    const fine = await call(t, 'GET', '/api/applications/me?replacement_id=2147483647', undefined, { session })
    expect(fine.status).toBe(200)
  })

  it('a NUL character in a query string is refused the same way', async () => {
    const user = await createUser(t, { roles: ['remplacant'] })
    const session = await login(t, user)
    const response = await call(t, 'GET', '/api/applications/me?status=pending%00', undefined, { session })
    await expectFieldError(response, 'status', CHARACTERS)
  })
})
