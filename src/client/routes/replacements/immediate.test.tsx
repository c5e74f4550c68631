import { describe, expect, it } from 'vitest'
import { guardNamesOf } from '#client/app/guards/guard-middleware.ts'
import { routes } from '#client/app/routes.tsx'

describe('/dashboard/replacements/immediate', () => {
  it('lets a fresh immediate registration in, with a session as its only guard (the rest of the marketplace wants a confirmed address)', () => {
    // The charter guard lets an unconfirmed address through: it asks once the address is confirmed.
    expect(guardNamesOf(routes, '/dashboard/replacements/immediate')).toEqual(['auth', 'charter'])
    expect(guardNamesOf(routes, '/dashboard/replacements/me')).toEqual(['auth', 'verified', 'charter'])
    expect(guardNamesOf(routes, '/dashboard/replacements/detail/7/list')).toEqual(['auth', 'verified', 'charter'])
  })
})
