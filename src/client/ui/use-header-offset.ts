import { type RefObject, useEffect } from 'react'

/** The custom property toasts placed at the top read (ui/toaster.ts). */
export const HEADER_HEIGHT_VAR = '--app-header-height'

/**
 * Keeps `--app-header-height` on the root at the height of the page's header, so that a toast at
 * the top of a phone's screen shows under it and never covers its links (a waiting update's toast
 * stays until acted on). Each layout's header calls it; the value goes with the layout.
 */
export function useHeaderOffset(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = ref.current
    if (!header) return
    const root = document.documentElement
    const update = () => root.style.setProperty(HEADER_HEIGHT_VAR, `${Math.ceil(header.getBoundingClientRect().height)}px`)
    update()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(header)
    return () => {
      observer?.disconnect()
      root.style.removeProperty(HEADER_HEIGHT_VAR)
    }
  }, [ref])
}
