/**
 * Whether the client may hydrate the HTML it found in #root.
 *
 * The prerender step marks #root with the path it rendered (`data-prerendered="/about"`). The
 * service worker answers every app route offline with index.html, which is the home page's HTML:
 * hydrating that markup for /dashboard would make React throw error #418. So the client hydrates
 * only when the marked path is the one being loaded, in the locale the pages were rendered in, and
 * otherwise renders from scratch (createRoot replaces the markup).
 */
export const prerenderLocale = 'fr'

/** The part of #root this needs (a structural type, so that it is testable without a DOM). */
export type RootElement = Pick<HTMLElement, 'dataset' | 'hasChildNodes'>

export function shouldHydrate(root: RootElement, pathname: string, locale: string): boolean {
  const marked = root.dataset.prerendered
  if (marked === undefined || !root.hasChildNodes()) return false
  return locale === prerenderLocale && normalizePath(marked) === normalizePath(pathname)
}

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
