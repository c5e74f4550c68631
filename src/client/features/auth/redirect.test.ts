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
    expect(safeRedirect('/dashboard/replacements?commune=Saint-%C3%89tienne&x=%2F%2Fhost')).toBe(
      '/dashboard/replacements?commune=Saint-%C3%89tienne&x=%2F%2Fhost',
    )
  })

  it('judges the path once parsed: dot segments are resolved and what remains stays on this site', () => {
    expect(safeRedirect('/dashboard/./settings')).toBe('/dashboard/settings')
    expect(safeRedirect('/dashboard/replacements/../settings')).toBe('/dashboard/settings')
    expect(safeRedirect('/a/../dashboard')).toBe('/dashboard')
  })

  it('gives back only paths that parse to themselves on this origin', () => {
    const payloads = ['/.//evil.example', '/a/..//evil.example', '/%2e//evil.example', '/dashboard', '/x/../y?z=1#w']
    for (const raw of payloads) {
      const path = safeRedirect(raw)
      if (path === null) continue
      const url = new URL(path, 'https://releve.test')
      expect(url.origin).toBe('https://releve.test')
      expect(url.pathname + url.search + url.hash).toBe(path)
      expect(path).toMatch(/^\/(?![/\\])/)
    }
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
    ['https:evil.example'],
    ['javascript:%2F%2Falert(1)'],
    ['/\\evil'],
    ['\\\\evil'],
    ['/%5Cevil'],
    ['/%5cevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['/.//evil.example'],
    ['/./\\evil.example'],
    ['/..//evil.example'],
    ['/a/..//evil.example'],
    ['/a/b/../..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/a/%2e%2e//evil.example'],
    ['/.%2f/evil.example'],
    ['/%252f%252fevil.example'],
    ['/%09/evil.example'],
    ['/dashboard\t/evil.example'],
    ['/\r\n/evil.example'],
    ['/\u0000/evil.example'],
    [' //evil.example'],
    ['/./login'],
    ['/dashboard/../2fa-challenge'],
    [`/${'a'.repeat(2000)}`],
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
    expect(nextPathAfterSignIn(user(), '/a/..//evil.example')).toBe('/dashboard')
    expect(nextPathAfterSignIn(user({ charter_version: '0.9' }), '/%2e//evil.example')).toBe('/legal-chart')
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
    expect(loginPath('/.//evil.example')).toBe('/login')
  })
})
