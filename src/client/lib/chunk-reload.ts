import { appUpdateApplying } from './pwa/app-update-state.ts'
import { safeStorage, storageKeys } from './storage-keys.ts'

/** docs/product.md#messages, #constants: a failed chunk load reloads the page at most once per 10 s for the same path. */
export const chunkReloadGuardMs = 10_000

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  now: () => number
  reload: () => void
  /** Offline, a reload cannot fetch anything newer: it would only lose the page. */
  online?: () => boolean
  /**
   * A new build is being applied: the update flow loads the next page itself, and a reload here
   * would cancel that navigation and keep the reader where they were.
   */
  updating?: () => boolean
}

/**
 * Reloads to fetch the new build's chunks, unless this path was reloaded for the same reason
 * less than 10 s ago (then the error is real: show it instead of looping). Returns whether a
 * reload was started.
 */
export function reloadAfterChunkError(path: string, deps: ChunkReloadDeps = browserDeps()): boolean {
  if (deps.online && !deps.online()) return false
  if (deps.updating?.()) return false
  const key = storageKeys.chunkReload(path)
  const last = Number(deps.storage?.getItem(key) ?? Number.NaN)
  const now = deps.now()
  if (Number.isFinite(last) && now - last < chunkReloadGuardMs) return false
  // Without storage there is no way to remember: never reload rather than risk a loop.
  if (!deps.storage) return false
  deps.storage.setItem(key, String(now))
  deps.reload()
  return true
}

function browserDeps(): ChunkReloadDeps {
  return {
    storage: safeStorage('session'),
    now: Date.now,
    reload: () => window.location.reload(),
    online: () => navigator.onLine,
    updating: appUpdateApplying,
  }
}

/** A dynamic import that failed because its file is gone (a new build replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS|Failed to fetch/i.test(
    error.message,
  )
}

/**
 * Wraps a lazy route import: on a chunk failure it reloads the page (once per 10 s) and
 * otherwise lets the error reach the error page.
 */
export function withChunkReload<T>(load: () => Promise<T>): (() => Promise<T>) & { preload: () => Promise<T> } {
  const wrapped = async () => {
    try {
      return await load()
    } catch (error) {
      if (typeof window !== 'undefined' && isChunkLoadError(error) && reloadAfterChunkError(window.location.pathname)) {
        // The page is going away; never settle so the old page does not flash an error meanwhile.
        return new Promise<T>(() => {})
      }
      throw error
    }
  }
  // Preloading (on hover) uses the raw import: a failed preload must never reload the page. (No
  // global `vite:preloadError` listener either: Vite fires it for every failed import, preloads
  // included; the importer decides.)
  return Object.assign(wrapped, { preload: load })
}
