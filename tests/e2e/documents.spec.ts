import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, devices, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { signInAsAdmin } from './support/admin-session.ts'
import { NURSE } from './support/seed-documents.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// Verification documents on a server of their own (port 3641): Léa sends her diploma as a photo
// from her settings on a phone; the admin sees it in the queue, framed in a sandbox beside her
// profile and RPPS check, and approves it; Léa sees it approved.
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

test('a nurse sends her diploma from the settings, an admin reviews it in a sandbox and approves it', async ({
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

  await test.step('the nurse sees it approved', async () => {
    await nurse.reload()
    await expect(nurse.getByRole('article', { name: 'Diplôme d’État d’infirmier' }).getByText('Approuvé')).toBeVisible()
  })
  expect(server.mailTemplates()).toContain('document-approved')
})
