import type { ComponentType } from 'react'

// Toast rules of docs/product.md#session and #constants, in one place:
// - one toast at a time: a new toast replaces the current one (the old one leaves at once, animated);
// - 5000 ms by default, 3000 ms for the account toasts (login, registration, logout…);
// - closes by itself, by its close button, by Escape, or by a rightward swipe of at least 50 px;
// - pauses while the pointer is over the viewport or focus is inside it;
// - F8 moves focus to the viewport;
// - variants success (the default) and destructive, each with its own icon;
// - a toast's label must not be empty.

export const TOAST_DEFAULT_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_HOTKEY = ['F8']
// Long enough for the exit animation (recipes/toast.ts), short enough that replacing feels instant.
export const TOAST_REMOVE_DELAY_MS = 200

export type ToastVariant = 'success' | 'destructive'

export type ToastOptions = {
  description?: string
  /** Milliseconds; TOAST_DEFAULT_MS unless given. Infinity keeps it until closed (e.g. an update offer). */
  duration?: number
  action?: { label: string; onClick: () => void }
  id?: string
}

/**
 * Where toasts show: at the top on phones, under the header, where a bottom toast would cover the
 * page's main button (the onboarding's "Continuer") or the dashboard's tab bar; bottom right from
 * md (768 px) up.
 */
export const TOAST_WIDE_QUERY = '(min-width: 768px)'
export type ToastPlacement = 'top' | 'bottom-end'
export const toastPlacement = (wide: boolean): ToastPlacement => (wide ? 'bottom-end' : 'top')

/** What toast.tsx hands the toaster (toaster.ts) once loaded: the store's operations and the area. */
export type LoadedToaster = {
  show: (variant: ToastVariant, title: string, options: ToastOptions & { id: string }) => void
  dismiss: (id?: string) => void
  Toaster: ComponentType
}
