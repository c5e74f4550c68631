import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { totp } from './support/accounts-server.ts'
import { axe } from './support/axe.ts'
import { xsrfHeader } from './support/market-session.ts'
import { ADMIN } from './support/seed-admin-users.ts'
import { MARKET_ACCOUNTS, MARKET_PASSWORD } from './support/seed-replacements.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// The subscriptions' back office on a server of its own (port 3621), without Stripe: the admin
// creates a plan, which /pricing offers; Claire Martin, holder, takes it out and is asked for a
// bank transfer; the admin finds her pending subscription in the list, marks the transfer
// received, and Claire's subscription is active.
let server: SeededServer

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_ADMIN_SUBSCRIPTIONS_PORT ?? 3621),
    name: 'admin-subscriptions',
    seed: 'tests/e2e/support/seed-admin-subscriptions.ts',
    env: { MAP_STYLE_URL: 'off' },
  })
})

test.afterAll(async () => {
  await server?.stop()
})

test.use({ actionTimeout: 15_000 })

/**
 * Signs in through the API (the login form's own journey is the accounts' specs'): the password,
 * then for the admin the second factor an authenticator app would give.
 */
async function signIn(context: BrowserContext, email: string, password: string, totpSecret?: string): Promise<Page> {
  const page = await context.newPage()
  await page.request.get('/sanctum/csrf-cookie')
  const login = await page.request.post('/api/login', {
    data: { email, password },
    headers: await xsrfHeader(context),
  })
  expect(login.status()).toBe(200)
  if (totpSecret) {
    const { hash } = (await login.json()) as { hash: string }
    const verified = await page.request.post('/api/verify-2fa', {
      data: { hash, code: totp(totpSecret) },
      headers: await xsrfHeader(context),
    })
    expect(verified.status()).toBe(200)
  }
  return page
}

test('an admin creates a plan, a member asks to pay it by transfer, the admin marks it received: the subscription is active', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const pageErrors: string[] = []
  const adminContext = await browser.newContext({
    baseURL: server.url,
    locale: 'fr-FR',
    viewport: { width: 1366, height: 900 },
  })
  const page = await signIn(adminContext, ADMIN.email, ADMIN.password, ADMIN.totpSecret)
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto('/dashboard')

  await test.step('the plans editor: a new plan with its price in euros and two entitlements', async () => {
    await page.getByRole('link', { name: 'Formules', exact: true }).first().click()
    await expect(page).toHaveURL(`${server.url}/dashboard/admin/plans`)
    await expect(page.getByRole('heading', { level: 1, name: 'Formules d’abonnement' })).toBeVisible()
    await expect(page.getByRole('cell', { name: /^Titulaire/ })).toBeVisible()
    await page.getByRole('button', { name: 'Nouvelle formule' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nouvelle formule' })
    await dialog.getByRole('textbox', { name: /^Nom/ }).fill('Cabinet groupé')
    await expect(dialog.getByRole('textbox', { name: /^Identifiant/ })).toHaveValue('cabinet-groupe')
    await dialog.getByRole('textbox', { name: /^Prix TTC/ }).fill('39,90')
    await dialog.getByText(/^Publier plusieurs offres/).click()
    await dialog.getByText(/^Diffuser une offre urgente/).click()
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('Pour les cabinets de plusieurs titulaires.')
    expect(await axe(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Créer la formule' }).click()
    await expect(page.getByText('Succès', { exact: true })).toBeVisible()
    await expect(dialog).toBeHidden()
    const row = page.getByRole('row', { name: /Cabinet groupé/ })
    await expect(row).toContainText('39,90')
    await expect(row).toContainText('par an')
    await expect(row).toContainText('Active')
  })

  await test.step('/pricing offers it', async () => {
    const visitor = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', serviceWorkers: 'block' })
    const pricing = await visitor.newPage()
    await pricing.goto('/pricing')
    const card = pricing.locator('article[data-plan="cabinet-groupe"]')
    await expect(card.getByText('Cabinet groupé')).toBeVisible()
    await expect(card.getByText('Diffuser une offre urgente aux infirmiers disponibles autour de vous')).toBeVisible()
    await visitor.close()
  })

  const context = await browser.newContext({ baseURL: server.url, locale: 'fr-FR', serviceWorkers: 'block' })
  const holder = await signIn(context, MARKET_ACCOUNTS.holder.email, MARKET_PASSWORD)

  await test.step('the member takes it out and is asked for a transfer', async () => {
    await holder.goto('/dashboard/subscriptions/create?plan=cabinet-groupe')
    await holder
      .locator('article[data-plan="cabinet-groupe"]')
      .getByRole('button', { name: 'S’abonner à Cabinet groupé' })
      .click()
    await expect(holder.getByText(/RLV-[A-Z0-9]{4}-[A-Z0-9]{4}/).first()).toBeVisible()
  })

  await test.step('the admin finds it among the pending subscriptions', async () => {
    await page.getByRole('link', { name: 'Abonnements (admin)' }).first().click()
    await expect(page).toHaveURL(`${server.url}/dashboard/admin/subscriptions`)
    await page.getByRole('combobox', { name: 'Statut' }).selectOption('pending')
    await page.getByRole('button', { name: 'Filtrer' }).click()
    await expect(page).toHaveURL(`${server.url}/dashboard/admin/subscriptions?status=pending`)
    await expect(page.getByText('1 abonnement(s)')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Exporter (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/subscriptions/export.csv?status=pending',
    )
    const row = page.getByRole('row', { name: new RegExp(MARKET_ACCOUNTS.holder.email) })
    await expect(row).toContainText('En attente de paiement')
    await expect(row).toContainText('Cabinet groupé')
    expect(await axe(page)).toEqual([])
    await row.getByRole('link', { name: /^Abonnement n° \d+$/ }).click()
  })

  await test.step('the admin marks the transfer received, after a confirmation', async () => {
    await expect(page.getByRole('heading', { level: 1, name: /^Abonnement n° \d+ — Claire Martin/ })).toBeVisible()
    await page.getByRole('button', { name: 'Marquer un paiement reçu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Marquer un paiement reçu' })
    await expect(dialog.getByRole('textbox', { name: /^Montant reçu/ })).toHaveValue('39,90')
    await dialog.getByRole('textbox', { name: /^Référence du virement/ }).fill('VIR-E2E-0001')
    await dialog.getByRole('button', { name: 'Continuer' }).click()
    await expect(dialog.getByText(/La période de l’abonnement commence ou est prolongée/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Confirmer le paiement' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(/Le paiement est enregistré et la facture n° \d{4}-\d{6} est émise\./).first()).toBeVisible()
    await expect(page.getByTestId('admin-subscription-status')).toHaveText('Actif')
    await expect(page.getByRole('link', { name: /^Facture n° \d{4}-\d{6}$/ })).toBeVisible()
    expect(await axe(page)).toEqual([])
  })

  await test.step('the member’s subscription is active', async () => {
    await holder.goto('/dashboard/subscriptions')
    await expect(holder.getByRole('heading', { level: 1, name: 'Mon abonnement' })).toBeVisible()
    await expect(holder.getByTestId('subscription-status')).toHaveText('Actif')
  })

  await context.close()
  await adminContext.close()
  expect(pageErrors).toEqual([])
})
