import { describe, expect, it, vi } from 'vitest'
import { CHARTER_VERSION } from '#shared/auth.ts'
import { type User, userSchema } from '#shared/user.ts'
import { routes } from '../routes.tsx'
import { guardNamesOf } from './guard-middleware.ts'
import { runNavigationChecks } from './guard-runner.ts'
import { type Guard, type GuardName, guardNames, guards, pass } from './guards.ts'
import { globalChecks, routeRules, type UrlCheck } from './navigation-checks.ts'

// Parsed, so that fields added later get their defaults.
const verified: User = userSchema.parse({
  id: 7,
  email: 'claire@example.fr',
  email_verified_at: '2025-01-02T10:00:00Z',
  account_type: 'nurse',
  first_name: 'Claire',
  last_name: 'Martin',
  roles: ['remplacant'],
  active_role: 'remplacant',
  profile: null,
})
const unverified: User = { ...verified, email_verified_at: null }
const admin: User = { ...verified, account_type: 'administrator', two_factor_enabled: true }
const developer: User = { ...verified, account_type: 'developer', two_factor_enabled: true }
const subscriber: User = {
  ...verified,
  subscription: {
    plan: { id: 1, slug: 'titulaire', name: 'Titulaire' },
    status: 'active',
    current_period_end: new Date(Date.now() + 86_400_000).toISOString(),
    grace_ends_at: null,
    cancel_at_period_end: false,
    entitlements: ['multiple_offers'],
  },
}
const patientAccount: User = { ...verified, roles: [], active_role: null }

function check(path: string, names: string[], user: User | null) {
  return runNavigationChecks({
    url: new URL(path, 'https://releve.test'),
    guardNames: names,
    loadUser: async () => user,
    globalChecks,
    routeRules,
    guards,
  })
}

describe('navigation checks', () => {
  it('runs global validation, then route rules, then the named guards in route order', async () => {
    const order: string[] = []
    const spyCheck =
      (label: string): UrlCheck =>
      () => {
        order.push(label)
        return pass
      }
    const spyGuard =
      (label: string): Guard =>
      () => {
        order.push(label)
        return pass
      }
    const recording = Object.fromEntries(guardNames.map((name) => [name, spyGuard(name)])) as Record<GuardName, Guard>
    const loadUser = vi.fn(async () => {
      order.push('load user')
      return verified
    })
    await runNavigationChecks({
      url: new URL('https://releve.test/dashboard/admin'),
      guardNames: ['auth', 'verified', 'admin', 'auth'],
      loadUser,
      globalChecks: [spyCheck('global 1'), spyCheck('global 2')],
      routeRules: [spyCheck('rule')],
      guards: recording,
    })
    expect(order).toEqual(['global 1', 'global 2', 'rule', 'load user', 'auth', 'verified', 'admin'])
  })

  it('stops at the first check that fails', async () => {
    const later = vi.fn(() => pass)
    const outcome = await runNavigationChecks({
      url: new URL('https://releve.test/x'),
      guardNames: ['auth'],
      loadUser: async () => null,
      globalChecks: [() => ({ kind: 'redirect', to: '/y' })],
      routeRules: [later],
      guards,
    })
    expect(outcome).toEqual({ kind: 'redirect', to: '/y' })
    expect(later).not.toHaveBeenCalled()
  })

  it('throws on an unknown guard name, before running anything', async () => {
    const loadUser = vi.fn(async () => verified)
    await expect(
      runNavigationChecks({
        url: new URL('https://releve.test/dashboard'),
        guardNames: ['auth', 'premium'],
        loadUser,
        globalChecks: [() => ({ kind: 'redirect', to: '/elsewhere' })],
        routeRules: [],
        guards,
      }),
    ).rejects.toThrow('Unknown guard: premium')
    expect(loadUser).not.toHaveBeenCalled()
  })

  it('does not ask for the user on a page without guards', async () => {
    const loadUser = vi.fn(async () => null)
    const outcome = await runNavigationChecks({
      url: new URL('https://releve.test/about'),
      guardNames: [],
      loadUser,
      globalChecks,
      routeRules,
      guards,
    })
    expect(outcome).toEqual(pass)
    expect(loadUser).not.toHaveBeenCalled()
  })

  it('redirects /about/ to /about and /register-beta to /register', async () => {
    expect(await check('/about/?a=1', [], null)).toEqual({ kind: 'redirect', to: '/about?a=1' })
    expect(await check('/register-beta', ['guest'], null)).toEqual({ kind: 'redirect', to: '/register' })
  })

  it('never turns a trailing slash into another host', async () => {
    for (const href of [
      'https://releve.test//evil.example/',
      'https://releve.test///evil.example//?a=1',
      'https://releve.test/.//evil.example/',
    ]) {
      const outcome = await runNavigationChecks({
        url: new URL(href),
        guardNames: [],
        loadUser: async () => null,
        globalChecks,
        routeRules,
        guards,
      })
      expect(outcome.kind).toBe('redirect')
      const to = outcome.kind === 'redirect' ? outcome.to : ''
      expect(new URL(to, 'https://releve.test').origin).toBe('https://releve.test')
      expect(to).toMatch(/^\/evil\.example(\?a=1)?$/)
    }
  })
})

