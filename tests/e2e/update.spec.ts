import { expect, type Page, test } from '@playwright/test'
import { startServerOnCopy } from './support/builds.ts'

let server: Awaited<ReturnType<typeof startServerOnCopy>>

// One server for the file (it starts a fresh database); each test starts from the current build.
test.beforeAll(async () => {
  test.setTimeout(150_000)
  // A port of its own beside the suite's server (E2E_PORT, 3555 by default).
  server = await startServerOnCopy(Number(process.env.E2E_PORT ?? 3555) + 1)
})
test.afterAll(async () => {
  await server?.stop()
})
test.beforeEach(() => {
  // Installing a new worker precaches the whole build: slow on a busy machine.
  test.setTimeout(120_000)
  server.deployCurrentBuild()
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
  await expect(update).toBeVisible({ timeout: 60_000 })
  await update.click()
  await expect(page.locator('script[type="module"][src]').first()).not.toHaveAttribute('src', before ?? '', { timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
})

// The next navigation is held while the new worker takes over, then loaded as a document of the
// new build (docs/decisions/004): a client-side navigation would fetch through the old worker and
// keep Chromium from activating the new one. Playwright's click hovers the link first, which used
// to preload the old build's code mid-update and, once that failed, reload /about instead.
test('a new version left waiting is applied at the next navigation', async ({ page }) => {
  const before = await controlledScriptAndUpdate(page)
  await expect(page.getByRole('button', { name: 'Mettre à jour' })).toBeVisible({ timeout: 60_000 })
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('script[type="module"][src]').first()).not.toHaveAttribute('src', before ?? '', { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible()
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null)).toBeNull()
})
