import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { axe } from './support/axe.ts'
import { opened } from './support/journey.ts'
import { signedInContext, xsrfHeader } from './support/market-session.ts'
import { MARKET_PASSWORD } from './support/seed-replacements.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// The replacement contract signed in the app, on a server of its own (E2E_PORT, 3650 by
// default; E2E_CONTRACT_PORT, 3651 by default): Claire Martin's offer in Saint-Malo is accepted for Léa Petit (through the API, as
// the replacements journey does it by hand); each completes what the profiles lack and signs —
// Claire draws her signature on a desktop, Léa types her name on a phone —, then both get the
// signed PDF, its copy in the conversation, and the public verification page says who signed.
let server: SeededServer
let applicationId = 0
let holder: { context: BrowserContext; page: Page } | undefined
let nurse: { context: BrowserContext; page: Page } | undefined
const pageErrors: string[] = []

const signedIn = (browser: Browser, who: 'holder' | 'nurse') =>
  signedInContext(browser, server.url, who, { errors: pageErrors, contextOptions: { acceptDownloads: true } })

test.describe.configure({ mode: 'serial', timeout: 90_000 })
test.use({ actionTimeout: 15_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_CONTRACT_PORT ?? 3651),
    name: 'contract-signature',
    seed: 'tests/e2e/support/seed-replacements.ts',
    env: { MAP_STYLE_URL: 'off' },
  })
})

test.afterAll(async () => {
  // The server stops even if a context fails to close (its trace files gone, say).
  await Promise.allSettled([holder?.context.close(), nurse?.context.close()])
  await server?.stop()
})

function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

test('an offer is published, applied to and accepted', async ({ browser }) => {
  holder = await signedIn(browser, 'holder')
  nurse = await signedIn(browser, 'nurse')
  const h = opened(holder)
  const n = opened(nurse)
  const created = await h.page.request.post('/api/replacements', {
    headers: await xsrfHeader(h.context),
    data: {
      publish: true,
      commune_insee: '35288',
      start_date: dayFromNow(30),
      end_date: dayFromNow(34),
      days: null,
      shifts: ['matin'],
      care_types: ['pansements'],
      patients_per_day: 20,
      retrocession_percent: 85,
      housing_offered: false,
      vehicle_required: true,
      software: null,
      description: null,
      urgency: 'normal',
    },
  })
  expect(created.status()).toBe(201)
  const offerId = ((await created.json()) as { replacement: { id: number } }).replacement.id
  const applied = await n.page.request.post(`/api/replacements/${offerId}/applications`, {
    headers: { ...(await xsrfHeader(n.context)), 'Idempotency-Key': crypto.randomUUID() },
    data: { message: 'Disponible sur toute la période.' },
  })
  expect(applied.status()).toBe(201)
  applicationId = ((await applied.json()) as { application: { id: number } }).application.id
  const accepted = await h.page.request.post(`/api/applications/${applicationId}/accept`, {
    headers: { ...(await xsrfHeader(h.context)), 'Idempotency-Key': crypto.randomUUID() },
    data: {},
  })
  expect(accepted.status()).toBe(200)
})

test('the holder completes the terms and draws her signature', async () => {
  const { page } = opened(holder)
  await page.goto(`/dashboard/replacements/contract/${applicationId}`)
  const panel = page.getByRole('region', { name: 'Signature électronique' })
  await expect(panel.getByRole('button', { name: 'Signer le contrat' })).toBeDisabled()
  // The contract page with its signing panel and completion form passes axe.
  expect(await axe(page)).toEqual([])
  await panel.getByRole('textbox', { name: /Délai de paiement de la rétrocession/ }).fill('15')
  await panel.getByRole('textbox', { name: /Fait à/ }).fill('Saint-Malo')
  await panel.getByRole('button', { name: 'Enregistrer ces informations' }).click()
  await expect(panel.getByRole('button', { name: 'Signer le contrat' })).toBeEnabled()
  await panel.getByRole('button', { name: 'Signer le contrat' }).click()

  const dialog = page.getByRole('dialog', { name: 'Signer le contrat' })
  const text = dialog.getByRole('region', { name: 'Texte exact du contrat' })
  await expect(text).toContainText('dans un délai de 15 jours')
  await expect(text).toContainText('Fait à Saint-Malo')
  expect(await axe(page)).toEqual([])

  // A stroke on the pad, with the mouse.
  const pad = dialog.getByRole('img', { name: /Zone de signature/ })
  await pad.scrollIntoViewIfNeeded()
  const box = await pad.boundingBox()
  if (!box) throw new Error('no signature pad')
  await page.mouse.move(box.x + 20, box.y + box.height / 2)
  await page.mouse.down()
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 ? 15 : -15))
  await page.mouse.up()

  await dialog.getByLabel(/Mot de passe de votre compte/).fill('pas-le-bon-mot-de-passe')
  await dialog.getByRole('button', { name: 'Je signe le contrat' }).click()
  await expect(dialog.getByText('Le mot de passe actuel est incorrect.')).toBeVisible()
  await dialog.getByLabel(/Mot de passe de votre compte/).fill(MARKET_PASSWORD)
  await dialog.getByRole('button', { name: 'Je signe le contrat' }).click()
  await expect(dialog).toBeHidden()
  await expect(panel.getByText(/Signé par Claire Martin \(titulaire\)/)).toBeVisible()
  await expect(panel.getByText(/Vous avez signé/)).toBeVisible()
})

