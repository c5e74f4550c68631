import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { axe } from './support/axe.ts'
import { root } from './support/builds.ts'
import { opened } from './support/journey.ts'
import { xsrfHeader } from './support/market-session.ts'
import { MARKET_ACCOUNTS, MARKET_PASSWORD } from './support/seed-replacements.ts'
import { TITULAIRE_PRICE_ID } from './support/seed-subscriptions.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// The subscriptions' journey on a server of its own, paid by card through the Stripe stand-in run
// as a process (docs/architecture.md#stripe): Claire Martin, practice holder, has one offer
// published; the free tier refuses her a second one. She goes from /pricing to Stripe Checkout
// (the stand-in's page), pays, comes back to her subscription active (the webhooks did it), and
// the second offer is published.
const appPort = Number(process.env.E2E_SUBSCRIPTIONS_PORT ?? 3635)
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 12635)
const webhookSecret = 'whsec_e2esubscriptions'

let server: SeededServer
let stripe: ChildProcess | undefined
let holder: { context: BrowserContext; page: Page } | undefined
const pageErrors: string[] = []

test.describe.configure({ mode: 'serial', timeout: 90_000 })
test.use({ actionTimeout: 15_000 })

/** The stand-in, as its header says to run it; resolved once it listens. */
function startStripeStandIn(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      'tests/support/stripe-stand-in.ts',
      '--port',
      String(stripePort),
      '--app',
      `http://localhost:${appPort}`,
      '--webhook-secret',
      webhookSecret,
      '--price',
      `${TITULAIRE_PRICE_ID}:4900:year`,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the Stripe stand-in did not start')), 30_000)
    child.once('exit', (code) => reject(new Error(`the Stripe stand-in exited (${code})`)))
    if (!child.stdout) return reject(new Error('no output from the Stripe stand-in'))
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('Stripe stand-in on')) return
      clearTimeout(timer)
      resolve(child)
    })
  })
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  stripe = await startStripeStandIn()
  server = await startSeededServer({
    port: appPort,
    name: 'subscriptions',
    seed: 'tests/e2e/support/seed-subscriptions.ts',
    env: {
      MAP_STYLE_URL: 'off',
      STRIPE_SECRET_KEY: 'sk_test_e2esubscriptions',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
    },
  })
})

test.afterAll(async () => {
  await holder?.context.close()
  await server?.stop()
  if (stripe && stripe.exitCode === null) {
    const exited = new Promise((resolve) => stripe?.once('exit', resolve))
    stripe.kill('SIGTERM')
    await exited
  }
})

/** A Paris day some days from now (YYYY-MM-DD). */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + days * 86_400_000))
}

/** Publishes an offer (or saves it as a draft) through the API, as the offer form does. */
async function publishOffer(context: BrowserContext, page: Page, fromDay: number, publish = true) {
  return page.request.post('/api/replacements', {
    data: {
      commune_insee: MARKET_ACCOUNTS.holder.commune.insee,
      start_date: dayFromNow(fromDay),
      end_date: dayFromNow(fromDay + 6),
      shifts: ['matin'],
      care_types: ['pansements'],
      retrocession_percent: 85,
      publish,
    },
    headers: { ...(await xsrfHeader(context)), 'Idempotency-Key': crypto.randomUUID() },
  })
}

