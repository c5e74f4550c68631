import { expect, type Page, test } from '@playwright/test'
import { startServerOnCopy } from './support/builds.ts'

let server: Awaited<ReturnType<typeof startServerOnCopy>>

// One server for the file (it starts a fresh database); each test starts from the current build.
test.beforeAll(async () => {
  test.setTimeout(150_000)
  server = await startServerOnCopy(3556)
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

// Open bug (issue 2 note): on a client-side navigation the app does post SKIP_WAITING to the
// waiting worker, yet Chromium often leaves it 'installed' (the same message from the toast's
// button activates it). A reload after 3 s now releases it in most runs, not all (1 in 3 still
// failed here). The decision rule is covered by update-controller.test.ts.
test.fixme('a new version left waiting is applied at the next navigation', async ({ page }) => {
  const before = await controlledScriptAndUpdate(page)
  await expect(page.getByRole('button', { name: 'Mettre à jour' })).toBeVisible({ timeout: 60_000 })
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('script[type="module"][src]').first()).not.toHaveAttribute('src', before ?? '', { timeout: 60_000 })
})