test('the nurse signs with her typed name on her phone; the PDF is ready for both', async () => {
  const { page } = opened(nurse)
  await page.goto(`/dashboard/replacements/contract/${applicationId}`)
  const panel = page.getByRole('region', { name: 'Signature électronique' })
  await expect(panel.getByText(/Signé par Claire Martin \(titulaire\)/)).toBeVisible()
  await panel.getByRole('button', { name: 'Signer le contrat' }).click()
  const dialog = page.getByRole('dialog', { name: 'Signer le contrat' })
  await dialog.getByRole('tab', { name: 'Saisir mon nom' }).click()
  await dialog.getByRole('textbox', { name: /Nom et prénom, comme signature/ }).fill('Léa Petit')
  await dialog.getByLabel(/Mot de passe de votre compte/).fill(MARKET_PASSWORD)
  await dialog.getByRole('button', { name: 'Je signe le contrat' }).click()
  await expect(dialog).toBeHidden()
  await expect(panel.getByText('Contrat signé par les deux parties')).toBeVisible()

  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Télécharger le contrat signé (PDF)' }).click()
  const file = await (await download).path()
  const bytes = readFileSync(file)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const state = (await (await page.request.get(`/api/applications/${applicationId}/contract/signing`)).json()) as {
    pdf: { sha256: string } | null
  }
  expect(state.pdf?.sha256).toBe(sha256)
  await expect(panel.getByText('Une copie est enregistrée sur cet appareil : elle s’ouvre aussi hors ligne.')).toBeVisible()

  // Offline, the copy on the device still downloads.
  await page.context().setOffline(true)
  const offline = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Télécharger le contrat signé (PDF)' }).click()
  expect(
    createHash('sha256')
      .update(readFileSync(await (await offline).path()))
      .digest('hex'),
  ).toBe(sha256)
  await page.context().setOffline(false)

  // The holder sees it too, and the PDF is in their conversation.
  const holderPage = opened(holder).page
  await holderPage.goto(`/dashboard/replacements/contract/${applicationId}`)
  await expect(holderPage.getByText('Contrat signé par les deux parties')).toBeVisible()
  const opening = await holderPage.request.post('/api/conversations', {
    headers: await xsrfHeader(opened(holder).context),
    data: { application_id: applicationId },
  })
  const conversationId = ((await opening.json()) as { conversation: { id: number } }).conversation.id
  const messages = await (await holderPage.request.get(`/api/conversations/${conversationId}/messages`)).text()
  expect(messages).toContain(`contrat-remplacement-${applicationId}.pdf`)

  // The public verification page: who signed and when, without the content.
  const visitor = await holderPage
    .context()
    .browser()
    ?.newContext({ baseURL: server.url, locale: 'fr-FR', serviceWorkers: 'block' })
  if (!visitor) throw new Error('no browser')
  const anonymous = await visitor.newPage()
  await anonymous.goto(`/verify-contract/${sha256}`)
  await expect(anonymous.getByText('Ce PDF a été signé sur Relève')).toBeVisible()
  await expect(anonymous.getByText(/Claire Martin, titulaire, a signé le/)).toBeVisible()
  await expect(anonymous.getByText(/Léa Petit, remplaçant·e, a signé le/)).toBeVisible()
  await expect(anonymous.getByText('Rétrocession', { exact: false })).toHaveCount(0)
  await anonymous.goto(`/verify-contract/${'0'.repeat(64)}`)
  await expect(anonymous.getByText('Aucun contrat signé ne correspond')).toBeVisible()
  await visitor.close()
  expect(pageErrors).toEqual([])
})
