import { randomUUID } from 'node:crypto'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { loadEnv } from '#server/env.ts'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { createMailWorker } from '#server/modules/mail/mail.worker.ts'
import { findCommunePosition } from '#server/modules/nurse-search/nurse-search.repository.ts'
import { createPatientRequestPurgeJob } from '#server/modules/patient-requests/patient-requests.purge.ts'
import { purgePatientRequests } from '#server/modules/patient-requests/patient-requests.repository.ts'
import { createUser, freshIp, mails, type NewTestUser } from './helpers/accounts.ts'
import { createTestApp, postJson } from './helpers/test-app.ts'

const t = await createTestApp()
await loadCommunes(t.db, t.clock.now())

const LYON_3 = '69383'
const VILLEURBANNE = '69266'
const MARSEILLE_1 = '13201'

interface NurseOptions extends NewTestUser {
  insee?: string
  radius?: number
  careTypes?: string[]
  validated?: boolean
  accepts?: boolean
  deleted?: boolean
  locale?: 'fr' | 'en'
}

async function nurse(options: NurseOptions = {}) {
  const {
    insee = VILLEURBANNE,
    radius = 15,
    careTypes = ['pansements', 'injections'],
    validated = true,
    accepts = true,
    deleted = false,
    locale,
    ...user
  } = options
  const created = await createUser(t, user)
  const commune = await findCommunePosition(t.db, insee)
  await t.db
    .updateTable('nurses')
    .set({
      zone_commune_insee: insee,
      zone_commune_name: commune?.name ?? null,
      radius_km: radius,
      care_types: careTypes,
      accepts_new_patients: accepts,
      validated_at: validated ? t.clock.now() : null,
    })
    .where('id', '=', created.nurseId)
    .execute()
  if (deleted) await t.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', created.id).execute()
  if (locale)
    await t.db
      .updateTable('users')
      .set({ settings: JSON.stringify({ locale }) })
      .where('id', '=', created.id)
      .execute()
  return created
}

const validRequest = (nurseId: number) => ({
  nurse_id: nurseId,
  name: ' Jeanne Petit ',
  phone: '06 12 34 56 78',
  email: '',
  commune_insee: LYON_3,
  care_type: 'pansements',
  message: 'Bonjour, ma mère a besoin de passages le matin à partir de lundi.',
  website: '',
})

