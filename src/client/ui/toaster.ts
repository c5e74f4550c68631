import type { ComponentType } from 'react'
import type { LoadedToaster, ToastOptions, ToastVariant } from './toast-settings.ts'

// The toast rules and settings are in toast-settings.ts.
//
// This module is part of the app's start-up and holds no toast machinery: Ark's toaster and the
// notification area (toast.tsx) load once the app is idle, or at the first toast if sooner
// (docs/architecture.md#bundle-budgets). Until then, what is asked of the toaster waits here, in
// order, and callers get their toast's id at once all the same.

/** The account toasts (login, registration, logout…) are shorter (docs/product.md#constants). */
export const ACCOUNT_TOAST_MS = 3000

let loaded: LoadedToaster | undefined
let loading: Promise<unknown> | undefined
const waiting: ((toaster: LoadedToaster) => void)[] = []
const listeners = new Set<() => void>()
let nextId = 0

/** Once toast.tsx is there: replays what waited, in order, then mounts the area. */
function attach(toaster: LoadedToaster): void {
  loaded = toaster
  for (const operation of waiting.splice(0)) operation(toaster)
  for (const listener of listeners) listener()
}

/** Loads the toast machinery (once); the root shell asks once the app is idle. */
export function loadToaster(): Promise<unknown> {
  loading ??= import('./toast.tsx').then(attach, (error: unknown) => {
    loading = undefined
    console.error('Could not load the notification area', error)
  })
  return loading
}

/** The notification area once loaded (undefined before), for useSyncExternalStore. */
export const loadedToasterArea = (): ComponentType | undefined => loaded?.Toaster

export function subscribeToToaster(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

function withToaster(operation: (toaster: LoadedToaster) => void): void {
  if (loaded) operation(loaded)
  else {
    waiting.push(operation)
    void loadToaster()
  }
}

function show(variant: ToastVariant, title: string, options: ToastOptions = {}): string | undefined {
  if (title.trim() === '') {
    const message = 'A toast needs a non-empty label (docs/product.md#validation).'
    // A programming error: loud while developing and testing, harmless for a nurse in production.
    if (import.meta.env.DEV || import.meta.env.MODE === 'test') throw new Error(message)
    console.error(message)
    return undefined
  }
  // The id is known before the store is there: callers may dismiss or replace the toast by it.
  nextId += 1
  const id = options.id ?? `toast-${nextId}`
  withToaster((toaster) => toaster.show(variant, title, { ...options, id }))
  return id
}

/**
 * `toast.success(t\`Inscription réussie\`, { duration: ACCOUNT_TOAST_MS })`,
 * `toast.destructive(t\`Erreur lors de la déconnexion.\`)`. Returns the toast id.
 */
export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  destructive: (title: string, options?: ToastOptions) => show('destructive', title, options),
  dismiss: (id?: string) => withToaster((toaster) => toaster.dismiss(id)),
}
