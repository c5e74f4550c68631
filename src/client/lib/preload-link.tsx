import { type FocusEvent, type MouseEvent, type Ref, useCallback, useEffect, useRef } from 'react'
import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router'
import { whenLoadedAndIdle } from './after-load.ts'
import { preloadPath } from './preload-routes.ts'

/** How long after load a link merely seen waits before its page's code is fetched and run. */
const visibleLinkSettleMs = 5000

let observer: IntersectionObserver | null = null
const targets = new WeakMap<Element, string>()

/** One observer for every link on the page, created on first use (never at module level). */
function visibilityObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      const path = targets.get(entry.target)
      // A link merely seen waits until the screen is drawn and settled: evaluating other pages'
      // code while the person starts using this one would delay their first taps. A hover or a
      // focus (intent) preloads at once.
      if (path) whenLoadedAndIdle(() => preloadPath(path), 2000, visibleLinkSettleMs)
      observer?.unobserve(entry.target)
    }
  })
  return observer
}

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}

interface PreloadHandlers {
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void
}

/**
 * Fetches a link's page code ahead: when the link becomes visible (once the page is idle), is
 * hovered or focused (at most 5 preloads at once, see preload-queue.ts). Visibility preloading is
 * skipped in data-saver mode.
 */
function usePreload(to: string, forwardedRef: Ref<HTMLAnchorElement> | undefined, handlers: PreloadHandlers) {
  const element = useRef<HTMLAnchorElement | null>(null)

  useEffect(() => {
    const node = element.current
    const io = visibilityObserver()
    if (!node || !io || savesData()) return
    targets.set(node, to)
    io.observe(node)
    return () => io.unobserve(node)
  }, [to])

  const ref = useCallback(
    (node: HTMLAnchorElement | null) => {
      element.current = node
      if (typeof forwardedRef === 'function') forwardedRef(node)
      else if (forwardedRef) forwardedRef.current = node
    },
    [forwardedRef],
  )

  return {
    ref,
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      preloadPath(to)
      handlers.onMouseEnter?.(event)
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      preloadPath(to)
      handlers.onFocus?.(event)
    },
  }
}

type PreloadLinkProps = Omit<LinkProps, 'to'> & { to: string; ref?: Ref<HTMLAnchorElement> }

/** A router link that preloads its page's code. */
export function PreloadLink({ to, onMouseEnter, onFocus, ref, ...props }: PreloadLinkProps) {
  const preload = usePreload(to, ref, { onMouseEnter, onFocus })
  return <Link {...props} to={to} {...preload} />
}

type PreloadNavLinkProps = Omit<NavLinkProps, 'to'> & { to: string; ref?: Ref<HTMLAnchorElement> }

/** A navigation link (aria-current on the active page) that preloads its page's code. */
export function PreloadNavLink({ to, onMouseEnter, onFocus, ref, ...props }: PreloadNavLinkProps) {
  const preload = usePreload(to, ref, { onMouseEnter, onFocus })
  return <NavLink {...props} to={to} {...preload} />
}
