import { useCallback } from 'react'
import { useNavigate } from 'react-router'

/**
 * docs/product.md#messages: navigating to an external URL without an explicit flag is refused. Everything that
 * sends the user somewhere from data (a redirect query parameter, a link from the server) goes
 * through here, so an open redirect cannot happen by accident.
 */
export interface NavigateToOptions {
  external?: boolean
  replace?: boolean
}

export type NavigationTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string }

export class ExternalNavigationError extends Error {
  override name = 'ExternalNavigationError'
}

export function resolveNavigation(url: string, origin: string, options: NavigateToOptions = {}): NavigationTarget {
  let target: URL
  try {
    target = new URL(url, origin)
  } catch {
    throw new ExternalNavigationError(`Invalid URL: ${url}`)
  }
  if (
    target.protocol !== 'http:' &&
    target.protocol !== 'https:' &&
    target.protocol !== 'mailto:' &&
    target.protocol !== 'tel:'
  ) {
    throw new ExternalNavigationError(`Refused navigation to a ${target.protocol} URL`)
  }
  if (target.origin === origin) return { kind: 'internal', path: target.pathname + target.search + target.hash }
  if (!options.external)
    throw new ExternalNavigationError(`Refused navigation to an external URL without the external flag: ${target.href}`)
  return { kind: 'external', href: target.href }
}

/** Navigates within the app through the router, or leaves it only when asked explicitly. */
export function useNavigateTo() {
  const navigate = useNavigate()
  return useCallback(
    (url: string, options: NavigateToOptions = {}) => {
      const target = resolveNavigation(url, window.location.origin, options)
      if (target.kind === 'internal') return navigate(target.path, { replace: options.replace })
      if (options.replace) window.location.replace(target.href)
      else window.location.assign(target.href)
    },
    [navigate],
  )
}
