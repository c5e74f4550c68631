import { expect, type Page, test } from '@playwright/test'

async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
}

test.describe('offline after one visit', () => {
  test('the public pages open without network', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    await context.setOffline(true)
    for (const [path, heading] of [
      ['/', /remplacements/i],
      ['/about', /./],
      ['/legal-notice', /Mentions légales/],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading)
    }
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  })

  test('an app page never prerendered still opens from the cached shell and runs its guards', async ({ page, context }) => {
    await page.goto('/about')
    await waitForServiceWorkerControl(page)
    await context.setOffline(true)
    await page.goto('/dashboard')
    // No network, so no current user: the auth guard sends the visitor to log in, client-side.
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard')
  })
})
