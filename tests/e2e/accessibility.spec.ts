import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const publicPages = ['/', '/about', '/terms', '/legal-notice', '/privacy-security', '/legal-chart', '/contact']

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`public pages in ${colorScheme} mode`, () => {
    test.use({ colorScheme })
    for (const path of publicPages) {
      test(`axe finds no violation on ${path}`, async ({ page }) => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  })
}

test('the 404 page has no accessibility violation', async ({ page }) => {
  await page.goto('/nulle-part')
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(violations.map((v) => v.id)).toEqual([])
})

test('public pages read without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' })
  const page = await context.newPage()
  for (const path of publicPages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
  }
  await context.close()
})
