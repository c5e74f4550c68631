import { type APIRequestContext, type BrowserContext, devices, expect, type Page, request, test } from '@playwright/test'
import { axe } from './support/axe.ts'
import { MARKET_ACCOUNTS, MARKET_PASSWORD } from './support/seed-replacements.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// The practice holder's side of the marketplace on a server of its own (port 3572, the seeded holder in
// Saint-Malo and replacement nurse in Dinard): Claire keeps a draft, completes and publishes it,
// finds it in her offers; an application arrives (sent through the API, as the nurse's app
// would); Claire compares, accepts, and sees the offer filled. Axe on the form, /me and the list.
let server: SeededServer

test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_OFFERS_PORT ?? 3572),
    name: 'replacements',
    seed: 'tests/e2e/support/seed-replacements.ts',
    env: { MAP_STYLE_URL: 'off' },
  })
})

test.afterAll(async () => {
  await holder?.context.close()
  await server?.stop()
})

async function xsrf(cookies: { name: string; value: string }[]): Promise<string> {
  return decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '')
}

/** A session of the seeded holder in a desktop browser (the service worker out of the way). */
async function holderSession(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL: server.url,
    locale: 'fr-FR',
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  await page.request.get('/sanctum/csrf-cookie')
  const login = await page.request.post('/api/login', {
    data: { email: MARKET_ACCOUNTS.holder.email, password: MARKET_PASSWORD },
    headers: { 'X-XSRF-TOKEN': await xsrf(await context.cookies()) },
  })
  expect(login.status()).toBe(200)
  return { context, page }
}

/** The nurse as her phone's app talks to the API: her own cookies, the anti-forgery header. */
async function nurseApi(): Promise<{ api: APIRequestContext; token: () => Promise<string> }> {
  const api = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { Accept: 'application/json' } })
  await api.get('/sanctum/csrf-cookie')
  const token = async () => xsrf((await api.storageState()).cookies)
  const login = await api.post('/api/login', {
    data: { email: MARKET_ACCOUNTS.nurse.email, password: MARKET_PASSWORD },
    headers: { 'X-XSRF-TOKEN': await token() },
  })
  expect(login.status()).toBe(200)
  return { api, token }
}

/** "jj/mm/aaaa" of a day some days from now (offers start in the future). */
function dayFromNow(days: number): { typed: string; iso: string } {
  const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const [year, month, day] = iso.split('-')
  return { typed: `${day}/${month}/${year}`, iso }
}

let holder: { context: BrowserContext; page: Page }
let offerId = 0

test('a holder keeps an incomplete draft, finds it in her offers, completes and publishes it', async ({ browser }) => {
  holder = await holderSession(browser)
  const { page } = holder
  await page.goto('/dashboard/replacements/create')
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle offre de remplacement' })).toBeVisible()
  await page.getByRole('combobox', { name: /Commune du cabinet/ }).fill('Saint-Malo')
  await page.getByRole('option', { name: 'Saint-Malo (35400)' }).click()
  // A percentage out of range is said at once, under the field.
  const percent = page.getByRole('spinbutton', { name: /Pourcentage reversé au remplaçant/ })
  await percent.fill('40')
  await percent.blur()
  await expect(page.getByText('Le pourcentage reversé au remplaçant est compris entre 50 et 100 %.')).toBeVisible()
  await percent.fill('90')
  await expect(page.getByText('Le remplaçant reçoit 90 % des honoraires de ses soins ; vous en gardez 10 %.')).toBeVisible()
  expect(await axe(page)).toEqual([])

  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
  await expect(page).toHaveURL(/\/dashboard\/replacements\/me\?tab=drafts$/)
  const draft = page.getByRole('article').filter({ hasText: 'Saint-Malo' })
  await expect(draft.getByText('Brouillon', { exact: true })).toBeVisible()
  await expect(page.getByRole('tab', { name: /Brouillons \(1\)/ })).toBeVisible()
  expect(await axe(page)).toEqual([])

  await draft.getByRole('link', { name: /Modifier/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le brouillon' })).toBeVisible()
  await expect(percent).toHaveValue('90')
  const first = dayFromNow(30)
  const last = dayFromNow(34)
  await page.getByRole('textbox', { name: 'Premier jour' }).fill(first.typed)
  await page.getByRole('textbox', { name: 'Premier jour' }).press('Enter')
  await page.getByRole('textbox', { name: 'Dernier jour' }).fill(last.typed)
  await page.getByRole('textbox', { name: 'Dernier jour' }).press('Enter')
  // Ark's checkboxes: the label takes the click, the input underneath says the state.
  await page.getByText('Matin', { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: 'Matin' })).toBeChecked()
  await page.getByText('Pansements', { exact: true }).click()
  await page.getByRole('button', { name: 'Publier' }).click()

  await expect(page).toHaveURL(/\/dashboard\/replacements\/me\?tab=published$/)
  const offer = page.getByRole('article').filter({ hasText: 'Saint-Malo' })
  await expect(offer.getByText('Publiée', { exact: true })).toBeVisible()
  await expect(offer.getByText('90 % reversés au remplaçant')).toBeVisible()
  await expect(offer.getByRole('link', { name: 'Aucune candidature' })).toBeVisible()
  const mine = (await (await page.request.get('/api/replacements/me')).json()) as {
    replacements: { id: number; status: string }[]
  }
  expect(mine.replacements).toHaveLength(1)
  expect(mine.replacements[0]).toMatchObject({ status: 'published' })
  offerId = mine.replacements[0]?.id ?? 0
})

test('an application arrives; the holder compares and accepts it, and sees the offer filled', async () => {
  const { api, token } = await nurseApi()
  const applied = await api.post(`/api/replacements/${offerId}/applications`, {
    data: { message: 'Disponible sur toute la période, je connais le secteur.' },
    headers: { 'X-XSRF-TOKEN': await token(), 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(applied.status()).toBe(201)
  await api.dispose()

  const { page } = holder
  await page.goto('/dashboard/replacements/me')
  const offer = page.getByRole('article').filter({ hasText: 'Saint-Malo' })
  await offer.getByRole('link', { name: '1 candidature' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/replacements/detail/${offerId}/list$`))
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Léa Petit' }) })
  await expect(card.getByText('RPPS vérifié')).toBeVisible()
  await expect(card.getByText(/^à \d+(,\d)? km de votre cabinet$/)).toBeVisible()
  await expect(card.getByText('Disponible sur toute la période, je connais le secteur.')).toBeVisible()
  expect(await axe(page)).toEqual([])

  await card.getByRole('button', { name: 'Accepter Léa Petit' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Accepter Léa Petit ?' })
  await dialog.getByRole('button', { name: 'Accepter' }).click()
  await expect(page.getByText('Candidature de Léa Petit acceptée.')).toBeVisible()
  await expect(page.getByText('L’offre est pourvue.', { exact: false })).toBeVisible()
  await expect(card.getByText('Acceptée', { exact: true })).toBeVisible()
  expect(await axe(page)).toEqual([])

  await page.goto('/dashboard/replacements/me?tab=filled')
  await expect(page.getByRole('article').filter({ hasText: 'Saint-Malo' }).getByText('Pourvue', { exact: true })).toBeVisible()
  await page.goto('/dashboard/replacements/responses')
  await expect(page.getByRole('heading', { name: 'Léa Petit' })).toBeVisible()
})
