import { randomUUID } from 'node:crypto'
import { PDFDocument, PDFHexString } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ATTACHMENT_RATE_LIMIT } from '#server/modules/chat/chat.routes.ts'
import { hitRateLimit } from '#server/modules/rate-limits/rate-limits.repository.ts'
import type { ConversationAnswer, ConversationList, MessageAnswer, MessagePage } from '#shared/chat.ts'
import { MAX_ATTACHMENT_BYTES } from '#shared/chat-attachments.ts'
import { call } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import {
  addCommunes,
  admin as adminMember,
  applyTo,
  json,
  type Member,
  member,
  nurse,
  postOffer,
} from './replacements-fixtures.ts'

// Monday 2 March 2026, 10:00 in Paris; offers in Montpellier.
const t = await createTestApp()
await addCommunes(t, ['34172'])
const APP_URL = new URL(t.env.APP_URL).origin

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }

const get = (path: string, who: Member | undefined, headers: Record<string, string> = {}) =>
  call(t, 'GET', path, undefined, { ...(who ? { session: who.session } : {}), headers })
const post = (path: string, who: Member, body?: unknown) => call(t, 'POST', path, body, { session: who.session })

/** A multipart message, as the composer sends it. */
async function sendFile(
  conversationId: number,
  who: Member | undefined,
  file: { bytes: Uint8Array; name: string; type?: string } | undefined,
  options: { body?: string; clientId?: string } = {},
) {
  const csrf = await t.csrfHeaders()
  const form = new FormData()
  form.append('client_id', options.clientId ?? randomUUID())
  form.append('body', options.body ?? '')
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name)
  return t.request(`/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: {
      Origin: APP_URL,
      Cookie: `${csrf.Cookie}${who ? `; releve_session=${who.session}` : ''}`,
      'X-XSRF-TOKEN': csrf['X-XSRF-TOKEN'],
    },
    body: form,
  })
}

const admin = () => adminMember(t)

async function pair() {
  const holder = await member(t, { first_name: 'Claire', last_name: 'Dubois' })
  const applicant = await nurse(t)
  const offer = await postOffer(t, holder)
  const application = await applyTo(t, applicant, offer.id)
  const { conversation } = await json<ConversationAnswer>(
    await post('/api/conversations', holder, { application_id: application.id }),
  )
  return { holder, applicant, conversation }
}

/** A photo with its camera, owner and GPS position in EXIF, stored sideways (orientation 6). */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#1d5f58' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Phone', Model: 'Secret Model', Copyright: 'Camille Durand' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 20/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 13/1 0/1' },
    })
    .jpeg()
    .toBuffer()
}

async function plainPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.addPage().drawText('Contrat de remplacement')
  return document.save({ useObjectStreams: false })
}

async function stored(conversationId: number, who: Member, response: Response) {
  expect(response.status).toBe(201)
  const { message } = await json<MessageAnswer>(response)
  const page = await json<MessagePage>(await get(`/api/conversations/${conversationId}/messages`, who))
  expect(page.messages.find((m) => m.id === message.id)?.attachment).toEqual(message.attachment)
  return message
}

const attachmentCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('message_attachments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('POST /api/conversations/{id}/messages with a file', () => {
  it('re-encodes a JPEG with EXIF GPS to an upright WebP without any metadata', async () => {
    const { conversation, holder, applicant } = await pair()
    const jpeg = await photoWithGps()
    expect(jpeg.includes(Buffer.from('Secret Model'))).toBe(true)
    const message = await stored(
      conversation.id,
      applicant,
      await sendFile(conversation.id, holder, { bytes: jpeg, name: 'C:\\Photos\\Ordonnance été.jpg', type: 'image/jpeg' }),
    )
    expect(message.body).toBe('')
    expect(message.attachment).toEqual({
      id: expect.any(Number),
      kind: 'image',
      name: 'Ordonnance été.webp',
      size: expect.any(Number),
      width: 200,
      height: 400,
    })
    const served = await get(`/api/attachments/${message.attachment?.id}`, applicant)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.byteLength).toBe(message.attachment?.size)
    const metadata = await sharp(bytes).metadata()
    expect(metadata.format).toBe('webp')
    expect([metadata.width, metadata.height]).toEqual([200, 400])
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(bytes.includes(Buffer.from('Secret Model'))).toBe(false)
  })

  it('brings a large photo down to 2048 px a side', async () => {
    const { conversation, holder } = await pair()
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    const response = await sendFile(conversation.id, holder, { bytes: big, name: 'plan.png' }, { body: 'Le plan' })
    const { message } = await json<MessageAnswer>(response)
    expect(response.status).toBe(201)
    expect(message.body).toBe('Le plan')
    expect([message.attachment?.width, message.attachment?.height]).toEqual([2048, 512])
  })

  it('goes by the bytes: a PDF named .jpg and declared a JPEG is stored as a PDF', async () => {
    const { conversation, holder, applicant } = await pair()
    const pdf = await plainPdf()
    const message = await stored(
      conversation.id,
      applicant,
      await sendFile(conversation.id, holder, { bytes: pdf, name: 'photo.jpg', type: 'image/jpeg' }),
    )
    expect(message.attachment).toMatchObject({ kind: 'pdf', name: 'photo.pdf', size: pdf.byteLength, width: null, height: null })
    const served = await get(`/api/attachments/${message.attachment?.id}`, applicant)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true)
  })

  it('refuses what is neither an image nor a PDF by its bytes, whatever its name (422)', async () => {
    const { conversation, holder } = await pair()
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const response = await sendFile(conversation.id, holder, { bytes: svg, name: 'photo.png', type: 'image/png' })
    expect(response.status).toBe(422)
    expect(await json<ErrorBody>(response)).toMatchObject({
      code: 'chat.attachment_type',
      errors: { file: ['Format non pris en charge\u00a0: joignez une image (JPEG, PNG ou WebP) ou un PDF.'] },
    })
    const broken = await photoWithGps()
    const damaged = await sendFile(conversation.id, holder, { bytes: broken.subarray(0, 300), name: 'cassee.jpg' })
    expect(damaged.status).toBe(422)
    expect((await json<ErrorBody>(damaged)).code).toBe('chat.attachment_unreadable_image')
  })

  it('refuses a PDF with JavaScript, in plain sight or inside a compressed object stream', async () => {
    const { conversation, holder } = await pair()
    const document = await PDFDocument.create()
    document.addPage()
    document.addJavaScript('hello', 'app.alert("bonjour")')
    const plain = await document.save({ useObjectStreams: false })
    const hidden = await document.save({ useObjectStreams: true })
    // The object stream is compressed: the name is not in the bytes, only the parser sees it.
    expect(Buffer.from(hidden).includes('/JavaScript')).toBe(false)
    for (const bytes of [plain, hidden]) {
      const response = await sendFile(conversation.id, holder, { bytes, name: 'facture.pdf', type: 'application/pdf' })
      expect(response.status).toBe(422)
      const body = await json<ErrorBody>(response)
      expect(body.code).toBe('chat.attachment_pdf_active')
      expect(body.message).toMatch(/^Ce PDF contient des scripts/)
    }
  })

  it('refuses a PDF with an embedded file, a launch action, or a name spelt with #xx escapes', async () => {
    const { conversation, holder } = await pair()
    const withFile = await PDFDocument.create()
    withFile.addPage()
    await withFile.attach(new TextEncoder().encode('secret'), 'notes.txt', { mimeType: 'text/plain' })
    const launch = new TextEncoder().encode(
      (await plainPdfText()).replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /Launch /F (calc.exe) >>'),
    )
    const escaped = new TextEncoder().encode(
      (await plainPdfText()).replace(
        '/Type /Catalog',
        '/Type /Catalog /OpenAction << /S /#4aavaScript /#4a#53 (app.alert(1)) >>',
      ),
    )
    for (const bytes of [await withFile.save({ useObjectStreams: true }), launch, escaped]) {
      const response = await sendFile(conversation.id, holder, { bytes, name: 'doc.pdf' })
      expect(response.status).toBe(422)
      expect((await json<ErrorBody>(response)).code).toBe('chat.attachment_pdf_active')
    }
  })

  it('refuses an encrypted PDF, which cannot be looked into', async () => {
    const { conversation, holder } = await pair()
    const document = await PDFDocument.create()
    document.addPage()
    const encrypt = document.context.register(
      document.context.obj({ Filter: 'Standard', V: 1, R: 2, O: PDFHexString.of('00'), U: PDFHexString.of('00'), P: -4 }),
    )
    document.context.trailerInfo.Encrypt = encrypt
    const bytes = await document.save({ useObjectStreams: false })
    const response = await sendFile(conversation.id, holder, { bytes, name: 'bulletin.pdf' })
    expect(response.status).toBe(422)
    expect(await json<ErrorBody>(response)).toMatchObject({
      code: 'chat.attachment_pdf_encrypted',
      message: 'Ce PDF est chiffré ou protégé par un mot de passe\u00a0: il ne peut pas être vérifié, donc pas envoyé.',
    })
  })

  it('takes 10 MB and refuses 10 MB + 1 byte with 413, storing nothing', async () => {
    const { conversation, holder } = await pair()
    const before = await attachmentCount()
    const over = new Uint8Array(MAX_ATTACHMENT_BYTES + 1)
    over.set(await plainPdf())
    const response = await sendFile(conversation.id, holder, { bytes: over, name: 'gros.pdf' }, { body: 'Voici' })
    expect(response.status).toBe(413)
    expect(await json<ErrorBody>(response)).toMatchObject({
      code: 'chat.attachment_too_large',
      message: 'La pièce jointe ne doit pas dépasser 10\u00a0Mo.',
    })
    // Exactly 10 MB: a PDF padded with a comment after its end is still a PDF.
    const pdf = await plainPdf()
    const exact = new Uint8Array(MAX_ATTACHMENT_BYTES).fill(0x20)
    exact.set(pdf)
    const accepted = await sendFile(conversation.id, holder, { bytes: exact, name: 'limite.pdf' })
    expect(accepted.status).toBe(201)
    expect((await json<MessageAnswer>(accepted)).message.attachment?.size).toBe(MAX_ATTACHMENT_BYTES)
    expect(await attachmentCount()).toBe(before + 1)
  })

  it('stores a replay once: the same client id answers the first message (200) and no second file', async () => {
    const { conversation, holder, applicant } = await pair()
    const clientId = randomUUID()
    const pdf = await plainPdf()
    const first = await sendFile(conversation.id, holder, { bytes: pdf, name: 'a.pdf' }, { clientId, body: 'Le contrat' })
    expect(first.status).toBe(201)
    const original = await json<MessageAnswer>(first)
    const before = await attachmentCount()
    const again = await sendFile(conversation.id, holder, { bytes: pdf, name: 'a.pdf' }, { clientId, body: 'Le contrat' })
    expect(again.status).toBe(200)
    expect(await json<MessageAnswer>(again)).toEqual(original)
    expect(await attachmentCount()).toBe(before)
    const page = await json<MessagePage>(await get(`/api/conversations/${conversation.id}/messages`, applicant))
    expect(page.messages).toHaveLength(1)
  })

  it('names a file sent alone in the list by its kind (no text to show)', async () => {
    const { conversation, holder, applicant } = await pair()
    await sendFile(conversation.id, holder, { bytes: await plainPdf(), name: 'a.pdf' })
    const list = await json<ConversationList>(await get('/api/conversations', applicant))
    expect(list.conversations.find((c) => c.id === conversation.id)?.last_message).toMatchObject({
      excerpt: '',
      attachment: 'pdf',
      sender: holder.id,
    })
  })

  it('asks for a text or a file, and checks the fields as JSON does', async () => {
    const { conversation, holder } = await pair()
    const empty = await sendFile(conversation.id, holder, undefined, { body: '   ' })
    expect(empty.status).toBe(422)
    expect((await json<ErrorBody>(empty)).code).toBe('chat.body_or_file_required')
    const badId = await sendFile(conversation.id, holder, { bytes: await plainPdf(), name: 'a.pdf' }, { clientId: 'x' })
    expect(badId.status).toBe(422)
    expect((await json<ErrorBody>(badId)).errors?.client_id).toEqual(['L’identifiant du message doit être un UUID.'])
  })

  it('limits the uploads per member (429), not the text messages', async () => {
    const { conversation, holder } = await pair()
    // Spent as a script would, on the same rule and subject as the route.
    for (let i = 0; i < ATTACHMENT_RATE_LIMIT.limit; i++)
      await hitRateLimit(t.db, ATTACHMENT_RATE_LIMIT, `user:${holder.id}`, t.clock.now())
    const refused = await sendFile(conversation.id, holder, { bytes: await plainPdf(), name: 'a.pdf' })
    expect(refused.status).toBe(429)
    const text = await post(`/api/conversations/${conversation.id}/messages`, holder, {
      client_id: randomUUID(),
      body: 'Bonjour',
    })
    expect(text.status).toBe(201)
  })
})

describe('GET /api/attachments/{id}', () => {
  it('serves a PDF as a download, sandboxed, never sniffed, privately cached', async () => {
    const { conversation, holder, applicant } = await pair()
    const response = await sendFile(conversation.id, holder, { bytes: await plainPdf(), name: 'Contrat signé "v2".pdf' })
    const { message } = await json<MessageAnswer>(response)
    const served = await get(`/api/attachments/${message.attachment?.id}`, applicant)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Contrat signe v2.pdf"; filename*=UTF-8''Contrat%20sign%C3%A9%20v2.pdf`,
    )
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toBe('private, no-cache')
    const etag = served.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/)
    const again = await get(`/api/attachments/${message.attachment?.id}`, applicant, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
  })

  it('serves an image inline (for the thread), under the same sandbox', async () => {
    const { conversation, holder } = await pair()
    const response = await sendFile(conversation.id, holder, { bytes: await photoWithGps(), name: 'photo.jpg' })
    const { message } = await json<MessageAnswer>(response)
    const served = await get(`/api/attachments/${message.attachment?.id}`, holder)
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="photo.webp"; filename*=UTF-8''photo.webp`)
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('lets exactly the readers of the conversation download: anonymous 401, others 404', async () => {
    const { conversation, holder, applicant } = await pair()
    const { message } = await json<MessageAnswer>(
      await sendFile(conversation.id, applicant, { bytes: await plainPdf(), name: 'cv.pdf' }),
    )
    const path = `/api/attachments/${message.attachment?.id}`
    const stranger = await nurse(t, { first_name: 'Inès', last_name: 'Roux' })
    const someAdmin = await admin()
    expect((await get(path, undefined)).status).toBe(401)
    expect((await get(path, holder)).status).toBe(200)
    expect((await get(path, applicant)).status).toBe(200)
    expect((await get(path, stranger)).status).toBe(404)
    expect((await get('/api/attachments/999999', stranger)).status).toBe(404)
    // An admin reads a conversation between members only once one of its messages is reported.
    expect((await get(path, someAdmin)).status).toBe(404)
    // Posting too: the anonymous, a third member and an admin cannot attach anything here.
    const pdf = await plainPdf()
    expect((await sendFile(conversation.id, undefined, { bytes: pdf, name: 'a.pdf' })).status).toBe(401)
    expect((await sendFile(conversation.id, stranger, { bytes: pdf, name: 'a.pdf' })).status).toBe(404)
    expect((await sendFile(conversation.id, someAdmin, { bytes: pdf, name: 'a.pdf' })).status).toBe(404)
    const text = await json<MessageAnswer>(
      await post(`/api/conversations/${conversation.id}/messages`, applicant, { client_id: randomUUID(), body: 'Idiot' }),
    )
    expect((await post(`/api/messages/${text.message.id}/report`, holder, { reason: 'Insultant' })).status).toBe(201)
    expect((await get(path, someAdmin)).status).toBe(200)
    expect((await get(path, stranger)).status).toBe(404)
    // Read-only for the admin: still no posting.
    expect((await sendFile(conversation.id, someAdmin, { bytes: pdf, name: 'a.pdf' })).status).toBe(403)
  })

  it('lets any admin download in a team conversation, and the member; no other member', async () => {
    const someAdmin = await admin()
    const otherAdmin = await admin()
    const someone = await member(t)
    const stranger = await member(t)
    const opened = await post('/api/conversations', someAdmin, { user_id: someone.id })
    const { conversation } = await json<ConversationAnswer>(opened)
    const fromTeam = await sendFile(conversation.id, someAdmin, { bytes: await plainPdf(), name: 'charte.pdf' })
    expect(fromTeam.status).toBe(201)
    const fromMember = await sendFile(conversation.id, someone, { bytes: await photoWithGps(), name: 'ordonnance.jpg' })
    expect(fromMember.status).toBe(201)
    for (const response of [fromTeam, fromMember]) {
      const path = `/api/attachments/${(await json<MessageAnswer>(response)).message.attachment?.id}`
      expect((await get(path, someone)).status).toBe(200)
      expect((await get(path, someAdmin)).status).toBe(200)
      expect((await get(path, otherAdmin)).status).toBe(200)
      expect((await get(path, stranger)).status).toBe(404)
      expect((await get(path, undefined)).status).toBe(401)
    }
  })
})

describe('erasure and export', () => {
  it('drops a deleted account’s files, lists them by name and size in its export before', async () => {
    const { conversation, holder, applicant } = await pair()
    const pdf = await plainPdf()
    const mine = await json<MessageAnswer>(
      await sendFile(conversation.id, applicant, { bytes: pdf, name: 'diplôme.pdf' }, { body: 'Mon diplôme' }),
    )
    const theirs = await json<MessageAnswer>(await sendFile(conversation.id, holder, { bytes: pdf, name: 'contrat.pdf' }))
    const exportBody = await (await get('/api/user/export', applicant)).text()
    expect(exportBody).toContain('"attachment":{"name":"diplôme.pdf","kind":"pdf","size":')
    expect(exportBody).not.toContain('contrat.pdf')

    const deleted = await call(
      t,
      'DELETE',
      `/api/users/${applicant.id}/soft-delete`,
      { password: applicant.password },
      { session: applicant.session },
    )
    expect(deleted.status).toBe(200)
    const rows = await t.db.selectFrom('message_attachments').select(['message_id']).execute()
    expect(rows.map((row) => row.message_id)).not.toContain(mine.message.id)
    expect(rows.map((row) => row.message_id)).toContain(theirs.message.id)
    expect((await get(`/api/attachments/${mine.message.attachment?.id}`, holder)).status).toBe(404)
    const page = await json<MessagePage>(await get(`/api/conversations/${conversation.id}/messages`, holder))
    expect(page.messages.find((m) => m.id === mine.message.id)).toMatchObject({ erased: true, body: '', attachment: null })
    expect(page.messages.find((m) => m.id === theirs.message.id)?.attachment?.name).toBe('contrat.pdf')
  })
})

/** A one-page PDF written out uncompressed, to edit by hand. */
async function plainPdfText(): Promise<string> {
  return Buffer.from(await plainPdf()).toString('latin1')
}
