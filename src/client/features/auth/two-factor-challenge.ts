import { safeStorage, storagePrefix } from '#client/lib/storage-keys.ts'

/**
 * The two-factor challenge between /login and /2fa-challenge (docs/product.md#session, outcome b). Only the server's
 * `hash` is kept, with where to go next — never the password. Session storage survives a reload
 * of the tab and dies with it; logging out clears it with the rest of our keys. The server's
 * challenge lives 5 minutes: an older one is not offered.
 */
export const challengeStorageKey = `${storagePrefix}two-factor-challenge`
export const CHALLENGE_LIFETIME_MS = 5 * 60_000

export interface PendingChallenge {
  hash: string
  redirect: string | null
  startedAt: number
}

// When storage is refused (private mode, blocked cookies), the page's memory keeps it.
let inMemory: PendingChallenge | null = null

export function saveChallenge(hash: string, redirect: string | null, now: number = Date.now()): void {
  const challenge: PendingChallenge = { hash, redirect, startedAt: now }
  inMemory = challenge
  try {
    safeStorage('session')?.setItem(challengeStorageKey, JSON.stringify(challenge))
  } catch {
    // Quota or privacy settings: memory is enough for this tab.
  }
}

export function readChallenge(now: number = Date.now()): PendingChallenge | null {
  const challenge = fromStorage() ?? inMemory
  if (!challenge || now - challenge.startedAt > CHALLENGE_LIFETIME_MS || now < challenge.startedAt) return null
  return challenge
}

export function clearChallenge(): void {
  inMemory = null
  safeStorage('session')?.removeItem(challengeStorageKey)
}

function fromStorage(): PendingChallenge | null {
  const raw = safeStorage('session')?.getItem(challengeStorageKey)
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (
      value &&
      typeof value === 'object' &&
      'hash' in value &&
      typeof value.hash === 'string' &&
      'startedAt' in value &&
      typeof value.startedAt === 'number'
    ) {
      const redirect = 'redirect' in value && typeof value.redirect === 'string' ? value.redirect : null
      return { hash: value.hash, redirect, startedAt: value.startedAt }
    }
  } catch {
    // A damaged entry is no challenge.
  }
  return null
}
