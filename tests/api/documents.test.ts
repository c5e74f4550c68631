import { existsSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import pino from 'pino'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { inTransaction } from '#server/db/transaction.ts'
import { documentStorageFor } from '#server/modules/documents/document-storage.ts'
import { createDocumentsJob } from '#server/modules/documents/documents.job.ts'
import { createMailer } from '#server/modules/mail/mailer.ts'
import { anonymiseAccount } from '#server/modules/profile/anonymise-account.ts'
import {
  type AdminDocumentDetail,
  type AdminDocumentQueue,
  adminUserDocumentsSchema,
  type MyDocuments,
  type VerificationDocument,
} from '#shared/documents.ts'
import { startS3StandIn } from '#tests/support/s3-stand-in.ts'
import { call, mails } from './helpers/accounts.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { admin as adminMember, json, type Member, member, nurse } from './replacements-fixtures.ts'

// The clock starts on Monday 2 March 2026, 10:00 in Paris.
const t = await createTestApp()
const DAY = 86_400_000
const VALID_RPPS = '10005173140'

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }

async function upload(
  app: TestApp,
  who: Member | undefined,
  file: { bytes: Uint8Array; name: string; type?: string },
  fields: { kind?: string; expires_on?: string } = {},
) {
  const csrf = await app.csrfHeaders()
  const form = new FormData()
  form.append('kind', fields.kind ?? 'diploma')
  if (fields.expires_on) form.append('expires_on', fields.expires_on)
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name)
  return app.request('/api/documents', {
    method: 'POST',
    headers: {
      Origin: new URL(app.env.APP_URL).origin,
      Cookie: `${csrf.Cookie}${who ? `; releve_session=${who.session}` : ''}`,
      'X-XSRF-TOKEN': csrf['X-XSRF-TOKEN'],
    },
    body: form,
  })
}

const get = (path: string, who: Member | undefined) => call(t, 'GET', path, undefined, who ? { session: who.session } : {})
const post = (path: string, who: Member, body?: unknown) => call(t, 'POST', path, body, { session: who.session })

async function pdf(extra?: (doc: PDFDocument) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage([595, 842])
  extra?.(doc)
  return doc.save({ useObjectStreams: false })
}

/** A photo with the camera, the owner and a GPS position in EXIF. */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#1d5f58' } })
    .withExifMerge({
      IFD0: { Make: 'Phone', Model: 'Secret Model', Copyright: 'Camille Durand' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 20/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 13/1 0/1' },
    })
    .jpeg()
    .toBuffer()
}

async function uploaded(app: TestApp, who: Member, kind: string, expires_on?: string): Promise<VerificationDocument> {
  const response = await upload(
    app,
    who,
    { bytes: await pdf(), name: `${kind}.pdf` },
    { kind, ...(expires_on ? { expires_on } : {}) },
  )
  expect(response.status).toBe(201)
  return (await json<{ document: VerificationDocument }>(response)).document
}

async function nurseWithRpps(options: { roles?: string[] } = {}): Promise<Member> {
  const who = await nurse(t, { roles: options.roles ?? ['titulaire'] })
  await t.db.updateTable('nurses').set({ rpps: VALID_RPPS }).where('user_id', '=', who.id).execute()
  return who
}

const validatedAt = async (userId: number) =>
  (await t.db.selectFrom('nurses').select('validated_at').where('user_id', '=', userId).executeTakeFirstOrThrow()).validated_at

const job = () =>
  createDocumentsJob({
    db: t.db,
    env: t.env,
    mail: createMailer({ db: t.db, env: t.env, clock: t.clock }),
    storage: documentStorageFor(t.env, path.join(tmpdir(), 'unused')),
    logger: pino({ level: 'silent' }),
    clock: t.clock,
  })

