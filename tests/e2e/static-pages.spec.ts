import { expect, type Page, test } from '@playwright/test'

// The public pages are prerendered HTML that start the app only when the reader reaches for a
// control (docs/decisions/009). These journeys use a control before the app runs, as a reader on a
// slow phone would, and check that nothing is lost.

/** The requests for the app's code (start-app.tsx's chunk) this page made. */
function watchAppCode(page: Page) {
  const requested: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/start-app-[\w-]+\.js$/.test(request.url())) requested.push(request.url())
  })
  return () => requested.length
}

test('a public page loads no app code while it is read and scrolled', async ({ page }) => {
  const appCode = watchAppCode(page)
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // Once loaded and idle the page registers the service worker: by then it would have started.
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.mouse.wheel(0, 800)
  await page.getByRole('heading', { level: 1 }).first().click()
  expect(appCode()).toBe(0)
})

test('the first tap on the language button, before the app runs, switches the page to English', async ({ page }) => {
  const appCode = watchAppCode(page)
  await page.goto('/about')
  await page.getByRole('button', { name: /^EN/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('button', { name: /^FR/ })).toBeVisible()
  expect(appCode()).toBe(1)
})

test('what is typed into the contact form before the app runs is sent', async ({ page }) => {
  await page.goto('/contact')
  // Filled at once, as fast as a person never types: each field before the app has taken over.
  await page.getByLabel(/^Nom/).fill('Camille Durand')
  await page.getByLabel(/^Adresse e-mail/).fill('camille.durand@example.fr')
  await page.getByLabel(/^Message/).fill('Une question sur les remplacements de cet été, merci.')
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Message envoyé')).toBeVisible()
})
