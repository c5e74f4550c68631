import { type APIRequestContext, type BrowserContext, devices, expect, type Page, request, test } from '@playwright/test'
import { deviceCopy, waitForServiceWorkerControl } from './support/device-copy.ts'
import { xsrfHeader } from './support/market-session.ts'
import { MARKET_ACCOUNTS, MARKET_PASSWORD } from './support/seed-replacements.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// A nurse on the road: the app is closed and opened again (Android kills an installed PWA in the
// background) any number of times without network. She stays signed in with her data, what she
// did offline waits in the queue through every start, and leaves exactly once with the network
// (docs/offline.md).
let server: SeededServer
let holderApi: APIRequestContext

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ actionTimeout: 15_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_OFFLINE_RESTART_PORT ?? 3573),
    name: 'offline-restart',
    seed: 'tests/e2e/support/seed-subscribed-holder.ts',
    env: { MAP_STYLE_URL: 'off' },
  })
  holderApi = await signedInRequest(MARKET_ACCOUNTS.holder.email)
})

test.afterAll(async () => {
  await holderApi?.dispose()
  await server?.stop()
})

async function signedInRequest(email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: server.url })
  await api.get('/sanctum/csrf-cookie')
  const login = await api.post('/api/login', { data: { email, password: MARKET_PASSWORD }, headers: await xsrfHeader(api) })
  expect(login.status()).toBe(200)
  return api
}

/** An offer of the holder's in Saint-Malo, a few weeks ahead. */
async function publishOffer(daysAhead: number): Promise<number> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const response = await holderApi.post('/api/replacements', {
    data: {
      commune_insee: MARKET_ACCOUNTS.holder.commune.insee,
      start_date: day(daysAhead),
      end_date: day(daysAhead + 3),
      shifts: ['matin'],
      care_types: ['pansements'],
      retrocession_percent: 85,
      publish: true,
    },
    headers: await xsrfHeader(holderApi),
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { replacement: { id: number } }).replacement.id
}

/** The nurse signs in on her phone, online: her dashboard, under the service worker's control. */
async function signInOnPhone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel(/^Adresse e-mail/).fill(MARKET_ACCOUNTS.nurse.email)
  await page.locator('input[name="password"]').fill(MARKET_PASSWORD)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await waitForServiceWorkerControl(page)
  return page
}

/** Closes every page of the app and opens it again at `path`: a cold start, as after Android killed it. */
async function coldStart(context: BrowserContext, path: string): Promise<Page> {
  for (const open of context.pages()) await open.close()
  const page = await context.newPage()
  await page.goto(path)
  return page
}

async function applyOffline(page: Page, offerId: number) {
  await page.goto(`/dashboard/replacements/detail/${offerId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Remplacement à Saint-Malo' })).toBeVisible()
  await page.getByRole('button', { name: 'Postuler' }).click()
  const dialog = page.getByRole('dialog', { name: 'Postuler à ce remplacement' })
  await dialog.getByRole('textbox', { name: 'Votre message au titulaire' }).fill('Disponible, je connais le secteur.')
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await expect(page.getByText('Candidature en attente de réseau')).toBeVisible()
}

test('three cold starts without network keep the nurse signed in and her queued application, sent once with the network', async ({
  browser,
}) => {
  const first = await publishOffer(30)
  const second = await publishOffer(60)
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    locale: 'fr-FR',
    serviceWorkers: 'allow',
  })
  const sent: string[] = []
  context.on('request', (sentRequest) => {
    if (sentRequest.method() === 'POST' && /\/api\/replacements\/\d+\/applications$/.test(sentRequest.url()))
      sent.push(sentRequest.url())
  })
  try {
    // Online once: she signs in and reads both offers, which the device keeps.
    let page = await signInOnPhone(context)
    for (const offerId of [first, second]) {
      await page.goto(`/dashboard/replacements/detail/${offerId}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Remplacement à Saint-Malo' })).toBeVisible()
      // The device writes its copy at most once a second (or when the app is hidden).
      await expect
        .poll(async () => (await deviceCopy(page)).queries)
        .toContain(JSON.stringify(['replacements', 'detail', offerId]))
    }

    await context.setOffline(true)
    // First offline start: her dashboard, and she applies to the first offer.
    page = await coldStart(context, '/dashboard')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('Hors connexion')).toBeVisible()
    await applyOffline(page, first)
    await expect.poll(async () => (await deviceCopy(page)).queued.length).toBe(1)

    // Second and third offline starts: still signed in, the application still waiting.
    for (let start = 2; start <= 3; start += 1) {
      page = await coldStart(context, '/dashboard')
      await expect(page).toHaveURL(/\/dashboard$/)
      await page.goto(`/dashboard/replacements/detail/${first}`)
      await expect(page.getByText('Candidature en attente de réseau')).toBeVisible()
      await expect.poll(async () => (await deviceCopy(page)).queued.length).toBe(1)
    }
    expect(sent).toEqual([])

    // Back online, a fourth start: the application leaves once, and she is still signed in.
    await context.setOffline(false)
    page = await coldStart(context, `/dashboard/replacements/detail/${first}`)
    await expect(page.getByText('Ma candidature : En attente')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('Candidature en attente de réseau')).toHaveCount(0)
    await page.goto(`/dashboard/replacements/detail/${second}`)
    await expect(page.getByRole('button', { name: 'Postuler' })).toBeVisible()
    expect(sent).toHaveLength(1)
    const received = await holderApi.get(`/api/replacements/${first}/applications`)
    expect(((await received.json()) as { count: number }).count).toBe(1)
  } finally {
    await context.close()
  }
})