describe('uploading a document', () => {
  it('keeps a clean PDF as sent, waiting for review, and lists it with the kinds required', async () => {
    const who = await nurse(t)
    const bytes = await pdf()
    const response = await upload(t, who, { bytes, name: 'Diplôme d’État.pdf', type: 'application/pdf' })
    expect(response.status).toBe(201)
    const { document } = await json<{ document: VerificationDocument }>(response)
    expect(document).toMatchObject({ kind: 'diploma', status: 'pending', content_type: 'application/pdf', size: bytes.length })
    expect(document.file_name).toBe('Diplôme d’État.pdf')

    const mine = await json<MyDocuments>(await get('/api/documents', who))
    expect(mine.documents.map((d) => d.id)).toEqual([document.id])
    // The RGPD export lists it too.
    const exported = await json<{ verification_documents: VerificationDocument[] }>(await get('/api/user/export', who))
    expect(exported.verification_documents).toEqual([document])
    // A replacement nurse is asked for the autorisation de remplacement too.
    expect(mine.required).toEqual(['diploma', 'ordre_attestation', 'insurance', 'replacement_authorisation'])
    expect(mine.validated).toBe(false)
  })

  it('re-encodes a photo without its metadata', async () => {
    const who = await nurse(t)
    const response = await upload(t, who, { bytes: await photoWithGps(), name: 'scan.jpg', type: 'image/jpeg' })
    expect(response.status).toBe(201)
    const { document } = await json<{ document: VerificationDocument }>(response)
    expect(document).toMatchObject({ content_type: 'image/webp', file_name: 'scan.webp' })
    const file = await get(`/api/documents/${document.id}/file`, who)
    expect(file.status).toBe(200)
    const stored = Buffer.from(await file.arrayBuffer())
    const metadata = await sharp(stored).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('Secret Model'))).toBe(false)
  })

  it('replaces a document of the same kind still waiting for review', async () => {
    const who = await nurse(t)
    const first = await uploaded(t, who, 'diploma')
    const second = await uploaded(t, who, 'diploma')
    const mine = await json<MyDocuments>(await get('/api/documents', who))
    expect(mine.documents.map((d) => d.id)).toEqual([second.id])
    expect((await get(`/api/documents/${first.id}/file`, who)).status).toBe(404)
  })

  it('refuses a type other than PDF, JPEG and PNG, whatever its name says', async () => {
    const who = await nurse(t)
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002', 'hex')
    const wrong = await upload(t, who, { bytes: gif, name: 'diplome.png', type: 'image/png' })
    expect(wrong.status).toBe(422)
    expect((await json<ErrorBody>(wrong)).code).toBe('documents.type')
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer()
    expect((await json<ErrorBody>(await upload(t, who, { bytes: webp, name: 'a.webp' }))).code).toBe('documents.type')
  })

  it('refuses an executable renamed as a PDF', async () => {
    const who = await nurse(t)
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0)])
    const response = await upload(t, who, { bytes: exe, name: 'diplome.pdf', type: 'application/pdf' })
    expect(response.status).toBe(422)
    const body = await json<ErrorBody>(response)
    expect(body.code).toBe('documents.type')
    expect(body.errors?.file?.[0]).toMatch(/PDF, une photo JPEG ou une image PNG/)
  })

  it('refuses a PDF with JavaScript, a launch action or an embedded file, with a clear message', async () => {
    const who = await nurse(t)
    const withJs = await pdf((doc) => {
      const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') })
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action))
    })
    const withLaunch = await pdf((doc) => {
      const action = doc.context.obj({ Type: 'Action', S: 'Launch', F: PDFString.of('calc.exe') })
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action))
    })
    const withFile = await pdf((doc) => {
      void doc.attach(new TextEncoder().encode('secret'), 'notes.txt', { mimeType: 'text/plain' })
    })
    for (const bytes of [withJs, withLaunch, withFile]) {
      const response = await upload(t, who, { bytes, name: 'attestation.pdf' }, { kind: 'ordre_attestation' })
      expect(response.status).toBe(422)
      const body = await json<ErrorBody>(response)
      expect(body.code).toBe('documents.pdf_active')
      expect(body.message).toMatch(/JavaScript, des actions ou des fichiers intégrés/)
    }
    expect((await json<MyDocuments>(await get('/api/documents', who))).documents).toEqual([])
  })

  it('refuses 50 MB with 413, before reading it all', async () => {
    const who = await nurse(t)
    const big = new Uint8Array(50 * 1024 * 1024)
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    const response = await upload(t, who, { bytes: big, name: 'big.pdf' })
    expect(response.status).toBe(413)
    expect((await json<ErrorBody>(response)).code).toBe('documents.too_large')
  })

  it('refuses a decompression bomb: a small PNG of too many pixels', async () => {
    const who = await nurse(t)
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const response = await upload(t, who, { bytes: bomb, name: 'bomb.png' })
    expect(response.status).toBe(422)
    expect((await json<ErrorBody>(response)).code).toBe('documents.too_many_pixels')
  })

  it('asks the end date of an insurance certificate and refuses one already past', async () => {
    const who = await nurse(t)
    const bytes = await pdf()
    const missing = await upload(t, who, { bytes, name: 'rcp.pdf' }, { kind: 'insurance' })
    expect(missing.status).toBe(422)
    expect((await json<ErrorBody>(missing)).errors?.expires_on).toBeDefined()
    const past = await upload(t, who, { bytes, name: 'rcp.pdf' }, { kind: 'insurance', expires_on: '2026-03-01' })
    expect(past.status).toBe(422)
    const unknown = await upload(t, who, { bytes, name: 'x.pdf' }, { kind: 'passport' })
    expect(unknown.status).toBe(422)
  })

  it('needs a session', async () => {
    const response = await upload(t, undefined, { bytes: await pdf(), name: 'd.pdf' })
    expect(response.status).toBe(401)
  })
})