test('a guest reads /pricing as served, plans from the database in its HTML, and its buttons lead to sign up', async ({
  browser,
}) => {
  // Without JavaScript: the plans side by side with what each unlocks, their prices, the VAT
  // mention and the questions are in the HTML the server wrote (docs/decisions/010).
  const withoutScripts = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', javaScriptEnabled: false })
  const html = await withoutScripts.newPage()
  await html.goto('/pricing')
  const served = html.locator('article[data-plan="titulaire"]')
  await expect(served.getByRole('heading', { name: 'Titulaire' })).toBeVisible()
  await expect(served.getByText('49,00 €')).toBeVisible()
  await expect(served.getByText('Diffuser une offre urgente aux infirmiers disponibles autour de vous')).toBeVisible()
  await expect(html.locator('article[data-plan="remplacant"]').getByText('25,00 €')).toBeVisible()
  await expect(html.getByText(/^Prix (nets, sans TVA|toutes taxes comprises)/)).toBeVisible()
  await expect(html.getByRole('heading', { name: 'Questions fréquentes' })).toBeVisible()
  await withoutScripts.close()

  // With JavaScript: the same page, hydrated without an error, and its buttons work. (The service
  // worker's part is offline.spec.ts's: here its precaching would only slow the app's start.)
  const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', serviceWorkers: 'block' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/pricing')
  const card = page.locator('article[data-plan="titulaire"]')
  await expect(card.getByText('49,00 €')).toBeVisible()
  expect(await axe(page)).toEqual([])
  // The language button starts the app, which hydrates the page, then draws the plans in English.
  // (The app's code and the English catalogue load first: slow on a busy machine.)
  await page.getByRole('button', { name: /^EN/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 20_000 })
  await expect(card.getByRole('link', { name: 'Create my account' })).toBeVisible()
  await page.getByRole('button', { name: /^FR/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await card.getByRole('link', { name: 'Créer mon compte' }).click()
  await expect(page).toHaveURL(/\/register$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(errors).toEqual([])
  await context.close()
})

test('without a subscription, the holder publishes one offer; a second one is refused for the plan', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', serviceWorkers: 'block' })
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  holder = { context, page }
  await page.request.get('/sanctum/csrf-cookie')
  const login = await page.request.post('/api/login', {
    data: { email: MARKET_ACCOUNTS.holder.email, password: MARKET_PASSWORD },
    headers: { ...(await xsrfHeader(context)) },
  })
  expect(login.status()).toBe(200)
  expect((await publishOffer(context, page, 30)).status()).toBe(201)
  const refused = await publishOffer(context, page, 60)
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ code: 'subscription.required', plan: { slug: 'titulaire' } })
})

test('publishing a draft from « Mes offres » is refused the same way: the upsell leads to /pricing', async () => {
  const { context, page } = opened(holder)
  expect((await publishOffer(context, page, 90, false)).status()).toBe(201)
  await page.goto('/dashboard/replacements/me')
  await page.getByRole('tab', { name: /^Brouillons/ }).click()
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Réservé aux abonnés' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'S’abonner à Titulaire' })).toHaveAttribute(
    'href',
    '/dashboard/subscriptions/create?plan=titulaire',
  )
  await dialog.getByRole('link', { name: 'Voir les tarifs' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(dialog).toBeHidden()
})

test('from /pricing to Stripe Checkout and back: the subscription is active', async () => {
  const { page } = opened(holder)
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifs' })).toBeVisible()
  const card = page.locator('article[data-plan="titulaire"]')
  await expect(card.getByText('Publier plusieurs offres de remplacement en même temps')).toBeVisible()
  expect(await axe(page)).toEqual([])
  await card.getByRole('link', { name: 'Choisir Titulaire' }).click()
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/create\?plan=titulaire$/)
  await page.locator('article[data-plan="titulaire"]').getByRole('button', { name: 'S’abonner à Titulaire' }).click()
  // The stand-in's Checkout page: paying sends the signed webhooks, then comes back.
  await page.waitForURL(new RegExp(`^http://127\\.0\\.0\\.1:${stripePort}/checkout/`))
  await page.getByRole('button', { name: 'Payer' }).click()
  await page.waitForURL(/\/dashboard\/subscriptions\?checkout=success$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Mon abonnement' })).toBeVisible()
  await expect(page.getByTestId('subscription-status')).toHaveText(/^(Actif|Essai)$/)
  await expect(page.getByText('Paiement confirmé : votre abonnement est actif.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Gérer ma carte' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Télécharger la facture/ })).toBeVisible()
  expect(await axe(page)).toEqual([])
})

test('subscribed, the holder publishes the second offer the free tier refused', async () => {
  const { context, page } = opened(holder)
  expect((await publishOffer(context, page, 60)).status()).toBe(201)
  // On a phone (no side nav), the account menu leads back to the subscription.
  await page.goto('/dashboard')
  await page.getByRole('button', { name: /^Mon compte/ }).click()
  await page.getByRole('menuitem', { name: 'Abonnement' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mon abonnement' })).toBeVisible()
  expect(pageErrors).toEqual([])
})
