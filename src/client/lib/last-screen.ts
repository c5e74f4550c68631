import { paths } from '#shared/paths.ts'
import { LAST_SCREEN_ID } from './last-screen-picture.ts'
import { cacheOwner } from './query-persistence.ts'
import { safeStorage, storageKeys } from './storage-keys.ts'

/**
 * The last screen a member saw, kept as HTML so that the app shell paints it at the next start,
 * before any of the app's code has run (public/last-screen.js; docs/offline.md#last-screen).
 * It is a picture: inert, hidden from assistive technologies, until the app draws the screen.
 *
 * Kept in localStorage (read synchronously by a classic script, before first paint), under one
 * key holding the few most recent paths. It is personal data: the owner is named, logout wipes it
 * with every `releve.` key (lib/clear-personal-data.ts), and another owner's copy is never shown.
 */
export interface LastScreens {
  /** The user the screens belong to (lib/query-persistence.ts cacheOwner). */
  owner: string
  /** The stylesheet the HTML's class names come from: a copy from another build is not shown. */
  stylesheet: string
  locale: string
  /** By path and query, most recent first. */
  screens: { path: string; html: string }[]
}

/** A few tabs are enough to open the app where the nurse left it. */
export const LAST_SCREENS_KEPT = 4
/** Beyond this the copy costs more to keep and read than it saves (a long conversation, a long list). */
export const LAST_SCREEN_MAX_CHARS = 150_000

export function stylesheetOf(doc: Document): string | null {
  return doc.querySelector('link[rel="stylesheet"][href]')?.getAttribute('href') ?? null
}

/**
 * The screen's HTML without what must not outlive the visit: typed values (a message being
 * written, a password), what a feature marks `data-no-snapshot` and what was still loading. Its
 * fields are disabled, and look it: the picture is inert, and a field that seems ready but takes
 * no typing would lose what was typed (so would a script filling it).
 */
export function screenHtml(root: Element): string {
  const copy = root.cloneNode(true) as Element
  for (const element of copy.querySelectorAll('[data-no-snapshot], [aria-busy="true"]')) element.remove()
  for (const field of copy.querySelectorAll('input, textarea, select')) {
    field.removeAttribute('value')
    field.removeAttribute('checked')
    field.setAttribute('disabled', '')
    if (field.localName === 'textarea') field.textContent = ''
  }
  return copy.innerHTML
}

function read(storage: Storage): LastScreens | null {
  try {
    const saved = JSON.parse(storage.getItem(storageKeys.lastScreens) ?? 'null') as LastScreens | null
    return saved && Array.isArray(saved.screens) ? saved : null
  } catch {
    return null
  }
}

/**
 * Keeps the screen on display for its path, when it is a member's dashboard screen drawn by the
 * app (not the picture itself, not a page still loading).
 */
export function saveLastScreen(doc: Document = document): void {
  const storage = safeStorage('local')
  const owner = cacheOwner()
  const stylesheet = stylesheetOf(doc)
  const root = doc.getElementById('root')
  const { pathname, search } = doc.location
  if (!storage || !owner || !stylesheet || !root || doc.getElementById(LAST_SCREEN_ID)) return
  if (pathname !== paths.dashboard && !pathname.startsWith(`${paths.dashboard}/`)) return
  // The router's start-up mark, an error screen: nothing worth painting again.
  if (!root.querySelector('main') || root.querySelector('.app-splash')) return
  const html = screenHtml(root)
  const path = `${pathname}${search}`
  const locale = doc.documentElement.lang
  const saved = read(storage)
  const kept = saved?.owner === owner && saved.stylesheet === stylesheet && saved.locale === locale ? saved.screens : []
  const screens = [...(html.length <= LAST_SCREEN_MAX_CHARS ? [{ path, html }] : []), ...kept.filter((s) => s.path !== path)]
  const next: LastScreens = { owner, stylesheet, locale, screens: screens.slice(0, LAST_SCREENS_KEPT) }
  try {
    storage.setItem(storageKeys.lastScreens, JSON.stringify(next))
  } catch {
    // A full storage: the oldest screens go first, then none.
    try {
      storage.setItem(storageKeys.lastScreens, JSON.stringify({ ...next, screens: next.screens.slice(0, 1) }))
    } catch {
      storage.removeItem(storageKeys.lastScreens)
    }
  }
}

/**
 * Saves the screen whenever the member leaves it: for another screen (as the navigation starts,
 * while it is still on display), the app going to the background, or the page closing. Loaded once
 * the app is idle: nothing to save before the first screen is there.
 */
export function keepLastScreens(router: {
  subscribe(listener: (state: { initialized: boolean; navigation: { state: string } }) => void): () => void
}): void {
  let navigating = false
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state !== 'idle' && !navigating) saveLastScreen()
    navigating = state.navigation.state !== 'idle'
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveLastScreen()
  })
  window.addEventListener('pagehide', () => saveLastScreen())
}
