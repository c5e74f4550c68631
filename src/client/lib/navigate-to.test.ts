import { describe, expect, it } from 'vitest'
import { ExternalNavigationError, resolveNavigation } from './navigate-to.ts'

const origin = 'https://releve.fr'

describe('navigateTo', () => {
  it('keeps paths and same-origin URLs inside the app', () => {
    expect(resolveNavigation('/dashboard?tab=1#x', origin)).toEqual({ kind: 'internal', path: '/dashboard?tab=1#x' })
    expect(resolveNavigation('https://releve.fr/about', origin)).toEqual({ kind: 'internal', path: '/about' })
  })

  it('refuses an external URL without the explicit flag', () => {
    expect(() => resolveNavigation('https://evil.example/login', origin)).toThrow(ExternalNavigationError)
    // Protocol-relative and backslash tricks are external too.
    expect(() => resolveNavigation('//evil.example', origin)).toThrow(ExternalNavigationError)
    expect(() => resolveNavigation('/\\evil.example', origin)).toThrow(ExternalNavigationError)
  })

  it('allows an external URL when the caller says so', () => {
    expect(resolveNavigation('https://www.data.gouv.fr/', origin, { external: true })).toEqual({
      kind: 'external',
      href: 'https://www.data.gouv.fr/',
    })
  })

  it('never follows a javascript: URL, flag or not', () => {
    expect(() => resolveNavigation('javascript:alert(1)', origin, { external: true })).toThrow(ExternalNavigationError)
  })
})
