/**
 * Every key this app writes to localStorage or sessionStorage starts with this prefix, so that
 * clearing personal data can find them all without touching other apps on the same origin.
 */
export const storagePrefix = 'releve.'

export const storageKeys = {
  colourMode: `${storagePrefix}colour-mode`,
  /** When to offer installing the app, and whether it was closed (lib/pwa/install-offer.ts). */
  installOffer: `${storagePrefix}install-offer`,
  consent: `${storagePrefix}consent`,
  cacheOwner: `${storagePrefix}cache-owner`,
  /** The last screens a member saw, painted at the next start (lib/last-screen.ts; personal: wiped at logout). */
  lastScreens: `${storagePrefix}last-screens`,
  /** The communes chosen on this device, offered offline by the commune field (personal: wiped at logout). */
  recentCommunes: `${storagePrefix}recent-communes`,
  chunkReload: (path: string) => `${storagePrefix}chunk-reload:${path}`,
  /** The steps ticked on a replacement contract's checklist (personal: wiped at logout). */
  contractChecklist: (applicationId: number) => `${storagePrefix}contract-checklist:${applicationId}`,
} as const

/** Device preferences, not personal data: they survive a logout on a shared phone. */
export const devicePreferenceKeys: readonly string[] = [storageKeys.colourMode, storageKeys.consent, storageKeys.installOffer]

/** Storage may be missing (prerender) or throw (Safari private mode, blocked cookies). */
export function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}