describe('who may read a document', () => {
  it('serves the owner and admins, never another member nor anyone anonymous, and audits each reading', async () => {
    const owner = await nurse(t)
    const other = await nurse(t)
    const admin = await adminMember(t)
    const document = await uploaded(t, owner, 'diploma')
    const own = await get(`/api/documents/${document.id}/file`, owner)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    expect(own.headers.get('x-content-type-options')).toBe('nosniff')
    expect(own.headers.get('content-security-policy')).toContain('sandbox')
    expect(own.headers.get('content-disposition')).toMatch(/^attachment;/)

    expect((await get(`/api/documents/${document.id}/file`, other)).status).toBe(404)
    expect((await get(`/api/documents/${document.id}/file`, undefined)).status).toBe(401)
    expect((await call(t, 'DELETE', `/api/documents/${document.id}`, undefined, { session: other.session })).status).toBe(404)
    // The admins' routes: 401 anonymous, 403 to a member (the owner included).
    expect((await get(`/api/admin/documents/${document.id}/file`, undefined)).status).toBe(401)
    expect((await get(`/api/admin/documents/${document.id}/file`, owner)).status).toBe(403)
    expect((await get('/api/admin/documents', other)).status).toBe(403)

    const preview = await get(`/api/admin/documents/${document.id}/file`, admin)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/)
    expect(preview.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
    )
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff')
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(
      Buffer.from(await preview.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const views = await t.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'after'])
      .where('action', '=', 'document.view')
      .where('subject_id', '=', String(document.id))
      .orderBy('id')
      .execute()
    expect(views.map((v) => [v.actor_user_id, (v.after as { by: string }).by])).toEqual([
      [owner.id, 'owner'],
      [admin.id, 'admin'],
    ])
  })

  it('lets the owner withdraw a pending document, not an approved one', async () => {
    const owner = await nurse(t)
    const admin = await adminMember(t)
    const pending = await uploaded(t, owner, 'diploma')
    expect((await call(t, 'DELETE', `/api/documents/${pending.id}`, undefined, { session: owner.session })).status).toBe(200)
    expect(await t.db.selectFrom('document_blobs').select('key').execute()).not.toContainEqual(undefined)
    const approved = await uploaded(t, owner, 'diploma')
    expect((await post(`/api/admin/documents/${approved.id}/approve`, admin)).status).toBe(200)
    expect((await call(t, 'DELETE', `/api/documents/${approved.id}`, undefined, { session: owner.session })).status).toBe(409)
  })
})

