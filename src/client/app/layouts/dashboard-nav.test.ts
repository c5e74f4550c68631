import { describe, expect, it } from 'vitest'
import { paths } from '#shared/paths.ts'
import { type User, userSchema } from '#shared/user.ts'
import { navFor, tabBarFor } from './dashboard-nav.ts'

const member = (fields: Record<string, unknown>): User =>
  userSchema.parse({ id: 1, email: 'a@example.fr', email_verified_at: '2026-01-01T00:00:00Z', account_type: 'user', ...fields })

const bothRoles = member({ roles: ['titulaire', 'remplacant'], active_role: 'titulaire' })
const admin = member({ account_type: 'administrator', roles: [] })

describe('the dashboard sections', () => {
  it('gives a member with both roles six tabs on a phone and no admin screen anywhere', () => {
    expect(tabBarFor(bothRoles).map((item) => item.to)).toEqual([
      paths.dashboard,
      paths.replacements,
      paths.replacementsApplied,
      paths.replacementsMine,
      paths.messages,
      paths.settings,
    ])
    expect(navFor(bothRoles).some((item) => item.adminOnly)).toBe(false)
  })

  it('follows the roles held: no offers of their own for a replacement nurse, no search for a holder', () => {
    const replacing = member({ roles: ['remplacant'], active_role: 'remplacant' })
    expect(navFor(replacing).map((item) => item.to)).toEqual([
      paths.dashboard,
      paths.replacements,
      paths.replacementsApplied,
      paths.partners,
      paths.messages,
      paths.subscriptions,
      paths.settings,
    ])
    const holding = member({ roles: ['titulaire'], active_role: 'titulaire' })
    expect(navFor(holding).map((item) => item.to)).toEqual([
      paths.dashboard,
      paths.replacementsMine,
      paths.partners,
      paths.messages,
      paths.subscriptions,
      paths.settings,
    ])
  })

  it('keeps the partner listings to the side nav: the phone reaches them from the dashboard home', () => {
    expect(navFor(bothRoles).map((item) => item.to)).toContain(paths.partners)
    expect(tabBarFor(bothRoles).map((item) => item.to)).not.toContain(paths.partners)
  })

  it('keeps « Abonnement » discreet: in the side nav for every member, never in the phone’s tab bar', () => {
    expect(navFor(bothRoles).map((item) => item.to)).toContain(paths.subscriptions)
    expect(tabBarFor(bothRoles).map((item) => item.to)).not.toContain(paths.subscriptions)
  })

  it('lists every admin screen in an admin’s side nav, but only the back office’s front page in the tab bar', () => {
    const side = navFor(admin)
    const tabs = tabBarFor(admin)
    expect(side.filter((item) => item.adminOnly).length).toBeGreaterThan(1)
    expect(tabs.filter((item) => item.adminOnly).map((item) => item.to)).toEqual([paths.admin])
    expect(tabs.map((item) => item.to)).toEqual([paths.dashboard, paths.messages, paths.settings, paths.admin])
  })
})
