import { describe, expect, it } from 'vitest'
import { holdsQueuedMutations, signedInOnGuestPage, trackersConfigured } from './needs-app.ts'

const answer =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }))

describe('trackersConfigured', () => {
  it('is true when an analytics script or a social pixel is configured', async () => {
    expect(await trackersConfigured(answer({ analytics_script_url: 'https://stats.example/a.js', social_pixel_url: null }))).toBe(
      true,
    )
    expect(await trackersConfigured(answer({ analytics_script_url: null, social_pixel_url: 'https://pixel.example/p.js' }))).toBe(
      true,
    )
  })

  it('is false when nothing is configured, the answer is an error or the network is down', async () => {
    expect(await trackersConfigured(answer({ analytics_script_url: null, social_pixel_url: null }))).toBe(false)
    expect(await trackersConfigured(answer({ message: 'Erreur' }, 500))).toBe(false)
    expect(await trackersConfigured(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(false)
  })
})

describe('holdsQueuedMutations', () => {
  it('finds mutations in a persisted cache', () => {
    const persisted = JSON.stringify({
      buster: 'b',
      timestamp: 1,
      clientState: { mutations: [{ state: { isPaused: true } }], queries: [] },
    })
    expect(holdsQueuedMutations(persisted)).toBe(true)
  })

  it('finds none in an empty, missing or unreadable cache', () => {
    expect(holdsQueuedMutations(JSON.stringify({ clientState: { mutations: [], queries: [{}] } }))).toBe(false)
    expect(holdsQueuedMutations(undefined)).toBe(false)
    expect(holdsQueuedMutations('{not json')).toBe(false)
  })
})

describe('signedInOnGuestPage', () => {
  it('is true on the login and register pages when the session hint says someone is signed in', () => {
    expect(signedInOnGuestPage('/login', true)).toBe(true)
    expect(signedInOnGuestPage('/register/', true)).toBe(true)
  })

  it('is false for a guest, and on pages that are for everyone', () => {
    expect(signedInOnGuestPage('/login', false)).toBe(false)
    expect(signedInOnGuestPage('/about', true)).toBe(false)
    expect(signedInOnGuestPage('/', true)).toBe(false)
  })
})
