import type { VisibilityState } from '@tanstack/react-table'
import { useState } from 'react'
import { safeStorage, storagePrefix } from './storage-keys.ts'

function load(key: string, defaults: VisibilityState): VisibilityState {
  try {
    const raw = safeStorage('local')?.getItem(key)
    if (!raw) return defaults
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return defaults
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'boolean')) as VisibilityState
  } catch {
    return defaults
  }
}

/**
 * An admin's choice of a table's columns, kept on this device under the app's prefix (so logging
 * out clears it with the rest). A damaged value is forgotten, never trusted.
 */
export function useColumnVisibility(
  table: string,
  defaults: VisibilityState = {},
): [VisibilityState, (visibility: VisibilityState) => void] {
  const key = `${storagePrefix}${table}-columns`
  const [visibility, setVisibility] = useState<VisibilityState>(() => load(key, defaults))
  function change(next: VisibilityState) {
    setVisibility(next)
    try {
      safeStorage('local')?.setItem(key, JSON.stringify(next))
    } catch {
      // A full or blocked storage only loses the preference.
    }
  }
  return [visibility, change]
}
