import { expect, type Page, test } from '@playwright/test'
import { waitForServiceWorkerControl } from './support/device-copy.ts'

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

  test('/pricing comes from the network with the plans on sale, and offline from the build', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    // Through the service worker: the server's page, the plans written in (docs/decisions/010).
    await page.goto('/pricing')
    await expect(page.locator('article[data-plan="titulaire"]')).toBeVisible()
    await context.setOffline(true)
    await page.goto('/pricing')
    await expect(page.getByRole('heading', { level: 1, name: 'Tarifs' })).toBeVisible()
    await expect(page.getByText(/^Les abonnements et leurs prix n’ont pas pu être chargés\./)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Questions fréquentes' })).toBeVisible()
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

// The home page is prerendered HTML; app paths get the app shell, online (server) and offline
// (the service worker's navigation fallback). Before, both answered with the home page, which
// showed for a moment before the app replaced it.
test.describe('app paths never show the home page', () => {
  const homeHeading = 'Les remplacements infirmiers, près de chez vous.'

  async function watchForHomeHeading(page: Page) {
    await page.addInitScript((text) => {
      const seen = () => [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.includes(text))
      new MutationObserver(() => {
        if (seen()) sessionStorage.setItem('e2e.home-seen', '1')
      }).observe(document, { childList: true, subtree: true, characterData: true })
    }, homeHeading)
    return () => page.evaluate(() => sessionStorage.getItem('e2e.home-seen') === '1')
  }

  test('online: the server answers the app shell', async ({ page }) => {
    const homeSeen = await watchForHomeHeading(page)
    const response = await page.goto('/login')
    expect(await response?.text()).not.toContain(homeHeading)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await homeSeen()).toBe(false)
  })

  test('before its scripts have run, an app path shows the app’s mark, not a blank page', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    // An app path with no prerendered page (/login and /register have one now).
    await page.goto('/dashboard')
    await expect(page.locator('#root [aria-busy="true"] svg')).toBeVisible()
  })

  test('offline: the service worker answers the app shell', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    const homeSeen = await watchForHomeHeading(page)
    await context.setOffline(true)
    const response = await page.goto('/register')
    expect(await response?.text()).not.toContain(homeHeading)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await homeSeen()).toBe(false)
  })
})
