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

export function shouldHydrate(root: RootElement, pathname: string, locale: string, historyState: unknown = null): boolean {
  const marked = root.dataset.prerendered
  if (marked === undefined || !root.hasChildNodes()) return false
  // A screen's word for the next one (a notice above the login form) is not in the HTML either.
  if (carriesScreenState(historyState)) return false
  return locale === prerenderLocale && normalizePath(marked) === normalizePath(pathname)
}

/**
 * Whether the history entry carries the state a screen leaves for the next one (the router keeps
 * it in `usr`; it survives a reload): "you have just registered" on the charter, "your password is
 * saved, log in" above the login form. The prerendered HTML was rendered without it.
 */
export function carriesScreenState(historyState: unknown): boolean {
  return Boolean(historyState && typeof historyState === 'object' && 'usr' in historyState && historyState.usr != null)
}

/** The path without its trailing slashes (`/about/` is `/about`; `/` stays). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
