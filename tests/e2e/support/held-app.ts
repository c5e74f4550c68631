import type { Locator, Page, Request } from '@playwright/test'

/**
 * The app's code held back, as on a slow network (docs/decisions/009): the prerendered page and
 * its small entry arrive, the app's own chunks (`start-app` and the form page's route module) wait
 * until `release()`. Until then the page is the prerendered HTML alone.
 */
export async function holdApp(page: Page, chunks: RegExp = /\/assets\/(start-app|login|register)-[\w-]+\.js$/) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(chunks, async (route) => {
    await held
    await route.continue()
  })
  return {
    release,
    /** Stops holding (for the next page loads of the test). */
    unhold: () => page.unroute(chunks),
  }
}

/**
 * What React holds as a field's value (its props), null while the app has not hydrated the field.
 * The person sees the DOM value; the form sends React's: the two must agree once the app runs.
 */
export function reactValue(field: Locator): Promise<string | null> {
  return field.evaluate((element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'))
    if (!key) return null
    const props = (element as unknown as Record<string, { value?: unknown }>)[key]
    return typeof props?.value === 'string' ? props.value : null
  })
}

/** The requests that would carry the form's fields away: the API's, and any page load of the form itself. */
export function formRequests(page: Page, api: string) {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname === api) seen.push(`${request.method()} ${url.pathname}`)
    else if (request.isNavigationRequest() && (request.method() !== 'GET' || url.search.includes('password')))
      seen.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  return seen
}
