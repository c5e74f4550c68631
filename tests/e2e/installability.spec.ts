import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test } from '@playwright/test'

test('Chromium finds nothing that prevents installing the app', async ({ baseURL, launchOptions }) => {
  // A normal profile: Chromium never offers to install from an incognito one, which test contexts are.
  const profile = mkdtempSync(join(tmpdir(), 'releve-profile-'))
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await page.evaluate(() => navigator.serviceWorker.ready)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
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
