import { createToaster } from '@ark-ui/react/toast'
import { HEADER_HEIGHT_VAR } from './use-header-offset.ts'

// Toast rules of docs/product.md#session and #constants, in one place:
// - one toast at a time: a new toast replaces the current one (the old one leaves at once, animated);
// - 5000 ms by default, 3000 ms for the account toasts (login, registration, logout…);
// - closes by itself, by its close button, by Escape, or by a rightward swipe of at least 50 px;
// - pauses while the pointer is over the viewport or focus is inside it;
// - F8 moves focus to the viewport;
// - variants success (the default) and destructive, each with its own icon;
// - a toast's label must not be empty.

export const TOAST_DEFAULT_MS = 5000
export const ACCOUNT_TOAST_MS = 3000
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

export const toaster = createToaster({
  placement: toastPlacement(typeof matchMedia === 'function' && matchMedia(TOAST_WIDE_QUERY).matches),
  duration: TOAST_DEFAULT_MS,
  hotkey: TOAST_HOTKEY,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  pauseOnPageIdle: true,
  overlap: false,
  gap: 12,
  // At the top, under the page's header rather than over its links (use-header-offset.ts).
  offsets: { top: `calc(var(${HEADER_HEIGHT_VAR}, 0px) + 0.5rem)`, right: '1rem', bottom: '1rem', left: '1rem' },
})

// Zag types are 'success' | 'error' | …: destructive toasts are 'error' toasts underneath.
export const variantOfType = (type: string | undefined): ToastVariant => (type === 'error' ? 'destructive' : 'success')

function show(variant: ToastVariant, title: string, options: ToastOptions = {}): string | undefined {
  if (title.trim() === '') {
    const message = 'A toast needs a non-empty label (docs/product.md#validation).'
    // A programming error: loud while developing and testing, harmless for a nurse in production.
    if (import.meta.env.DEV || import.meta.env.MODE === 'test') throw new Error(message)
    console.error(message)
    return undefined
  }
  for (const current of toaster.getVisibleToasts()) {
    if (current.id && current.id !== options.id) toaster.dismiss(current.id)
  }
  // Zag spreads these options over its defaults: an `id: undefined` would erase the generated id.
  return toaster.create({
    ...(options.id ? { id: options.id } : {}),
    title,
    description: options.description,
    type: variant === 'destructive' ? 'error' : 'success',
    duration: options.duration ?? TOAST_DEFAULT_MS,
    action: options.action,
    closable: true,
  })
}

/**
 * `toast.success(t\`Inscription réussie\`, { duration: ACCOUNT_TOAST_MS })`,
 * `toast.destructive(t\`Erreur lors de la déconnexion.\`)`. Returns the toast id.
 */
export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  destructive: (title: string, options?: ToastOptions) => show('destructive', title, options),
  dismiss: (id?: string) => toaster.dismiss(id),
}