describe('the review', () => {
  it('queues pending documents with their owners, approves, rejects with a reason mailed, and validates a complete set', async () => {
    const owner = await nurseWithRpps()
    const admin = await adminMember(t)
    const diploma = await uploaded(t, owner, 'diploma')
    const ordre = await uploaded(t, owner, 'ordre_attestation')
    const insurance = await uploaded(t, owner, 'insurance', '2026-12-31')

    const queue = await json<AdminDocumentQueue>(await get('/api/admin/documents', admin))
    const mine = queue.documents.filter((d) => d.user.id === owner.id)
    expect(mine.map((d) => d.id)).toEqual([diploma.id, ordre.id, insurance.id])
    expect(mine[0]?.user).toMatchObject({ rpps: VALID_RPPS, rpps_valid: true, validated_at: null })

    const detail = await json<AdminDocumentDetail>(await get(`/api/admin/documents/${ordre.id}`, admin))
    expect(detail.document.id).toBe(ordre.id)
    expect(detail.others.map((d) => d.id).sort()).toEqual([diploma.id, insurance.id].sort())
    expect(detail.required).toEqual(['diploma', 'ordre_attestation', 'insurance'])

    const empty = await post(`/api/admin/documents/${ordre.id}/reject`, admin, { reason: ' ' })
    expect(empty.status).toBe(422)
    const rejected = await post(`/api/admin/documents/${ordre.id}/reject`, admin, { reason: 'Attestation illisible.' })
    expect(rejected.status).toBe(200)
    const rejection = (await mails(t, { to: owner.email, template: 'document-rejected' })).at(-1)
    expect(rejection?.data).toMatchObject({ kind: 'ordre_attestation', reason: 'Attestation illisible.' })
    expect((await post(`/api/admin/documents/${ordre.id}/approve`, admin)).status).toBe(409)

    expect((await post(`/api/admin/documents/${diploma.id}/approve`, admin)).status).toBe(200)
    expect((await post(`/api/admin/documents/${insurance.id}/approve`, admin)).status).toBe(200)
    expect(await validatedAt(owner.id)).toBeNull()
    expect(await mails(t, { to: owner.email, template: 'document-approved' })).toHaveLength(2)

    const again = await uploaded(t, owner, 'ordre_attestation')
    expect((await post(`/api/admin/documents/${again.id}/approve`, admin)).status).toBe(200)
    expect(await validatedAt(owner.id)).not.toBeNull()
    expect(await mails(t, { to: owner.email, template: 'nurse-validated' })).toHaveLength(1)
    expect((await json<MyDocuments>(await get('/api/documents', owner))).validated).toBe(true)
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', String(owner.id))
      .execute()
    expect(audit).toContainEqual({ action: 'user.validate', actor_user_id: admin.id })
  })

  it('lists one member’s documents for the admin’s page of that member, whatever their status', async () => {
    const owner = await nurseWithRpps()
    const other = await nurseWithRpps()
    const admin = await adminMember(t)
    const diploma = await uploaded(t, owner, 'diploma')
    const insurance = await uploaded(t, owner, 'insurance', '2026-12-31')
    await uploaded(t, other, 'diploma')
    await post(`/api/admin/documents/${diploma.id}/reject`, admin, { reason: 'Diplôme illisible.' })

    const response = await get(`/api/admin/users/${owner.id}/documents`, admin)
    expect(response.status).toBe(200)
    const body: unknown = await response.json()
    // Neither the storage's key nor the file's hash travel.
    expect(JSON.stringify(body)).not.toMatch(/storage_key|sha256/)
    const { documents } = adminUserDocumentsSchema.parse(body)
    // Newest first, the other member's left out.
    expect(documents.map((d) => [d.id, d.kind, d.status, d.expires_on, d.rejection_reason])).toEqual([
      [insurance.id, 'insurance', 'pending', '2026-12-31', null],
      [diploma.id, 'diploma', 'rejected', null, 'Diplôme illisible.'],
    ])
    expect(documents[0]).toMatchObject({
      file_name: 'insurance.pdf',
      content_type: 'application/pdf',
      created_at: insurance.created_at,
    })

    // A member with none: an empty list; an account that does not exist: 404.
    const adminsOwn = adminUserDocumentsSchema.parse(await (await get(`/api/admin/users/${admin.id}/documents`, admin)).json())
    expect(adminsOwn.documents).toEqual([])
    const unknown = await get('/api/admin/users/999999999/documents', admin)
    expect(unknown.status).toBe(404)
    // Admins only: 403 to a member (the owner included), 401 anonymous.
    expect((await get(`/api/admin/users/${owner.id}/documents`, owner)).status).toBe(403)
    expect((await get(`/api/admin/users/${owner.id}/documents`, other)).status).toBe(403)
    expect((await get(`/api/admin/users/${owner.id}/documents`, undefined)).status).toBe(401)
  })

  it('feeds the approved autorisation de remplacement’s end date to the nurse profile', async () => {
    const owner = await nurseWithRpps({ roles: ['remplacant'] })
    const admin = await adminMember(t)
    const authorisation = await uploaded(t, owner, 'replacement_authorisation', '2026-09-30')
    await post(`/api/admin/documents/${authorisation.id}/approve`, admin)
    const row = await t.db
      .selectFrom('nurses')
      .select((eb) => eb.cast<string>('replacement_authorisation_expires_on', 'text').as('on'))
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow()
    expect(row.on).toBe('2026-09-30')
  })
})

