import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { axe } from './support/axe.ts'
import { deviceCopy, waitForServiceWorkerControl } from './support/device-copy.ts'
import { opened } from './support/journey.ts'
import { signedInContext } from './support/market-session.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// The partner listings on a server of their own (port 3631), with the marketplace's seed and the
// holder's subscription (a cession needs it): Claire Martin, practice holder in Saint-Malo,
// retires and posts the transfer of her patient base; Léa Petit, nurse in Dinard, finds it
// nearest first, responds, and they talk in the messaging; Claire marks it filled. The list and
// the listing Léa saw stay readable without network.
let server: SeededServer
let holder: { context: BrowserContext; page: Page } | undefined
let nurse: { context: BrowserContext; page: Page } | undefined
let listingUrl = ''
const pageErrors: string[] = []

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ actionTimeout: 20_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_PARTNERS_PORT ?? 3631),
    name: 'partner-listings',
    seed: 'tests/e2e/support/seed-subscribed-holder.ts',
    env: { MAP_STYLE_URL: 'off' },
  })
})

test.afterAll(async () => {
  await holder?.context.close()
  await nurse?.context.close()
  await server?.stop()
  expect(pageErrors).toEqual([])
})

/** A Paris day some days from now (YYYY-MM-DD). */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + days * 86_400_000))
}

/** A conversation's thread (the list of conversations beside it on a desktop repeats the last message). */
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' })

const response = 'Bonjour Claire, je cherche à reprendre une patientèle sur la côte. Pouvons-nous en parler ?'
const reply = 'Bonjour Léa, avec plaisir : passez au cabinet jeudi matin.'

