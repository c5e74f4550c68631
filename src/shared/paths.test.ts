import { describe, expect, it } from 'vitest'
import { isAppPath } from './paths.ts'

describe('isAppPath', () => {
  it('knows the public pages, the auth pages and the whole dashboard', () => {
    for (const p of ['/', '/about', '/about/', '/password/reset/abc', '/dashboard', '/dashboard/replacements/detail/3']) {
      expect(isAppPath(p), p).toBe(true)
    }
  })
  it('answers no for anything else, so the server can send a real 404', () => {
    for (const p of ['/nope', '/about/more', '/password/reset', '/password/reset/', '/dashboardx']) {
      expect(isAppPath(p), p).toBe(false)
    }
  })
})
