import { expect, type Page, test } from '@playwright/test'
import { startServerOnCopy } from './support/builds.ts'

let server: Awaited<ReturnType<typeof startServerOnCopy>>

test.beforeEach(async () => {
  server = await startServerOnCopy(3556)
})
test.afterEach(async () => {
  await server.stop()
})

async function controlledScriptAndUpdate(page: Page) {
  await page.goto(`${server.url}/about`)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
  const before = await page.locator('script[type="module"][src]').first().getAttribute('src')
  server.deployNextBuild()
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
  return before
}

test('a new version is offered, and applied when the user accepts', async ({ page }) => {
  const before = await controlledScriptAndUpdate(page)
  const update = page.getByRole('button', { name: 'Mettre à jour' })
  await expect(update).toBeVisible({ timeout: 20_000 })
  await update.click()
  await expect(page.locator('script[type="module"][src]').first()).not.toHaveAttribute('src', before ?? '', { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
})

test('a new version left waiting is applied at the next navigation', async ({ page }) => {
  const before = await controlledScriptAndUpdate(page)
  await expect(page.getByRole('button', { name: 'Mettre à jour' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click()
  await expect(page).toHaveURL(/\/legal-notice$/)
  await expect(page.locator('script[type="module"][src]').first()).not.toHaveAttribute('src', before ?? '', { timeout: 20_000 })
})