describe('named guards', () => {
  it('guest: a logged-in user goes to the dashboard; visitors and unverified users stay', async () => {
    expect(await check('/login', ['guest'], verified)).toEqual({ kind: 'redirect', to: '/dashboard' })
    expect(await check('/login', ['guest'], null)).toEqual(pass)
    expect(await check('/login', ['guest'], unverified)).toEqual(pass)
  })

  it('auth: a visitor goes to /login with the path and query to come back to', async () => {
    expect(await check('/dashboard', ['auth'], null)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' })
    expect(await check('/dashboard/replacements?page=2', ['auth'], null)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdashboard%2Freplacements%3Fpage%3D2',
    })
    expect(await check('/dashboard', ['auth'], unverified)).toEqual(pass)
  })

  it('verified: an unverified user goes to /auth/verify-email', async () => {
    expect(await check('/dashboard', ['auth', 'verified'], unverified)).toEqual({ kind: 'redirect', to: '/auth/verify-email' })
    expect(await check('/dashboard', ['auth', 'verified'], verified)).toEqual(pass)
  })

  it('unverified: a verified user goes to the dashboard', async () => {
    expect(await check('/auth/verify-email', ['unverified'], verified)).toEqual({ kind: 'redirect', to: '/dashboard' })
    expect(await check('/auth/verify-email', ['unverified'], unverified)).toEqual(pass)
  })

  it('admin: other users get the 403 page; administrators and developers pass', async () => {
    expect(await check('/dashboard/admin', ['auth', 'admin'], verified)).toEqual({ kind: 'forbidden' })
    expect(await check('/dashboard/admin', ['auth', 'admin'], admin)).toEqual(pass)
    expect(await check('/dashboard/admin', ['auth', 'admin'], developer)).toEqual(pass)
    expect(await check('/dashboard/admin', ['admin'], null)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdashboard%2Fadmin',
    })
  })

  it('admin: an administrator without two-factor is sent to set it up first', async () => {
    const setUp = { kind: 'redirect', to: '/dashboard/settings?section=security' }
    expect(await check('/dashboard/admin', ['auth', 'admin'], { ...admin, two_factor_enabled: false })).toEqual(setUp)
    expect(await check('/dashboard/admin/users', ['auth', 'admin'], { ...developer, two_factor_enabled: false })).toEqual(setUp)
  })

  it('auth-help: an account without a nurse role goes back to the dashboard', async () => {
    expect(await check('/dashboard/replacements/urgent', ['auth-help'], patientAccount)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    })
    expect(await check('/dashboard/replacements/urgent', ['auth-help'], verified)).toEqual(pass)
  })

  it('charter: a member who has not accepted it goes to /legal-chart, then back where they were going', async () => {
    const signed = { ...verified, charter_version: CHARTER_VERSION, charter_accepted_at: '2025-01-02T10:05:00Z' }
    const older = { ...signed, charter_version: '0.9' }
    const toCharter = (next: string) => ({ kind: 'redirect', to: `/legal-chart?${new URLSearchParams({ next })}` })
    expect(await check('/dashboard', ['auth', 'verified', 'charter'], verified)).toEqual(toCharter('/dashboard'))
    expect(await check('/dashboard/replacements?commune=35288', ['charter'], older)).toEqual(
      toCharter('/dashboard/replacements?commune=35288'),
    )
    expect(await check('/dashboard', ['auth', 'verified', 'charter'], signed)).toEqual(pass)
    // Admins run the platform; an address not confirmed yet is the immediate flow's exception.
    expect(await check('/dashboard/admin', ['charter'], admin)).toEqual(pass)
    expect(await check('/dashboard/replacements/immediate', ['auth', 'charter'], unverified)).toEqual(pass)
  })

  it('charter: every page of the dashboard asks for it, whatever the way in', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/replacements',
      '/dashboard/replacements/detail/7',
      '/dashboard/replacements/create',
      '/dashboard/replacements/contract/31',
      '/dashboard/replacements/immediate',
      '/dashboard/settings',
      '/dashboard/notifications',
    ])
      expect(guardNamesOf(routes, path), path).toContain('charter')
  })

  it('subscribed and unsubscribed send each user to the subscription screen that fits', async () => {
    expect(await check('/dashboard/subscriptions', ['subscribed'], verified)).toEqual({
      kind: 'redirect',
      to: '/dashboard/subscriptions/create',
    })
    expect(await check('/dashboard/subscriptions', ['subscribed'], subscriber)).toEqual(pass)
    expect(await check('/dashboard/subscriptions/create', ['unsubscribed'], subscriber)).toEqual({
      kind: 'redirect',
      to: '/dashboard/subscriptions',
    })
    expect(await check('/dashboard/subscriptions/create', ['unsubscribed'], verified)).toEqual(pass)
  })

  it('the return from the payment page keeps its ?checkout= whichever screen fits', async () => {
    // Back before the webhook: not subscribed yet, the create page says the payment is being confirmed.
    expect(await check('/dashboard/subscriptions?checkout=success', ['subscribed'], verified)).toEqual({
      kind: 'redirect',
      to: '/dashboard/subscriptions/create?checkout=success',
    })
    expect(await check('/dashboard/subscriptions/create?checkout=success', ['unsubscribed'], subscriber)).toEqual({
      kind: 'redirect',
      to: '/dashboard/subscriptions?checkout=success',
    })
  })
})
