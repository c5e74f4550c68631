import { describe, expect, it } from 'vitest'
import { CHARTER_VERSION } from '#shared/auth.ts'
import { type User, userSchema } from '#shared/user.ts'
import { loginPath, nextPathAfterSignIn, safeRedirect } from './redirect.ts'

const user = (fields: Partial<User> = {}): User =>
  userSchema.parse({
    id: 7,
    email: 'lou@example.fr',
    email_verified_at: '2026-11-01T10:00:00Z',
    account_type: 'nurse',
    charter_accepted_at: '2026-11-01T10:00:00Z',
    charter_version: CHARTER_VERSION,
    ...fields,
  })

describe('safeRedirect', () => {
  it('keeps paths of this site, with their query and hash', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard')
    expect(safeRedirect('/dashboard/settings?section=security#sessions')).toBe('/dashboard/settings?section=security#sessions')
    expect(safeRedirect('/auth/verify-email?token=abc')).toBe('/auth/verify-email?token=abc')
  })

  it.each([
    ['https://evil.example/dashboard'],
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['dashboard'],
    ['/\tevil.example'],
    ['/\n/evil.example'],
    ['http:/evil.example'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBeNull()
  })

  it('never sends back to a step of signing in', () => {
    expect(safeRedirect('/login')).toBeNull()
    expect(safeRedirect('/2fa-challenge')).toBeNull()
    expect(safeRedirect('/register?x=1')).toBeNull()
  })
})

describe('nextPathAfterSignIn', () => {
  it('goes to the page asked for, else the dashboard', () => {
    expect(nextPathAfterSignIn(user(), '/dashboard/settings')).toBe('/dashboard/settings')
    expect(nextPathAfterSignIn(user(), null)).toBe('/dashboard')
    expect(nextPathAfterSignIn(user(), 'https://evil.example')).toBe('/dashboard')
  })

  it('asks for the charter first when this version was never accepted, keeping the way', () => {
    expect(nextPathAfterSignIn(user({ charter_version: null, charter_accepted_at: null }), null)).toBe('/legal-chart')
    expect(nextPathAfterSignIn(user({ charter_version: '0.9' }), '/dashboard/settings')).toBe(
      '/legal-chart?next=%2Fdashboard%2Fsettings',
    )
  })

  it('leaves admins out of the members’ charter', () => {
    expect(nextPathAfterSignIn(user({ account_type: 'administrator', charter_version: null }), null)).toBe('/dashboard')
  })

  it('lets an unverified user through to the guards (or to their verification link)', () => {
    const unverified = user({ email_verified_at: null, charter_version: null })
    expect(nextPathAfterSignIn(unverified, null)).toBe('/dashboard')
    expect(nextPathAfterSignIn(unverified, '/auth/verify-email?token=t')).toBe('/auth/verify-email?token=t')
  })

  it('goes back to log in when the session could not be read', () => {
    expect(nextPathAfterSignIn(null, '/dashboard')).toBe('/login')
  })
})

describe('loginPath', () => {
  it('carries a safe way back only', () => {
    expect(loginPath('/dashboard/settings')).toBe('/login?redirect=%2Fdashboard%2Fsettings')
    expect(loginPath('//evil.example')).toBe('/login')
  })
})
