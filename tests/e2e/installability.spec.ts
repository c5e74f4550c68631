import { expect, test } from '@playwright/test'

test('Chromium finds nothing that prevents installing the app', async ({ page, context }) => {
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  expect(installabilityErrors).toEqual([])
})

test('the manifest is French, standalone, with regular and maskable icons that exist', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const manifest = await (await request.get(href ?? '')).json()
  expect(manifest).toMatchObject({ lang: 'fr', display: 'standalone', short_name: 'Relève' })
  const purposes = manifest.icons.map((icon: { purpose?: string }) => icon.purpose ?? 'any')
  expect(purposes).toContain('maskable')
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  }
})
