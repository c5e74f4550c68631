// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  CHALLENGE_LIFETIME_MS,
  challengeStorageKey,
  clearChallenge,
  readChallenge,
  saveChallenge,
} from './two-factor-challenge.ts'

afterEach(() => {
  clearChallenge()
  sessionStorage.clear()
})

describe('the two-factor challenge kept between /login and /2fa-challenge', () => {
  it('keeps the hash and where to go, in session storage, and nothing else', () => {
    saveChallenge('h4sh', '/dashboard/settings', 1000)
    expect(JSON.parse(sessionStorage.getItem(challengeStorageKey) ?? 'null')).toEqual({
      hash: 'h4sh',
      redirect: '/dashboard/settings',
      startedAt: 1000,
    })
    expect(localStorage.length).toBe(0)
    expect(readChallenge(2000)).toEqual({ hash: 'h4sh', redirect: '/dashboard/settings', startedAt: 1000 })
  })

  it('is not offered past the server’s 5 minutes', () => {
    saveChallenge('h4sh', null, 0)
    expect(readChallenge(CHALLENGE_LIFETIME_MS)).not.toBeNull()
    expect(readChallenge(CHALLENGE_LIFETIME_MS + 1)).toBeNull()
  })

  it('is gone once cleared (after success, or at logout with our other keys)', () => {
    saveChallenge('h4sh', null)
    clearChallenge()
    expect(readChallenge()).toBeNull()
    expect(challengeStorageKey.startsWith('releve.')).toBe(true)
  })
})