/**
 * Notes, from before any script of the page runs, when the last screen's picture and the app's own
 * frame (the live section navigation, with no picture left) first enter the DOM, and what the
 * picture held.
 */
function watchFirstScreen() {
  const marks = { pictureAt: null as number | null, pictureTitle: null as string | null, liveAt: null as number | null }
  ;(window as unknown as { __firstScreen: typeof marks }).__firstScreen = marks
  new MutationObserver(() => {
    const picture = document.getElementById('last-screen')
    if (picture && marks.pictureAt === null) {
      marks.pictureAt = performance.now()
      marks.pictureTitle = picture.querySelector('h1')?.textContent ?? null
    }
    if (!picture && marks.liveAt === null && document.querySelector('#root nav[aria-label="Sections du tableau de bord"]'))
      marks.liveAt = performance.now()
  }).observe(document, { childList: true, subtree: true })
}

test('a cold start paints the screen she left at once, inert, until the app draws it live; logout leaves no picture', async ({
  browser,
}) => {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    locale: 'fr-FR',
    serviceWorkers: 'allow',
  })
  try {
    let page = await signInOnPhone(context)
    const greeting = page.getByRole('heading', { level: 1, name: /^Bonjour/ })
    await expect(greeting).toBeVisible()
    const title = (await greeting.textContent()) ?? ''
    // The screen is kept as she leaves it (once the app is idle, it watches for that).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
        return page.evaluate(() => localStorage.getItem('releve.last-screens') ?? '')
      })
      .toContain('"path":"/dashboard"')

    await context.setOffline(true)
    for (const open of context.pages()) await open.close()
    page = await context.newPage()
    await page.addInitScript(watchFirstScreen)
    await page.goto('/dashboard')
    const live = page.getByRole('navigation', { name: 'Sections du tableau de bord' }).first()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.locator('#last-screen')).toHaveCount(0)
    const marks = await page.evaluate(
      () => (window as unknown as { __firstScreen: { pictureAt: number; pictureTitle: string; liveAt: number } }).__firstScreen,
    )
    expect(marks.pictureTitle).toBe(title)
    expect(marks.pictureAt).toBeLessThan(marks.liveAt)
    // Live: her tabs work.
    await live.getByRole('link', { name: /^(Trouver|Remplacements)$/ }).click()
    await expect(page).toHaveURL(/\/dashboard\/replacements$/)

    // Signed out, the device keeps no picture of her screens.
    await context.setOffline(false)
    await page.goto('/dashboard')
    await page.getByRole('button', { name: /Mon compte/ }).click()
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click()
    await expect(page).toHaveURL('/')
    expect(await page.evaluate(() => localStorage.getItem('releve.last-screens'))).toBeNull()
  } finally {
    await context.close()
  }
})
