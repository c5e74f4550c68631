import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  devices,
  expect,
  type Page,
  request,
} from '@playwright/test'
import { MARKET_ACCOUNTS, MARKET_PASSWORD } from './seed-replacements.ts'

/** The anti-forgery header of a session (a browser's or an API client's), as the web app sends it. */
export async function xsrfHeader(context: APIRequestContext | BrowserContext): Promise<Record<string, string>> {
  const token = (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) }
}

/** One of the marketplace seed's accounts (support/seed-replacements.ts) signed in as an API client (no browser). */
export async function signedInRequest(baseURL: string, who: keyof typeof MARKET_ACCOUNTS): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL })
  await api.get('/sanctum/csrf-cookie')
  const login = await api.post('/api/login', {
    data: { email: MARKET_ACCOUNTS[who].email, password: MARKET_PASSWORD },
    headers: await xsrfHeader(api),
  })
  expect(login.status()).toBe(200)
  return api
}

/**
 * One of the marketplace seed's accounts signed in on her device: a phone for the nurse, a desktop
 * for the holder, the service worker out of the way unless asked for. With `errors`, the page's
 * uncaught errors go there, so that a journey can end by checking there were none.
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  who: keyof typeof MARKET_ACCOUNTS,
  options: { serviceWorkers?: 'allow' | 'block'; errors?: string[]; contextOptions?: BrowserContextOptions } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const device = who === 'nurse' ? devices['Pixel 7'] : devices['Desktop Chrome']
  const context = await browser.newContext({
    ...device,
    baseURL,
    locale: 'fr-FR',
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...options.contextOptions,
  })
  const page = await context.newPage()
  const { errors } = options
  if (errors) page.on('pageerror', (error) => errors.push(`${who}: ${error.message}`))
  await page.request.get('/sanctum/csrf-cookie')
  const login = await page.request.post('/api/login', {
    data: { email: MARKET_ACCOUNTS[who].email, password: MARKET_PASSWORD },
    headers: await xsrfHeader(context),
  })
  expect(login.status()).toBe(200)
  return { context, page }
}
