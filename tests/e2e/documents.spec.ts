import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, devices, expect, type Locator, type Page, test } from '@playwright/test'
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import type { MyDocuments } from '#shared/documents.ts'
import { signInAsAdmin } from './support/admin-session.ts'
import { NURSE } from './support/seed-documents.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// Verification documents on a server of their own (port 3641): Léa sends her diploma as a photo
// from her settings on a phone; the admin sees it in the queue, framed in a sandbox beside her
// profile and RPPS check, and approves it; then her Ordre attestation as a PDF, whose page the
// admin sees drawn by pdf.js, under the app's CSP; Léa sees them approved.
let server: SeededServer
const contexts: BrowserContext[] = []

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_DOCUMENTS_PORT ?? 3641),
    name: 'documents',
    seed: 'tests/e2e/support/seed-documents.ts',
  })
})

test.afterAll(async () => {
  for (const context of contexts) await context.close()
  await server?.stop()
})

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false })

async function nursePhone(browser: import('@playwright/test').Browser): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    locale: 'fr-FR',
    serviceWorkers: 'block',
  })
  contexts.push(context)
  const page = await context.newPage()
  // Signed in through the API, as the other journeys' members are: the login screen has its own tests.
  await page.request.get('/sanctum/csrf-cookie')
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''
  const login = await page.request.post('/api/login', {
    data: { email: NURSE.email, password: NURSE.password },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  })
  expect(login.status()).toBe(200)
  return page
}

/** A one-page PDF as a nurse's office would print it: a dark band and a line of Helvetica (a standard font, not embedded). */
async function attestationPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([595, 842])
  page.drawRectangle({ x: 40, y: 700, width: 515, height: 100, color: rgb(0.11, 0.37, 0.35) })
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  page.drawText('Attestation d’inscription au tableau de l’Ordre', { x: 40, y: 640, size: 20, font })
  return Buffer.from(await pdf.save())
}

/** How many of a canvas's pixels are dark: none while it is blank. */
const darkPixels = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')?.getImageData(0, 0, element.width, element.height) ?? { data: [] }
    let dark = 0
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 384) dark++
    return dark
  })

test('a nurse sends her diploma and her Ordre attestation, an admin reviews them (a photo in a sandbox, a PDF drawn by pdf.js) and approves them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const nurse = await nursePhone(browser)
  const photo = await sharp({ create: { width: 800, height: 560, channels: 3, background: '#f4efe6' } })
    .jpeg()
    .toBuffer()

  await test.step('the nurse sends her diploma', async () => {
    await nurse.goto('/dashboard/settings?section=documents')
    const diploma = nurse.getByRole('article', { name: 'Diplôme d’État d’infirmier' })
    await expect(diploma.getByText('Pas encore envoyé')).toBeVisible()
    await nurse.getByLabel('Fichier : Diplôme d’État d’infirmier').setInputFiles({
      name: 'diplome.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    })
    await diploma.getByRole('button', { name: 'Envoyer' }).click()
    await expect(diploma.getByText('En cours de vérification')).toBeVisible()
    await expect(diploma.getByRole('link', { name: 'diplome.webp' })).toBeVisible()
  })

  await test.step('the admin reviews it beside the profile and approves it', async () => {
    await signInAsAdmin(page, server.url)
    await page.goto(`${server.url}/dashboard/admin/documents`)
    await expect(page.getByRole('heading', { name: 'Justificatifs à vérifier' })).toBeVisible()
    const frame = page.getByTitle('Diplôme d’État d’infirmier de Léa Petit')
    await expect(frame).toHaveAttribute('sandbox', '')
    // The photo, re-encoded, is what the frame shows.
    await expect(page.frameLocator('iframe[title="Diplôme d’État d’infirmier de Léa Petit"]').locator('img')).toBeVisible()
    await expect(page.getByText('clé de contrôle valide')).toBeVisible()
    // The page's own content: axe cannot run inside the sandboxed frame (no script may run there).
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .options({ iframes: false })
      .exclude('iframe')
      .analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await page.getByRole('button', { name: 'Approuver' }).click()
    await expect(page.getByText('Aucun justificatif en attente.')).toBeVisible()
  })

  await test.step('the nurse sends her Ordre attestation as a PDF', async () => {
    const attestation = nurse.getByRole('article', { name: 'Attestation d’inscription à l’Ordre' })
    await nurse.getByLabel('Fichier : Attestation d’inscription à l’Ordre').setInputFiles({
      name: 'attestation-ordre.pdf',
      mimeType: 'application/pdf',
      buffer: await attestationPdf(),
    })
    await attestation.getByRole('button', { name: 'Envoyer' }).click()
    await expect(attestation.getByText('En cours de vérification')).toBeVisible()
  })

  await test.step('the admin sees the PDF’s page drawn, under the CSP, and approves it', async () => {
    // Any refusal by the CSP is reported in the console (pdf.js's worker's included).
    const logged: string[] = []
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`))
    // Straight to it (the queue's list, asked a moment ago, is fresh for a few seconds more).
    const mine = (await (await nurse.request.get('/api/documents')).json()) as MyDocuments
    const sent = mine.documents.find((document) => document.kind === 'ordre_attestation')
    await page.goto(`${server.url}/dashboard/admin/documents?id=${sent?.id}`)
    const preview = page.getByRole('region', { name: 'Attestation d’inscription à l’Ordre de Léa Petit' })
    const canvas = preview.getByRole('img', { name: 'Page 1 sur 1' })
    // pdf.js's first load (its code and worker, 0.5 MB gzip) is slow on a busy test machine.
    await expect(canvas).toBeVisible({ timeout: 30_000 })
    await expect.poll(() => darkPixels(canvas), { timeout: 10_000 }).toBeGreaterThan(10_000)
    // Drawn at the preview's width, in device pixels.
    const sizes = await canvas.evaluate((element: HTMLCanvasElement) => ({
      drawn: element.width,
      shown: element.getBoundingClientRect().width * devicePixelRatio,
    }))
    expect(Math.abs(sizes.drawn - sizes.shown)).toBeLessThan(2)
    await expect(page.getByRole('link', { name: 'Télécharger' })).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    // Nor does pdf.js warn (a font or decoder it could not fetch from /assets/pdfjs-<version>/).
    expect(logged.filter((line) => /Content.Security.Policy|Refused to|Warning: /i.test(line))).toEqual([])
    await page.getByRole('button', { name: 'Approuver' }).click()
    await expect(page.getByText('Aucun justificatif en attente.')).toBeVisible()
  })

  await test.step('the nurse sees them approved', async () => {
    await nurse.reload()
    await expect(nurse.getByRole('article', { name: 'Diplôme d’État d’infirmier' }).getByText('Approuvé')).toBeVisible()
    await expect(nurse.getByRole('article', { name: 'Attestation d’inscription à l’Ordre' }).getByText('Approuvé')).toBeVisible()
  })
  expect(server.mailTemplates()).toContain('document-approved')
})