describe('end dates, with the clock moved on', () => {
  it('reminds 30 and 7 days before, then expires the document and takes the validation back', async () => {
    const owner = await nurseWithRpps()
    const admin = await adminMember(t)
    for (const kind of ['diploma', 'ordre_attestation']) {
      const document = await uploaded(t, owner, kind)
      await post(`/api/admin/documents/${document.id}/approve`, admin)
    }
    const insurance = await uploaded(t, owner, 'insurance', '2026-04-30')
    await post(`/api/admin/documents/${insurance.id}/approve`, admin)
    expect(await validatedAt(owner.id)).not.toBeNull()
    const reminders = async () => (await mails(t, { to: owner.email, template: 'document-expiring' })).map((m) => m.data)

    await job().runOnce()
    expect(await reminders()).toEqual([])

    t.clock.advance(30 * DAY) // 1 April: 29 days left
    await job().runOnce()
    expect(await reminders()).toEqual([{ name: 'Léa', kind: 'insurance', expires_on: '2026-04-30', days: 29 }])
    await job().runOnce()
    expect(await reminders()).toHaveLength(1)

    t.clock.advance(22 * DAY) // 23 April: 7 days left
    await job().runOnce()
    expect((await reminders()).at(-1)).toMatchObject({ days: 7 })
    await job().runOnce()
    expect(await reminders()).toHaveLength(2)
    expect(await validatedAt(owner.id)).not.toBeNull()

    t.clock.advance(8 * DAY) // 1 May: past its end
    expect(await job().runOnce()).toMatchObject({ expired: 1, unvalidated: 1 })
    expect(await validatedAt(owner.id)).toBeNull()
    const mine = await json<MyDocuments>(await get('/api/documents', owner))
    expect(mine.documents.find((d) => d.id === insurance.id)?.status).toBe('expired')
    expect(mine.validated).toBe(false)
  })

  it('erases a rejected document at the end of its retention', async () => {
    const owner = await nurse(t)
    const admin = await adminMember(t)
    const document = await uploaded(t, owner, 'diploma')
    await post(`/api/admin/documents/${document.id}/reject`, admin, { reason: 'Pas le bon document.' })
    const kept = () => t.db.selectFrom('verification_documents').select('id').where('user_id', '=', owner.id).execute()
    t.clock.advance(89 * DAY)
    await job().runOnce()
    expect(await kept()).toHaveLength(1)
    t.clock.advance(2 * DAY)
    await job().runOnce()
    expect(await kept()).toEqual([])
  })
})