const send = (body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  postJson(t, '/api/patient-requests', body, {
    ip: options.ip ?? freshIp(),
    ...(options.headers ? { headers: options.headers } : {}),
  })

const requestsTo = (nurseId: number) =>
  t.db.selectFrom('patient_requests').selectAll().where('nurse_id', '=', nurseId).orderBy('id').execute()

describe('POST /api/patient-requests', () => {
  it('stores the request for the admins and queues a mail to the nurse, in French by default', async () => {
    const camille = await nurse({ first_name: 'Camille', last_name: 'Durand' })
    const response = await send(validRequest(camille.nurseId))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      message:
        'Votre demande a bien été transmise. L’infirmier ou l’infirmière vous recontactera directement par téléphone ou par e-mail.',
    })

    const [stored, ...others] = await requestsTo(camille.nurseId)
    expect(others).toEqual([])
    expect(stored).toMatchObject({
      nurse_id: camille.nurseId,
      name: 'Jeanne Petit',
      phone: '+33612345678',
      email: null,
      commune_insee: LYON_3,
      commune_name: 'Lyon 3e Arrondissement',
      care_type: 'pansements',
      message: 'Bonjour, ma mère a besoin de passages le matin à partir de lundi.',
      locale: 'fr',
      status: 'nouveau',
      purged_at: null,
    })
    expect(stored?.created_at.toISOString()).toBe(t.clock.now().toISOString())

    const sent = await mails(t, { to: camille.email, template: 'patient-request' })
    expect(sent).toEqual([
      {
        to: camille.email,
        template: 'patient-request',
        locale: 'fr',
        data: {
          nurse_name: 'Camille Durand',
          patient_name: 'Jeanne Petit',
          phone: '+33612345678',
          email: null,
          commune_name: 'Lyon 3e Arrondissement',
          care_type: 'pansements',
          message: 'Bonjour, ma mère a besoin de passages le matin à partir de lundi.',
        },
      },
    ])
  })

  it('writes to the nurse in their own language, and keeps the patient’s language on the request', async () => {
    const sam = await nurse({ locale: 'en' })
    const response = await send(
      { ...validRequest(sam.nurseId), phone: '', email: ' Jeanne@Example.FR ' },
      { headers: { 'Accept-Language': 'en' } },
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      message: 'Your request has been sent. The nurse will get back to you directly by phone or email.',
    })
    expect((await mails(t, { to: sam.email }))[0]?.locale).toBe('en')
    expect((await requestsTo(sam.nurseId))[0]).toMatchObject({ email: 'jeanne@example.fr', phone: null, locale: 'en' })
  })

  it('sends the patient’s details to the nurse once, then keeps none of them in the outbox', async () => {
    const mailed = await nurse()
    expect((await send(validRequest(mailed.nurseId))).status).toBe(201)
    const sentMails: { to: string; text: string }[] = []
    const worker = createMailWorker({
      db: t.db,
      env: t.env,
      logger: pino({ level: 'silent' }),
      clock: t.clock,
      transport: { send: async (mail) => void sentMails.push({ to: mail.to, text: mail.text }) },
    })
    while ((await worker.runOnce()) > 0) {}
    const text = sentMails.find((m) => m.to === mailed.email)?.text ?? ''
    expect(text).toContain('Jeanne Petit')
    expect(text).toContain('+33612345678')
    expect(text).toContain('Bonjour, ma mère a besoin de passages le matin')
    const [left] = await mails(t, { to: mailed.email })
    expect(left?.data).toMatchObject({ patient_name: '[redacted]', phone: '[redacted]', message: '[redacted]' })
  })

  it('asks for a phone number or an e-mail, and checks every field, in French, storing nothing', async () => {
    const camille = await nurse()
    const response = await send({
      nurse_id: camille.nurseId,
      name: 'J',
      phone: '',
      email: '',
      commune_insee: 'Lyon',
      care_type: 'Soins !',
      message: 'x'.repeat(1001),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Le nom doit contenir au moins 2 caractères. (et 5 autres erreurs)',
      code: 'validation.failed',
      errors: {
        name: ['Le nom doit contenir au moins 2 caractères.'],
        phone: ['Indiquez un numéro de téléphone ou une adresse e-mail pour être recontacté.'],
        email: ['Indiquez un numéro de téléphone ou une adresse e-mail pour être recontacté.'],
        commune_insee: ['Le code INSEE n’est pas valide.'],
        care_type: ['Choisissez un type de soins dans la liste.'],
        message: ['Le message ne peut pas dépasser 1000 caractères.'],
      },
    })

    const badContacts = await send({ ...validRequest(camille.nurseId), phone: '12', email: 'pas-un-email' })
    expect(await badContacts.json()).toMatchObject({
      errors: { phone: ['Le numéro de téléphone n’est pas valide.'], email: ['L’adresse e-mail n’est pas valide.'] },
    })
    const missing = await send({ nurse_id: 'abc' })
    expect(await missing.json()).toMatchObject({
      errors: {
        nurse_id: ['Choisissez un infirmier dans les résultats de la recherche.'],
        name: ['Ce champ est obligatoire.'],
        message: ['Ce champ est obligatoire.'],
      },
    })
    const unknownCommune = await send({ ...validRequest(camille.nurseId), commune_insee: '99999' })
    expect(unknownCommune.status).toBe(422)
    expect(await unknownCommune.json()).toMatchObject({ errors: { commune_insee: ['Choisissez une commune dans la liste.'] } })

    expect(await requestsTo(camille.nurseId)).toEqual([])
    expect(await mails(t, { to: camille.email })).toEqual([])
  })

  it('refuses a care type the nurse does not offer', async () => {
    const camille = await nurse({ careTypes: ['injections'] })
    const response = await send(validRequest(camille.nurseId))
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      errors: { care_type: ['Cet infirmier ne propose pas ce type de soins. Choisissez-en un de sa liste.'] },
    })
    expect(await requestsTo(camille.nurseId)).toEqual([])
  })

  it('refuses a nurse the search would not show for that commune, the same way whatever the reason', async () => {
    const hidden = [
      await nurse({ validated: false }),
      await nurse({ accepts: false }),
      await nurse({ status: 'suspended' }),
      await nurse({ deleted: true }),
      // Works in Marseille, the patient lives in Lyon.
      await nurse({ insee: MARSEILLE_1, radius: 50 }),
    ]
    const answers = new Set<string>()
    for (const someone of hidden) {
      const response = await send(validRequest(someone.nurseId))
      expect(response.status).toBe(409)
      answers.add(JSON.stringify(await response.json()))
      expect(await requestsTo(someone.nurseId)).toEqual([])
      expect(await mails(t, { to: someone.email })).toEqual([])
    }
    const noSuchNurse = await send(validRequest(2_000_000_000))
    answers.add(JSON.stringify(await noSuchNurse.json()))
    expect([...answers]).toEqual([
      JSON.stringify({
        message:
          'Cet infirmier ne peut plus être contacté pour cette commune (il n’accepte plus de nouveaux patients ou n’y intervient pas). Relancez la recherche.',
        code: 'patient_request.nurse_unavailable',
      }),
    ])
  })

  it('answers a filled honeypot like a success, and keeps and mails nothing', async () => {
    const camille = await nurse()
    const response = await send({ ...validRequest(camille.nurseId), website: 'https://spam.example' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('Votre demande a bien été transmise') })
    // Even an otherwise invalid bot submission cannot tell the honeypot from a success.
    expect((await send({ website: 'x' })).status).toBe(201)
    expect(await requestsTo(camille.nurseId)).toEqual([])
    expect(await mails(t, { to: camille.email })).toEqual([])
  })

  it('needs the anti-forgery token like every mutation', async () => {
    const camille = await nurse()
    const response = await t.request('/api/patient-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: t.env.APP_URL },
      body: JSON.stringify(validRequest(camille.nurseId)),
      ip: freshIp(),
    })
    expect(response.status).toBe(419)
    expect(await requestsTo(camille.nurseId)).toEqual([])
  })

  it('makes one request of a double submission with the same Idempotency-Key', async () => {
    const camille = await nurse()
    const headers = { 'Idempotency-Key': randomUUID() }
    const ip = freshIp()
    const answers = await Promise.all([
      send(validRequest(camille.nurseId), { ip, headers }),
      send(validRequest(camille.nurseId), { ip, headers }),
    ])
    expect(answers.map((r) => r.status)).toEqual([201, 201])
    expect(await requestsTo(camille.nurseId)).toHaveLength(1)
    expect(await mails(t, { to: camille.email })).toHaveLength(1)
  })
})

