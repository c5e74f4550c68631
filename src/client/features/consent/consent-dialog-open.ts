import { useSyncExternalStore } from 'react'

/**
 * Whether the "Personnaliser" dialog is open, also opened from the footer to change or withdraw
 * consent. Apart from the rest of the consent state: the footer's button is part of every public
 * screen, the dialog and the banner load only when needed (consent-gate.tsx).
 */
let open = false
const listeners = new Set<() => void>()

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

export function setConsentDialogOpen(next: boolean): void {
  if (next === open) return
  open = next
  for (const listener of listeners) listener()
}

export function useConsentDialog(): [boolean, (open: boolean) => void] {
  return [
    useSyncExternalStore(
      subscribe,
      () => open,
      () => false,
    ),
    setConsentDialogOpen,
  ]
}