describe('the account’s erasure', () => {
  it('removes the documents and their files', async () => {
    const owner = await nurse(t)
    const document = await uploaded(t, owner, 'diploma')
    const { storage_key } = await t.db
      .selectFrom('verification_documents')
      .select('storage_key')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow()
    await inTransaction(t.db, (trx) => anonymiseAccount(trx, owner.id, owner.email, t.clock.now()))
    expect(await t.db.selectFrom('verification_documents').where('user_id', '=', owner.id).selectAll().execute()).toEqual([])
    expect(await t.db.selectFrom('document_blobs').where('key', '=', storage_key).selectAll().execute()).toEqual([])
  })
})

describe('other storages', () => {
  it('keeps files on disk under the data folder, and deletes them after an erasure', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'releve-documents-'))
    const disk = t.withEnv({ DOCUMENT_STORAGE: 'disk', DATA_DIR: dir })
    const owner = await member(disk, { roles: ['titulaire'] })
    const document = await uploaded(disk, owner, 'diploma')
    const { storage_key } = await disk.db
      .selectFrom('verification_documents')
      .select('storage_key')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow()
    const file = path.join(dir, 'uploads', 'documents', storage_key.slice(0, 2), storage_key)
    expect(existsSync(file)).toBe(true)
    expect(await disk.db.selectFrom('document_blobs').where('key', '=', storage_key).selectAll().execute()).toEqual([])
    const read = await call(disk, 'GET', `/api/documents/${document.id}/file`, undefined, { session: owner.session })
    expect(
      Buffer.from(await read.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    await inTransaction(disk.db, (trx) => anonymiseAccount(trx, owner.id, owner.email, disk.clock.now()))
    expect(existsSync(file)).toBe(true)
    await createDocumentsJob({
      db: disk.db,
      env: disk.env,
      mail: createMailer({ db: disk.db, env: disk.env, clock: disk.clock }),
      storage: documentStorageFor(disk.env, path.join(dir, 'uploads')),
      logger: pino({ level: 'silent' }),
      clock: disk.clock,
    }).runOnce()
    expect(existsSync(file)).toBe(false)
  })

  it('keeps files in an S3-compatible bucket, with signed requests', async () => {
    const s3 = await startS3StandIn('AKIATEST')
    afterAll(() => s3.close())
    const bucket = t.withEnv({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'releve-docs',
      S3_ACCESS_KEY_ID: 'AKIATEST',
      S3_SECRET_ACCESS_KEY: 'secret-key-for-tests',
    })
    const owner = await member(bucket, { roles: ['titulaire'] })
    const document = await uploaded(bucket, owner, 'diploma')
    const { storage_key } = await bucket.db
      .selectFrom('verification_documents')
      .select('storage_key')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow()
    const objectPath = `/releve-docs/documents/${storage_key}`
    expect(s3.objects.get(objectPath)?.subarray(0, 5).toString()).toBe('%PDF-')
    expect(s3.requests[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/us-east-1\/s3\/aws4_request/)
    const read = await call(bucket, 'GET', `/api/documents/${document.id}/file`, undefined, { session: owner.session })
    expect(read.status).toBe(200)
    expect(
      Buffer.from(await read.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    await inTransaction(bucket.db, (trx) => anonymiseAccount(trx, owner.id, owner.email, bucket.clock.now()))
    await createDocumentsJob({
      db: bucket.db,
      env: bucket.env,
      mail: createMailer({ db: bucket.db, env: bucket.env, clock: bucket.clock }),
      storage: documentStorageFor(bucket.env, tmpdir()),
      logger: pino({ level: 'silent' }),
      clock: bucket.clock,
    }).runOnce()
    expect(s3.objects.has(objectPath)).toBe(false)
  })

  it('refuses an incomplete S3 configuration at start', async () => {
    expect(() => t.withEnv({ S3_BUCKET: 'releve-docs' })).toThrow(/S3_ENDPOINT/)
  })
})
