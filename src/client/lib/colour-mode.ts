import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { safeStorage, storageKeys } from './storage-keys.ts'

/** docs/product.md#session: colour mode is system, light or dark, stored locally. */
export const colourModes = ['system', 'light', 'dark'] as const
export type ColourMode = (typeof colourModes)[number]
export type ResolvedColourMode = Exclude<ColourMode, 'system'>

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

export function readColourMode(storage: KeyValueStorage | null): ColourMode {
  const stored = storage?.getItem(storageKeys.colourMode)
  return (colourModes as readonly string[]).includes(stored ?? '') ? (stored as ColourMode) : 'system'
}

export function writeColourMode(storage: KeyValueStorage | null, mode: ColourMode): void {
  storage?.setItem(storageKeys.colourMode, mode)
}

export function resolveColourMode(mode: ColourMode, systemPrefersDark: boolean): ResolvedColourMode {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light'
  return mode
}

interface ThemedRoot {
  dataset: DOMStringMap
  classList: Pick<DOMTokenList, 'toggle'>
  style: Pick<CSSStyleDeclaration, 'colorScheme'>
}

/** Panda's `dark` condition reads `data-theme=dark` (or `.dark`) on <html>. */
export function applyResolvedColourMode(root: ThemedRoot, resolved: ResolvedColourMode): void {
  root.dataset.theme = resolved
  root.classList.toggle('dark', resolved === 'dark')
  // Native controls and scrollbars follow too (CSSOM writes are allowed by the CSP).
  root.style.colorScheme = resolved
}

const darkQuery = '(prefers-color-scheme: dark)'

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(darkQuery).matches
}

/** Applies the stored mode to the document. main.tsx calls it before React renders. */
export function restoreColourMode(): ColourMode {
  const mode = readColourMode(safeStorage('local'))
  applyResolvedColourMode(document.documentElement, resolveColourMode(mode, systemPrefersDark()))
  return mode
}

/**
 * The mode the toggles show, shared by every toggle on screen. Starts at 'system' so the
 * prerendered HTML and the first client render agree. A small store of its own rather than a
 * state library, which the app's start-up would carry for it (docs/architecture.md#bundle-budgets).
 */
let shownMode: ColourMode = 'system'
const listeners = new Set<() => void>()

function showMode(next: ColourMode): void {
  if (next === shownMode) return
  shownMode = next
  for (const listener of listeners) listener()
}

function subscribeToMode(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

/** The chosen mode and its setter; follows the system while the mode is 'system'. */
export function useColourMode(): [ColourMode, (mode: ColourMode) => void] {
  const mode = useSyncExternalStore(
    subscribeToMode,
    () => shownMode,
    () => 'system' as const,
  )

  useEffect(() => {
    showMode(readColourMode(safeStorage('local')))
  }, [])

  useEffect(() => {
    if (mode !== 'system' || typeof matchMedia !== 'function') return
    const media = matchMedia(darkQuery)
    const follow = () => applyResolvedColourMode(document.documentElement, resolveColourMode('system', media.matches))
    media.addEventListener('change', follow)
    return () => media.removeEventListener('change', follow)
  }, [mode])

  const setMode = useCallback((next: ColourMode) => {
    writeColourMode(safeStorage('local'), next)
    applyResolvedColourMode(document.documentElement, resolveColourMode(next, systemPrefersDark()))
    showMode(next)
  }, [])
  return [mode, setMode]
}

/**
 * Takes the mode saved on the account when someone signs in on a device (their choice follows
 * them); a value that is not a mode leaves the device's own choice alone.
 */
export function adoptColourMode(mode: unknown): void {
  if (!(colourModes as readonly unknown[]).includes(mode) || mode === readColourMode(safeStorage('local'))) return
  const next = mode as ColourMode
  writeColourMode(safeStorage('local'), next)
  applyResolvedColourMode(document.documentElement, resolveColourMode(next, systemPrefersDark()))
  showMode(next)
}