describe('patient requests rate limit', () => {
  it('refuses the sixth request in an hour from one address with 429 and Retry-After', async () => {
    const camille = await nurse()
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await send(validRequest(camille.nurseId), { ip })).status).toBe(201)
    const refused = await send(validRequest(camille.nurseId), { ip })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('3600')
    expect(await refused.json()).toEqual({ message: 'Trop de tentatives. Réessayez dans 60 min.', code: 'rate_limit.exceeded' })
    expect(await requestsTo(camille.nurseId)).toHaveLength(5)
    // Someone else is not affected; the same address may write again an hour later.
    expect((await send(validRequest(camille.nurseId))).status).toBe(201)
    t.clock.advance(3600_000)
    expect((await send(validRequest(camille.nurseId), { ip })).status).toBe(201)
  })
})

describe('retention of patients’ requests', () => {
  it('reads PATIENT_REQUEST_RETENTION_MONTHS, 12 by default, and refuses a nonsense value', () => {
    expect(loadEnv({}).PATIENT_REQUEST_RETENTION_MONTHS).toBe(12)
    expect(loadEnv({ PATIENT_REQUEST_RETENTION_MONTHS: '6' }).PATIENT_REQUEST_RETENTION_MONTHS).toBe(6)
    expect(() => loadEnv({ PATIENT_REQUEST_RETENTION_MONTHS: '0' })).toThrow(/PATIENT_REQUEST_RETENTION_MONTHS/)
    expect(() => loadEnv({ PATIENT_REQUEST_RETENTION_MONTHS: 'un an' })).toThrow(/PATIENT_REQUEST_RETENTION_MONTHS/)
  })

  it('empties the personal data, the notes and the mails of requests older than the retention, and only them', async () => {
    const camille = await nurse()
    const admin = await createUser(t, { account_type: 'administrator', roles: [] })
    const createdAt = t.clock.now()
    expect((await send(validRequest(camille.nurseId))).status).toBe(201)
    const [old] = await requestsTo(camille.nurseId)
    if (!old) throw new Error('request not stored')
    await t.db
      .insertInto('patient_request_notes')
      .values({ patient_request_id: old.id, author_user_id: admin.id, body: 'Rappelée le 3, RDV lundi.' })
      .execute()
    t.clock.advance(30 * 24 * 3600_000)
    expect((await send({ ...validRequest(camille.nurseId), name: 'Paul Récent' })).status).toBe(201)

    const logs: Record<string, unknown>[] = []
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
    )
    const job = createPatientRequestPurgeJob({ db: t.db, logger, clock: t.clock, retentionMonths: 12 })

    // One minute before the old request is twelve months old: nothing happens.
    const due = new Date(createdAt)
    due.setUTCFullYear(due.getUTCFullYear() + 1)
    const clockAt = (date: Date) => t.clock.advance(date.getTime() - t.clock.now().getTime())
    clockAt(new Date(due.getTime() - 60_000))
    await job.runOnce()
    expect((await requestsTo(camille.nurseId)).map((r) => r.purged_at)).toEqual([null, null])

    clockAt(new Date(due.getTime() + 60_000))
    await job.runOnce()
    const [purged, recent] = await requestsTo(camille.nurseId)
    expect(purged).toMatchObject({
      id: old.id,
      name: null,
      phone: null,
      email: null,
      message: null,
      purged_at: t.clock.now(),
      // What identifies no one stays, for the figures.
      nurse_id: camille.nurseId,
      commune_insee: LYON_3,
      care_type: 'pansements',
      status: 'nouveau',
    })
    expect(recent).toMatchObject({ name: 'Paul Récent', purged_at: null })
    expect(await t.db.selectFrom('patient_request_notes').selectAll().where('patient_request_id', '=', old.id).execute()).toEqual(
      [],
    )

    // The outbox still held the first mail (no worker ran here: it is still queued, with its data).
    const [oldMail, recentMail] = await mails(t, { to: camille.email })
    expect(oldMail?.data).toMatchObject({ patient_name: '[purged]', phone: null, email: null, message: '[purged]' })
    expect(JSON.stringify(oldMail?.data)).not.toMatch(/Jeanne|0612|\+336/)
    expect(recentMail?.data).toMatchObject({ patient_name: 'Paul Récent' })
    // The other tests' requests of the same day went too: this file shares one database.
    expect(logs.find((line) => line.msg === 'patient requests purged')).toMatchObject({
      requests: expect.any(Number),
      retentionMonths: 12,
    })

    // Again: nothing more to do.
    expect(await purgePatientRequests(t.db, t.clock.now(), 12)).toEqual({ requests: 0, mails: 0 })
  })

  it('counts calendar months: with 1 month, a request of 31 January is purged on 1 March, not on 28 February', async () => {
    const camille = await nurse()
    await t.db
      .insertInto('patient_requests')
      .values({
        nurse_id: camille.nurseId,
        name: 'Léa Martin',
        phone: '+33611111111',
        email: null,
        commune_insee: LYON_3,
        commune_name: 'Lyon 3e Arrondissement',
        care_type: 'pansements',
        message: 'Un message de janvier.',
        created_at: new Date('2027-01-31T10:00:00Z'),
      })
      .execute()
    const ofLea = () => t.db.selectFrom('patient_requests').select('id').where('name', '=', 'Léa Martin')
    await purgePatientRequests(t.db, new Date('2027-02-28T10:30:00Z'), 1)
    expect(await ofLea().execute()).toHaveLength(1)
    await purgePatientRequests(t.db, new Date('2027-03-01T10:30:00Z'), 1)
    expect(await ofLea().execute()).toHaveLength(0)
  })

  it('keeps running when the database fails once, and says so in the log', async () => {
    const logs: Record<string, unknown>[] = []
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
    )
    const broken = {
      transaction: () => ({ execute: () => Promise.reject(new Error('connection lost')) }),
    } as unknown as typeof t.db
    const job = createPatientRequestPurgeJob({ db: broken, logger, clock: t.clock, retentionMonths: 12 })
    await expect(job.runOnce()).resolves.toBeUndefined()
    expect(logs.find((line) => line.msg === 'patient requests purge failed, will retry')).toBeDefined()
  })
})