test('a retiring holder posts the transfer of her patient base', async ({ browser }) => {
  holder = await signedInContext(browser, server.url, 'holder')
  const { page } = holder
  page.on('pageerror', (error) => pageErrors.push(`holder: ${error.message}`))
  await page.goto('/dashboard')
  await page
    .getByRole('link', { name: /Partenariats/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Partenariats' })).toBeVisible()
  await page.getByRole('tab', { name: 'Mes annonces' }).click()
  await page.getByRole('link', { name: 'Publier une annonce' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle annonce de partenariat' })).toBeVisible()

  await page.getByText(/^Cession de patientèle —/).click()
  // The kind's own fields, and none of another kind.
  await expect(page.getByLabel(/Honoraires annuels/)).toBeVisible()
  await expect(page.getByLabel(/Part de la société proposée/)).toHaveCount(0)
  // Publishing asks for what is missing, under each field.
  await page.getByRole('button', { name: 'Publier' }).click()
  await expect(page.getByText('Indiquez la commune.')).toBeVisible()

  await page.getByLabel(/Prix indicatif/).fill('95000')
  await page.getByLabel(/Honoraires annuels/).selectOption({ label: 'De 100 000 à 150 000 €' })
  await page.getByLabel(/Patients par jour/).fill('30')
  await page.getByLabel(/Local repris/).selectOption({ label: 'Oui' })
  await page.getByLabel(/Motif et calendrier/).fill('Départ à la retraite au printemps.')
  await page.getByRole('combobox', { name: /^Commune/ }).fill('Saint-Malo')
  await page.getByRole('option', { name: 'Saint-Malo (35400)' }).click()
  await page.getByLabel(/Date de début/).fill(dayFromNow(120))
  await page.getByRole('combobox', { name: /^Local\s*\*?$/ }).selectOption({ label: 'Cabinet' })
  await page.getByLabel(/^Description/).fill('Cabinet de deux infirmières en centre-ville, tournées à pied et en voiture.')
  await expect(page.getByText(/N’écrivez ici aucune donnée de santé/)).toBeVisible()
  expect(await axe(page)).toEqual([])
  await page.getByRole('button', { name: 'Publier' }).click()

  await expect(page).toHaveURL(/\/dashboard\/partners\/\d+$/)
  listingUrl = new URL(page.url()).pathname
  await expect(page.getByRole('heading', { level: 1, name: 'Cession de patientèle à Saint-Malo (35400)' })).toBeVisible()
  await expect(page.getByText('Publiée', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Marquer comme pourvue' })).toBeVisible()
})

test('a nurse finds it nearest first from her phone, and responds once', async ({ browser }) => {
  nurse = await signedInContext(browser, server.url, 'nurse', { serviceWorkers: 'allow' })
  const { page } = nurse
  page.on('pageerror', (error) => pageErrors.push(`nurse: ${error.message}`))
  await page.goto('/dashboard/partners')
  await waitForServiceWorkerControl(page)
  // Around her zone, nearest first.
  await expect(page.getByText('Autour de Dinard (35800), 30 km')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('distance')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Saint-Malo (35)' }) })
  await expect(card.getByText('Cession de patientèle')).toBeVisible()
  await expect(card.getByText(/^à \d+(,\d)? km$/)).toBeVisible()
  await expect(card.getByText('Prix indicatif 95 000 €')).toBeVisible()
  expect(await axe(page)).toEqual([])
  // The same results on a map: a marker per commune, its popup leading to the listing.
  await page.getByRole('button', { name: 'Carte' }).click()
  await expect(page.getByRole('region', { name: 'Carte des annonces' })).toBeVisible()
  await page.getByRole('button', { name: '1 annonce à Saint-Malo' }).click()
  await expect(page.getByRole('link', { name: /^Cession de patientèle · Prix indicatif 95 000 €/ })).toBeVisible()
  await page.getByRole('button', { name: 'Liste' }).click()
  await expect(page.getByRole('region', { name: 'Carte des annonces' })).toHaveCount(0)

  await card.getByRole('link', { name: 'Saint-Malo (35)' }).click()
  await expect(page).toHaveURL(listingUrl)
  await expect(page.getByText('Annonce de Claire M.', { exact: false })).toBeVisible()
  await expect(page.getByText(/24 mois, ou 3 200 heures/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Conventionnement et zonage sur le site de l’Assurance Maladie' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.ameli\.fr\//,
  )
  // Never her last name.
  await expect(page.getByText('Martin')).toHaveCount(0)
  await page.getByRole('textbox', { name: /Votre message/ }).fill(response)
  expect(await axe(page)).toEqual([])
  await page.getByRole('button', { name: 'Envoyer ma réponse' }).click()
  await expect(page.getByText('Vous avez répondu')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Envoyer ma réponse' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Voir la conversation' })).toBeVisible()
})

test('the list and the listing she saw stay readable offline', async () => {
  const { page, context } = opened(nurse)
  await page.goto('/dashboard/partners')
  await expect(page.getByRole('heading', { name: 'Saint-Malo (35)' })).toBeVisible()
  await page.goto(listingUrl)
  await expect(page.getByText('Vous avez répondu')).toBeVisible()
  await expect
    .poll(async () => (await deviceCopy(page)).queries.filter((key) => key.startsWith('["partner-listings"')).length)
    .toBeGreaterThanOrEqual(2)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cession de patientèle à Saint-Malo (35400)' })).toBeVisible()
  await expect(page.getByText(/^Hors ligne — données du/)).toBeVisible()
  await page.goto('/dashboard/partners')
  await expect(page.getByRole('heading', { name: 'Saint-Malo (35)' })).toBeVisible()
  await expect(page.getByText(/^Hors ligne — données du/)).toBeVisible()
  await context.setOffline(false)
})

test('they talk in the messaging: her response first, then the holder’s answer', async () => {
  const { page: nursePage } = opened(nurse)
  await nursePage.goto(listingUrl)
  await nursePage.getByRole('link', { name: 'Voir la conversation' }).click()
  await expect(nursePage).toHaveURL(/\/dashboard\/chat\/\d+$/)
  const thread = new URL(nursePage.url()).pathname
  await expect(messages(nursePage).getByText(response, { exact: true })).toBeVisible()

  const { page } = opened(holder)
  await page.goto('/dashboard/partners/responses')
  const received = page.getByRole('region', { name: 'Reçues' })
  const item = received.getByRole('article').filter({ has: page.getByRole('heading', { name: 'De Léa P.' }) })
  await expect(item.getByText('Nouvelle')).toBeVisible()
  await expect(item.getByRole('link', { name: 'Cession de patientèle à Saint-Malo' })).toBeVisible()
  expect(await axe(page)).toEqual([])
  await item.getByRole('link', { name: 'Conversation avec Léa P.' }).click()
  await expect(page).toHaveURL(thread)
  await expect(messages(page).getByText(response, { exact: true })).toBeVisible()
  await page.getByRole('textbox', { name: 'Votre message' }).fill(reply)
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
  await expect(messages(page).getByText(reply, { exact: true })).toBeVisible()

  // Her open thread shows it as it arrives (the realtime stream), without a reload.
  await expect(messages(nursePage).getByText(reply, { exact: true })).toBeVisible({ timeout: 20_000 })
  // The holder wrote in the conversation: the response is in discussion.
  await page.goto('/dashboard/partners/responses')
  await expect(page.getByRole('region', { name: 'Reçues' }).getByText('En discussion')).toBeVisible()
})

test('the holder marks it filled', async () => {
  const { page } = opened(holder)
  await page.goto(listingUrl)
  await page.getByRole('button', { name: 'Marquer comme pourvue' }).click()
  await expect(page.getByText('Pourvue', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Marquer comme pourvue' })).toHaveCount(0)
  await page.goto('/dashboard/partners?tab=mine')
  const mine = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Saint-Malo (35)' }) })
  await expect(mine.getByText('Pourvue', { exact: true })).toBeVisible()
})
