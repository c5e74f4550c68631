import { createHash } from 'node:crypto'
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, PDFRawStream } from 'pdf-lib'
import pino from 'pino'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { MailTransport, OutgoingMail } from '#server/modules/mail/mail.transport.ts'
import { createMailWorker } from '#server/modules/mail/mail.worker.ts'
import { createMailer } from '#server/modules/mail/mailer.ts'
import { runRetention } from '#server/modules/retention/retention.job.ts'
import type { TwoFactorSetup } from '#shared/auth.ts'
import type { ContractSigning, ContractVerification } from '#shared/contract-signatures.ts'
import { call, createUser, login, totpNow } from './helpers/accounts.ts'
import { createNurse, createOffer, loadTestCommunes, notificationMailsTo, notificationsOf } from './helpers/alert-fixtures.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
await loadTestCommunes(t)

const sha256 = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex')

/** A holder whose profile lacks the address (the contract asks for it). */
async function holder() {
  const user = await createUser(t, { roles: ['titulaire'], first_name: 'Claire', last_name: 'Martin' })
  await t.db.updateTable('nurses').set({ rpps: '10005173140' }).where('user_id', '=', user.id).execute()
  return { ...user, session: await login(t, user) }
}

/** A replacement nurse with an RPPS but no address nor authorisation on her profile. */
async function nurse() {
  const user = await createNurse(t, { first_name: 'Léa', last_name: 'Bernard' })
  await t.db.updateTable('nurses').set({ rpps: '10000000008' }).where('user_id', '=', user.id).execute()
  return { ...user, session: await login(t, user) }
}

async function acceptedApplication(authorId: number, applicantId: number) {
  const replacementId = await createOffer(t, authorId, { status: 'filled', retrocession_percent: 90 })
  await t.db.updateTable('replacements').set({ vehicle_required: true }).where('id', '=', replacementId).execute()
  const row = await t.db
    .insertInto('applications')
    .values({
      replacement_id: replacementId,
      applicant_user_id: applicantId,
      status: 'accepted',
      dates: ['2026-03-09', '2026-03-10', '2026-03-12'],
      decided_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const signing = async (id: number, session: string) => {
  const response = await call(t, 'GET', `/api/applications/${id}/contract/signing`, undefined, { session })
  expect(response.status).toBe(200)
  return (await response.json()) as ContractSigning
}
const complete = (id: number, session: string, fields: Record<string, string>) =>
  call(t, 'PUT', `/api/applications/${id}/contract/completions`, fields, { session })
const sign = (id: number, session: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t, 'POST', `/api/applications/${id}/contract/signatures`, body, { session, headers, ip: '203.0.113.7' })

async function drawnPng(): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 20, g: 20, b: 40, alpha: 1 } } })
    .png()
    .toBuffer()
  return png.toString('base64')
}

/** Both parties complete what the profiles lack: the contract can then be signed. */
async function completed() {
  const author = await holder()
  const applicant = await nurse()
  const id = await acceptedApplication(author.id, applicant.id)
  expect(
    (await complete(id, author.session, { holder_address: '12 rue de la République, 69001 Lyon', place: 'Lyon' })).status,
  ).toBe(200)
  const response = await complete(id, applicant.session, {
    nurse_address: '3 place Bellecour, 69002 Lyon',
    nurse_authorisation_expires_on: '2026-12-31',
    payment_delay_days: '15',
  })
  expect(response.status).toBe(200)
  return { author, applicant, id }
}

/** Sends the outbox through a transport that records each mail (attachments read as they leave). */
async function sendOutbox(): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = []
  const transport: MailTransport = {
    async send(mail) {
      sent.push(mail)
    },
  }
  await createMailWorker({
    db: t.db,
    env: t.env,
    logger: pino({ level: 'silent' }),
    clock: t.clock,
    transport,
    batchSize: 200,
  }).runOnce()
  return sent
}

