import { describe, expect, it } from 'vitest'
import { paths } from '#shared/paths.ts'
import { navFor, tabBarFor } from './dashboard-nav.ts'

describe('the dashboard sections', () => {
  it('gives a member five tabs on a phone and no admin screen anywhere', () => {
    expect(tabBarFor(false).map((item) => item.to)).toEqual([
      paths.dashboard,
      paths.replacements,
      paths.replacementsApplied,
      paths.replacementsMine,
      paths.settings,
    ])
    expect(navFor(false).some((item) => item.adminOnly)).toBe(false)
  })

  it('lists every admin screen in an admin’s side nav, but only the back office’s front page in the tab bar', () => {
    const side = navFor(true)
    const tabs = tabBarFor(true)
    expect(side.filter((item) => item.adminOnly).length).toBeGreaterThan(1)
    expect(tabs.filter((item) => item.adminOnly).map((item) => item.to)).toEqual([paths.admin])
    expect(tabs).toHaveLength(6)
  })
})
