/**
 * Whether the client may hydrate the HTML it found in #root.
 *
 * The prerender step marks #root with the path it rendered (`data-prerendered="/about"`). The
 * pages are rendered in French: an English reader's page is rendered from scratch (createRoot
 * replaces the markup), and so is the 404 page, which carries no mark, and the app shell, whose
 * #root is empty. Hydrating markup of another page or language would make React throw error #418.
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