/** The text a PDF draws, page by page (pdf-lib writes each line as a hex string of WinAnsi bytes). */
function pdfText(pdf: PDFDocument): string {
  const decoder = new TextDecoder('windows-1252')
  const streams = (page: PDFPage) => {
    const contents = page.node.Contents()
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : []
    return refs.map((ref) => page.doc.context.lookup(ref))
  }
  const lines: string[] = []
  for (const page of pdf.getPages())
    for (const stream of streams(page)) {
      if (!(stream instanceof PDFRawStream)) continue
      const content = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
      for (const match of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
        lines.push(decoder.decode(Uint8Array.from(Buffer.from(match[1] ?? '', 'hex'))))
    }
  return lines.join('\n')
}

describe('the replacement contract signed in the app', () => {
  it('renders the exact text with its hash, asks what the profiles lack, and lets each party complete only its own details', async () => {
    const author = await holder()
    const applicant = await nurse()
    const id = await acceptedApplication(author.id, applicant.id)
    const state = await signing(id, author.session)
    expect(state.role).toBe('holder')
    expect(state.text).toContain('Claire Martin, infirmier·e libéral·e, numéro RPPS 10005173140')
    expect(state.text).toContain('Le titulaire reverse au remplaçant 90 %')
    expect(state.text_sha256).toBe(sha256(state.text))
    expect(state.missing).toEqual([
      'holder_address',
      'nurse_address',
      'nurse_authorisation_expires_on',
      'payment_delay_days',
      'place',
    ])
    expect(state.signatures).toEqual([])
    expect(state.pdf).toBeNull()

    const notMine = await complete(id, author.session, { nurse_address: '1 rue X' })
    expect(notMine.status).toBe(422)
    expect((await complete(id, author.session, { holder_rpps: '123' })).status).toBe(422)
    const outsider = await nurse()
    expect(
      (await call(t, 'GET', `/api/applications/${id}/contract/signing`, undefined, { session: outsider.session })).status,
    ).toBe(404)
    expect((await complete(id, outsider.session, { place: 'Lyon' })).status).toBe(404)
  })

  it('refuses a wrong password, a third party, a stale text and a contract still blank', async () => {
    const author = await holder()
    const applicant = await nurse()
    const id = await acceptedApplication(author.id, applicant.id)
    const blank = await signing(id, author.session)
    const typed = { kind: 'typed', name: 'Claire Martin' }
    const incomplete = await sign(id, author.session, {
      text_sha256: blank.text_sha256,
      password: author.password,
      signature: typed,
    })
    expect(incomplete.status).toBe(422)

    const { author: a, applicant: n, id: ready } = await completed()
    const state = await signing(ready, a.session)
    expect(state.missing).toEqual([])
    const wrong = await sign(ready, a.session, { text_sha256: state.text_sha256, password: 'not-the-password', signature: typed })
    expect(wrong.status).toBe(422)
    expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors.password).toBeDefined()
    const none = await sign(ready, a.session, { text_sha256: state.text_sha256, signature: typed })
    expect(none.status).toBe(422)
    const stale = await sign(ready, a.session, { text_sha256: 'a'.repeat(64), password: a.password, signature: typed })
    expect(stale.status).toBe(409)
    const outsider = await nurse()
    const third = await sign(ready, outsider.session, {
      text_sha256: state.text_sha256,
      password: outsider.password,
      signature: typed,
    })
    expect(third.status).toBe(404)
    const badPng = await sign(ready, n.session, {
      text_sha256: state.text_sha256,
      password: n.password,
      signature: { kind: 'drawn', png: Buffer.from('not a png at all, really not').toString('base64') },
    })
    expect(badPng.status).toBe(422)
    expect(await t.db.selectFrom('contract_signatures').select('id').where('application_id', '=', ready).execute()).toEqual([])
  })

  it('records a signature with its evidence, tells the other party, and voids it when the text changes', async () => {
    const { author, applicant, id } = await completed()
    const state = await signing(id, author.session)
    const signed = await sign(
      id,
      author.session,
      { text_sha256: state.text_sha256, password: author.password, signature: { kind: 'typed', name: 'Claire Martin' } },
      { 'User-Agent': 'TestBrowser/1.0' },
    )
    expect(signed.status).toBe(201)
    const after = (await signed.json()) as ContractSigning
    expect(after.signatures).toMatchObject([{ role: 'holder', name: 'Claire Martin', method: 'password', voided_at: null }])
    const row = await t.db
      .selectFrom('contract_signatures')
      .selectAll()
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      user_id: author.id,
      ip: '203.0.113.7',
      user_agent: 'TestBrowser/1.0',
      typed_name: 'Claire Martin',
    })
    expect(row.text).toBe(state.text)
    expect(row.text_sha256).toBe(sha256(state.text))
    // The signer's export carries the evidence kept about them.
    const exported = (await (await call(t, 'GET', '/api/user/export', undefined, { session: author.session })).json()) as {
      contract_signatures: { application_id: number; ip: string; text_sha256: string }[]
    }
    expect(exported.contract_signatures).toMatchObject([{ application_id: id, ip: '203.0.113.7', text_sha256: row.text_sha256 }])
    expect((await notificationsOf(t, applicant.id)).map((n) => [n.event, (n.data as { status: string }).status])).toContainEqual([
      'contract_signature',
      'signed',
    ])
    // Signing twice is refused.
    const again = await sign(id, author.session, {
      text_sha256: state.text_sha256,
      password: author.password,
      signature: { kind: 'typed', name: 'Claire Martin' },
    })
    expect(again.status).toBe(409)

    // The nurse changes a term: the holder's signature no longer holds, and both are told.
    expect((await complete(id, applicant.session, { payment_delay_days: '30' })).status).toBe(200)
    const changed = await signing(id, applicant.session)
    expect(changed.text).toContain('dans un délai de 30 jours')
    expect(changed.text_sha256).not.toBe(state.text_sha256)
    expect(changed.signatures).toMatchObject([{ role: 'holder', voided_at: expect.any(String) }])
    for (const user of [author, applicant]) {
      const notices = (await notificationsOf(t, user.id)).filter((n) => (n.data as { status?: string }).status === 'voided')
      expect(notices).toHaveLength(1)
      expect((await notificationMailsTo(t, user.email)).map((mail) => mail.subject)).toContain(
        'Votre contrat de remplacement a changé : signatures annulées',
      )
    }
    // A change to a profile voids too (found at the next read): the holder signs again, then moves.
    const resigned = await sign(id, author.session, {
      text_sha256: changed.text_sha256,
      password: author.password,
      signature: { kind: 'typed', name: 'Claire Martin' },
    })
    expect(resigned.status).toBe(201)
    await t.db.updateTable('users').set({ first_name: 'Clara' }).where('id', '=', author.id).execute()
    const moved = await signing(id, applicant.session)
    expect(moved.signatures.every((signature) => signature.voided_at !== null)).toBe(true)
    expect(
      await t.db
        .selectFrom('contract_signatures')
        .select('id')
        .where('voided_at', 'is', null)
        .where('application_id', '=', id)
        .execute(),
    ).toEqual([])
  })

  it('produces one PDF when both parties sign at the same moment', async () => {
    const { author, applicant, id } = await completed()
    const state = await signing(id, author.session)
    const answers = await Promise.all([
      sign(id, author.session, {
        text_sha256: state.text_sha256,
        password: author.password,
        signature: { kind: 'typed', name: 'Claire Martin' },
      }),
      sign(id, applicant.session, {
        text_sha256: state.text_sha256,
        password: applicant.password,
        signature: { kind: 'typed', name: 'Léa Bernard' },
      }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    const signatures = await t.db.selectFrom('contract_signatures').select('role').where('application_id', '=', id).execute()
    expect(signatures.map((row) => row.role).sort()).toEqual(['holder', 'nurse'])
    const row = await t.db
      .selectFrom('replacement_contracts')
      .select(['pdf_sha256'])
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.pdf_sha256).toMatch(/^[0-9a-f]{64}$/)
    const posted = await t.db
      .selectFrom('message_attachments as ma')
      .innerJoin('conversation_messages as m', 'm.id', 'ma.message_id')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select('ma.id')
      .where('c.application_id', '=', id)
      .execute()
    expect(posted).toHaveLength(1)
  })

  it('produces the signed PDF once both signed: its text, hashes, download, conversation and public verification', async () => {
    const { author, applicant, id } = await completed()
    // The nurse confirms with her two-factor code.
    const setup = (await (
      await call(t, 'POST', '/api/users/2fa/toggle', { password: applicant.password }, { session: applicant.session })
    ).json()) as TwoFactorSetup
    await call(t, 'POST', '/api/users/2fa/verify', { code: totpNow(t, setup.secret) }, { session: applicant.session })
    t.clock.advance(30_000)

    const state = await signing(id, author.session)
    expect(
      (
        await sign(id, author.session, {
          text_sha256: state.text_sha256,
          password: author.password,
          signature: { kind: 'drawn', png: await drawnPng() },
        })
      ).status,
    ).toBe(201)
    const wrongCode = await sign(id, applicant.session, {
      text_sha256: state.text_sha256,
      code: '000000',
      signature: { kind: 'typed', name: 'Léa Bernard' },
    })
    expect(wrongCode.status).toBe(422)
    const last = await sign(id, applicant.session, {
      text_sha256: state.text_sha256,
      code: totpNow(t, setup.secret),
      signature: { kind: 'typed', name: 'Léa Bernard' },
    })
    expect(last.status).toBe(201)
    const done = (await last.json()) as ContractSigning
    expect(done.pdf).not.toBeNull()
    expect(done.signatures.map((signature) => [signature.role, signature.method])).toEqual(
      expect.arrayContaining([
        ['holder', 'password'],
        ['nurse', 'totp'],
      ]),
    )

    // Either party downloads the same bytes, whose SHA-256 is the one stored; a third party cannot.
    const download = await call(t, 'GET', `/api/applications/${id}/contract/pdf`, undefined, { session: applicant.session })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect(sha256(bytes)).toBe(done.pdf?.sha256)
    expect(bytes.byteLength).toBe(done.pdf?.size)
    const outsider = await nurse()
    expect((await call(t, 'GET', `/api/applications/${id}/contract/pdf`, undefined, { session: outsider.session })).status).toBe(
      404,
    )

    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2)
    const text = pdfText(pdf)
    expect(text).toContain('CONTRAT DE REMPLACEMENT ENTRE INFIRMIERS LIBÉRAUX')
    expect(text).toContain('Article 4 — Rétrocession d’honoraires')
    expect(text).toContain('Page de preuve des signatures électroniques')
    expect(text).toContain('Le titulaire : Claire Martin')
    expect(text).toContain('Le remplaçant : Léa Bernard')
    expect(text).toContain(`Empreinte SHA-256 du texte signé : ${state.text_sha256}`)
    expect(text).toContain('Adresse IP : 203.0.113.7')
    expect(text).toContain('Identité confirmée par : code de double authentification')

    // Posted in the application's conversation, as an attachment with the same hash.
    const attachment = await t.db
      .selectFrom('message_attachments as ma')
      .innerJoin('conversation_messages as m', 'm.id', 'ma.message_id')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select(['ma.sha256', 'ma.content_type', 'm.sender_user_id'])
      .where('c.application_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(attachment).toEqual({ sha256: done.pdf?.sha256, content_type: 'application/pdf', sender_user_id: applicant.id })

    // Both told; the contract no longer changes, even when a profile does.
    for (const user of [author, applicant])
      expect((await notificationsOf(t, user.id)).some((n) => (n.data as { status?: string }).status === 'completed')).toBe(true)

    // Each party's mail carries the signed PDF, read from the contract when the mail leaves.
    const sent = await sendOutbox()
    for (const user of [author, applicant]) {
      const mail = sent.find((m) => m.to === user.email && m.subject === 'Contrat de remplacement signé par les deux parties')
      expect(mail?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
        [`contrat-remplacement-${id}.pdf`, 'application/pdf'],
      ])
      expect(sha256(mail?.attachments?.[0]?.content ?? new Uint8Array())).toBe(done.pdf?.sha256)
    }
    expect((await complete(id, author.session, { place: 'Villeurbanne' })).status).toBe(409)
    await t.db.updateTable('users').set({ last_name: 'Dupont' }).where('id', '=', applicant.id).execute()
    const frozen = await signing(id, author.session)
    expect(frozen.text_sha256).toBe(state.text_sha256)
    expect(frozen.signatures.every((signature) => signature.voided_at === null)).toBe(true)

    // The public verification: names, parts and times, never the content.
    const verified = await call(t, 'GET', `/api/verify-contract/${done.pdf?.sha256}`)
    expect(verified.status).toBe(200)
    const verification = (await verified.json()) as ContractVerification
    expect(verification).toMatchObject({
      valid: true,
      signatures: [
        { role: 'holder', name: 'Claire Martin' },
        { role: 'nurse', name: 'Léa Bernard' },
      ],
    })
    expect(JSON.stringify(verification)).not.toContain('Rétrocession')
    expect(await (await call(t, 'GET', `/api/verify-contract/${'0'.repeat(64)}`)).json()).toEqual({ valid: false })
    expect(await (await call(t, 'GET', '/api/verify-contract/not-a-hash')).json()).toEqual({ valid: false })
  })

  it('mails the contract signed by both, with its PDF, to a member who turned these mails off, and none of the other notices', async () => {
    const { author, applicant, id } = await completed()
    const off = await call(
      t,
      'POST',
      '/api/users/settings/notification',
      { contract_signature: { email: false } },
      { session: author.session },
    )
    expect(off.status).toBe(200)
    const typed = (who: { session: string; password: string }, name: string, hash: string) =>
      sign(id, who.session, { text_sha256: hash, password: who.password, signature: { kind: 'typed', name } })

    // The holder signs, then the nurse changes a term: the holder's signature is voided.
    expect((await typed(author, 'Claire Martin', (await signing(id, author.session)).text_sha256)).status).toBe(201)
    expect((await complete(id, applicant.session, { payment_delay_days: '30' })).status).toBe(200)
    const changed = await signing(id, applicant.session)
    // This time the nurse signs first (the holder is told she did), then the holder: both have signed.
    expect((await typed(applicant, 'Léa Bernard', changed.text_sha256)).status).toBe(201)
    expect((await typed(author, 'Claire Martin', changed.text_sha256)).status).toBe(201)
    const done = await signing(id, author.session)
    expect(done.pdf).not.toBeNull()

    // In the app, the holder hears of all three, as her preferences still say.
    const statuses = (await notificationsOf(t, author.id))
      .filter((n) => n.event === 'contract_signature')
      .map((n) => (n.data as { status: string }).status)
    expect(statuses.sort()).toEqual(['completed', 'signed', 'voided'])
    // By mail, only the signed contract: the voided and signed notices follow her choice.
    const both = 'Contrat de remplacement signé par les deux parties'
    expect((await notificationMailsTo(t, author.email)).map((mail) => mail.subject)).toEqual([both])
    // The nurse, who kept the default, is mailed every notice.
    expect((await notificationMailsTo(t, applicant.email)).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Votre contrat de remplacement a changé : signatures annulées', both]),
    )

    const sent = (await sendOutbox()).filter((mail) => mail.to === author.email)
    expect(sent.map((mail) => mail.subject)).toEqual([both])
    const [mail] = sent
    expect(mail?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [`contrat-remplacement-${id}.pdf`, 'application/pdf'],
    ])
    expect(sha256(mail?.attachments?.[0]?.content ?? new Uint8Array())).toBe(done.pdf?.sha256)
    // Its note says why it came despite her settings.
    expect(mail?.text).toContain('Ce message vous est toujours envoyé, quels que soient vos réglages de notifications')
  })

  it('keeps a concluded contract’s evidence when a party closes her account, drops the signatures that bind nothing, and deletes the contract five years after the replacement', async () => {
    const typed = (id: number, who: { session: string; password: string }, name: string) =>
      signing(id, who.session).then((state) =>
        sign(id, who.session, { text_sha256: state.text_sha256, password: who.password, signature: { kind: 'typed', name } }),
      )
    // A contract both signed, and another the holder alone signed after a voided signature.
    const concluded = await completed()
    expect((await typed(concluded.id, concluded.author, 'Claire Martin')).status).toBe(201)
    expect((await typed(concluded.id, concluded.applicant, 'Léa Bernard')).status).toBe(201)
    const pending = await completed()
    expect((await typed(pending.id, pending.author, 'Claire Martin')).status).toBe(201)
    expect((await complete(pending.id, pending.applicant.session, { payment_delay_days: '30' })).status).toBe(200)
    await signing(pending.id, pending.author.session)
    expect((await typed(pending.id, pending.author, 'Claire Martin')).status).toBe(201)
    const signaturesOf = (applicationId: number) =>
      t.db
        .selectFrom('contract_signatures')
        .select(['role', 'voided_at', 'ip', 'signer_name'])
        .where('application_id', '=', applicationId)
        .execute()
    expect(await signaturesOf(pending.id)).toHaveLength(2)

    for (const holder of [concluded.author, pending.author]) {
      const closed = await call(
        t,
        'DELETE',
        `/api/users/${holder.id}/soft-delete`,
        { password: holder.password },
        { session: holder.session },
      )
      expect(closed.status).toBe(200)
    }
    // The concluded contract keeps both signatures with their evidence, and still verifies.
    expect(await signaturesOf(concluded.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ role: 'holder', signer_name: 'Claire Martin', ip: '203.0.113.7' })]),
    )
    const pdf = await t.db
      .selectFrom('replacement_contracts')
      .select('pdf_sha256')
      .where('application_id', '=', concluded.id)
      .executeTakeFirstOrThrow()
    const verified = (await (await call(t, 'GET', `/api/verify-contract/${pdf.pdf_sha256}`)).json()) as ContractVerification
    expect(verified.valid).toBe(true)
    // The other contract's signatures, voided or never matched by the nurse's, are gone.
    expect(await signaturesOf(pending.id)).toEqual([])

    // Five years after the replacement's last day, the contract and its evidence go.
    const { end_date } = await t.db
      .selectFrom('applications')
      .innerJoin('replacements', 'replacements.id', 'applications.replacement_id')
      .select('replacements.end_date')
      .where('applications.id', '=', concluded.id)
      .executeTakeFirstOrThrow()
    const retention = {
      db: t.db,
      clock: t.clock,
      storageDir: t.env.DATA_DIR,
      mail: createMailer({ db: t.db, env: t.env, clock: t.clock }),
    }
    const lastDay = new Date(end_date ?? Number.NaN)
    const goTo = (date: Date) => t.clock.advance(date.getTime() - t.clock.now().getTime())
    goTo(new Date(Date.UTC(lastDay.getUTCFullYear() + 5, lastDay.getUTCMonth(), lastDay.getUTCDate() - 1, 12)))
    await runRetention(retention)
    expect(await signaturesOf(concluded.id)).toHaveLength(2)
    goTo(new Date(Date.UTC(lastDay.getUTCFullYear() + 5, lastDay.getUTCMonth(), lastDay.getUTCDate() + 1, 12)))
    expect((await runRetention(retention)).contractsDeleted).toBeGreaterThanOrEqual(1)
    expect(await signaturesOf(concluded.id)).toEqual([])
    const gone = (await (await call(t, 'GET', `/api/verify-contract/${pdf.pdf_sha256}`)).json()) as ContractVerification
    expect(gone.valid).toBe(false)
  })
})
