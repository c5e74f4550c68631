import { createMemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { routes } from '#client/app/routes.tsx'
import { currentUserQuery } from '#client/entities/session/api/current-user.ts'
import { queryClient } from '#client/lib/query-client.ts'
import { signalCacheRestored } from '#client/lib/query-persistence.ts'
import { CHARTER_VERSION } from '#shared/auth.ts'
import { type User, userSchema } from '#shared/user.ts'

beforeAll(() => {
  signalCacheRestored()
})

afterEach(() => {
  vi.unstubAllGlobals()
  queryClient.clear()
})

function signedIn(user: Partial<User> | null) {
  // Later navigations read the cache, which login and logout keep up to date.
  queryClient.setQueryData(
    currentUserQuery.queryKey,
    user
      ? userSchema.parse({
          id: 3,
          email: 'lou@example.fr',
          account_type: 'nurse',
          email_verified_at: null,
          charter_version: CHARTER_VERSION,
          ...user,
        })
      : null,
  )
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      user
        ? new Response(
            JSON.stringify({ id: 3, email: 'lou@example.fr', account_type: 'nurse', email_verified_at: null, ...user }),
            {
              headers: { 'content-type': 'application/json' },
            },
          )
        : new Response(JSON.stringify({ message: 'Unauthenticated.' }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
    ),
  )
}

async function landing(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  await vi.waitFor(
    () => {
      expect(router.state.initialized).toBe(true)
      expect(router.state.navigation.state).toBe('idle')
      // The first visit of a page loads its code (the dashboard's is large): give it time.
    },
    { timeout: 15_000 },
  )
  const { pathname, search } = router.state.location
  router.dispose()
  return pathname + search
}

describe('the accounts’ routes and their guards', () => {
  it('/register-beta redirects to /register', async () => {
    signedIn(null)
    expect(await landing('/register-beta')).toBe('/register')
  })

  it('sends a signed-in, verified user away from the guest pages', async () => {
    signedIn({ email_verified_at: '2026-11-01T10:00:00Z' })
    for (const path of ['/login', '/register', '/register-immediate', '/2fa-challenge']) {
      expect(await landing(path), path).toBe('/dashboard')
    }
  }, 30_000)

  it('lets visitors reach the guest and password pages', async () => {
    signedIn(null)
    for (const path of [
      '/login',
      '/register',
      '/register-immediate',
      '/password/reset-password',
      '/password/reset/abc?email=a%40b.fr',
    ]) {
      expect(await landing(path), path).toBe(path)
    }
  })

  it('/auth/verify-email: for an unverified user; a visitor logs in first; a verified user has nothing to do there', async () => {
    signedIn({ email_verified_at: null })
    expect(await landing('/auth/verify-email')).toBe('/auth/verify-email')
    signedIn(null)
    expect(await landing('/auth/verify-email')).toBe('/login?redirect=%2Fauth%2Fverify-email')
    signedIn({ email_verified_at: '2026-11-01T10:00:00Z' })
    expect(await landing('/auth/verify-email')).toBe('/dashboard')
  })

  it('/auth/verify-email?token=… opens for anyone holding the mailed link', async () => {
    signedIn(null)
    expect(await landing('/auth/verify-email?token=abc')).toBe('/auth/verify-email?token=abc')
  })

  it('the onboarding needs a verified session', async () => {
    signedIn(null)
    expect(await landing('/use-choice')).toBe('/login?redirect=%2Fuse-choice')
    signedIn({ email_verified_at: null })
    expect(await landing('/auth/welcome')).toBe('/auth/verify-email')
    signedIn({ email_verified_at: '2026-11-01T10:00:00Z' })
    expect(await landing('/services?needs=replace')).toBe('/services?needs=replace')
  })
})
