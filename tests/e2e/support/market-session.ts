import { type Browser, type BrowserContext, type BrowserContextOptions, devices, expect, type Page } from '@playwright/test'
import { MARKET_ACCOUNTS, MARKET_PASSWORD } from './seed-replacements.ts'

/** The anti-forgery header of a browser context's session, as the web app sends it. */
export async function xsrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) }
}

/**
 * One of the marketplace seed's accounts (support/seed-replacements.ts) signed in on her device: a
 * phone for the nurse, a desktop for the holder, the service worker out of the way. The page's
 * uncaught errors go to `errors`, so that a journey can end by checking there were none.
 */
export async function signedInMarketAccount(
  browser: Browser,
  serverUrl: string,
  who: 'holder' | 'nurse',
  { errors, contextOptions = {} }: { errors: string[]; contextOptions?: BrowserContextOptions },
): Promise<{ context: BrowserContext; page: Page }> {
  const device = who === 'nurse' ? devices['Pixel 7'] : devices['Desktop Chrome']
  const context = await browser.newContext({
    ...device,
    baseURL: serverUrl,
    locale: 'fr-FR',
    serviceWorkers: 'block',
    ...contextOptions,
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(`${who}: ${error.message}`))
  await page.request.get('/sanctum/csrf-cookie')
  const login = await page.request.post('/api/login', {
    data: { email: MARKET_ACCOUNTS[who].email, password: MARKET_PASSWORD },
    headers: await xsrfHeader(context),
  })
  expect(login.status()).toBe(200)
  return { context, page }
}
