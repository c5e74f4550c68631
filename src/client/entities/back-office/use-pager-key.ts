import { useEffect, useRef, useState } from 'react'

/**
 * The UI kit's pagination runs uncontrolled from `defaultPage` (Panda reads a `page` prop as a CSS
 * property), so it is mounted again only when the page changed from elsewhere (back button, a new
 * filter): a click on a page keeps it, and the keyboard focus with it.
 */
export function usePagerKey(page: number) {
  const turnedTo = useRef<number | null>(page)
  const [key, setKey] = useState(0)
  useEffect(() => {
    if (turnedTo.current !== page) setKey((current) => current + 1)
    turnedTo.current = null
  }, [page])
  return {
    key,
    turned: (next: number) => {
      turnedTo.current = next
    },
  }
}
