import { safeStorage, storageKeys } from '../storage-keys.ts'

/**
 * When to offer installing the app, and how. Not at the first screen (nobody installs what they
 * have not used yet): after a first useful action (an application sent, an offer published) or
 * on a second visit. Through the browser's own prompt where it has one (`beforeinstallprompt`,
 * Chrome and Edge on Android and desktop); on iOS Safari, which has none, with the steps of its
 * share menu. Never once the app runs installed, and never again once closed on this device.
 */

/** Chrome's event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

export interface InstallOfferState {
  /** App starts at least `NEW_VISIT_AFTER_MS` apart. */
  visits: number
  lastStartAt: number
  /** A first useful action was done on this device. */
  usefulAction: boolean
  /** Closed ("Plus tard" or the browser's prompt answered) or installed: not offered again. */
  closed: boolean
}

export type InstallWay = 'prompt' | 'ios-steps'

export interface InstallEnvironment {
  /** Running as the installed app (display-mode standalone, or iOS's home screen app). */
  standalone: boolean
  /** The browser handed us its install prompt. */
  canPrompt: boolean
  /** iOS Safari: installable from the share menu only. */
  iosSafari: boolean
}

/** A reload, or coming back within this time, is the same visit. */
export const NEW_VISIT_AFTER_MS = 30 * 60_000
export const OFFER_FROM_VISIT = 2

const initial: InstallOfferState = { visits: 0, lastStartAt: 0, usefulAction: false, closed: false }

/** What the features put on a mutation whose success is a good moment to offer installing. */
export const usefulActionMeta = { installMoment: true } as const

export function isUsefulAction(mutation: { meta?: Record<string, unknown> | undefined }): boolean {
  return mutation.meta?.installMoment === true
}

/** How to offer installing now, or null: not installed, not closed, and after a visit or an action. */
export function installWay(state: InstallOfferState, environment: InstallEnvironment): InstallWay | null {
  if (environment.standalone || state.closed) return null
  if (state.visits < OFFER_FROM_VISIT && !state.usefulAction) return null
  if (environment.canPrompt) return 'prompt'
  if (environment.iosSafari) return 'ios-steps'
  return null
}

export function readInstallOfferState(storage: Storage | null = safeStorage('local')): InstallOfferState {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(storageKeys.installOffer) ?? 'null')
    if (!raw || typeof raw !== 'object') return initial
    const value = raw as Partial<Record<keyof InstallOfferState, unknown>>
    return {
      visits: typeof value.visits === 'number' ? value.visits : 0,
      lastStartAt: typeof value.lastStartAt === 'number' ? value.lastStartAt : 0,
      usefulAction: value.usefulAction === true,
      closed: value.closed === true,
    }
  } catch {
    return initial
  }
}

function update(change: (state: InstallOfferState) => InstallOfferState, storage: Storage | null): InstallOfferState {
  const next = change(readInstallOfferState(storage))
  try {
    storage?.setItem(storageKeys.installOffer, JSON.stringify(next))
  } catch {
    // Quota or privacy settings: the offer simply comes later, or not at all.
  }
  return next
}

/** The app started: a new visit when the last start is old enough. */
export function recordStart(now: number = Date.now(), storage: Storage | null = safeStorage('local')): InstallOfferState {
  return update(
    (state) =>
      state.visits === 0 || now - state.lastStartAt >= NEW_VISIT_AFTER_MS
        ? { ...state, visits: state.visits + 1, lastStartAt: now }
        : { ...state, lastStartAt: now },
    storage,
  )
}

export function recordUsefulAction(storage: Storage | null = safeStorage('local')): InstallOfferState {
  return update((state) => (state.usefulAction ? state : { ...state, usefulAction: true }), storage)
}

export function closeInstallOffer(storage: Storage | null = safeStorage('local')): InstallOfferState {
  return update((state) => ({ ...state, closed: true }), storage)
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false
  const iosHomeScreen = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosHomeScreen || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches)
}

/**
 * Safari on an iPhone or iPad (iPadOS says it is a Mac, with a touch screen). Chrome, Firefox or
 * Edge on iOS, and apps' built-in browsers, name themselves: their menus differ, no steps for them.
 */
export function isIosSafari(userAgent: string = navigator.userAgent, maxTouchPoints: number = navigator.maxTouchPoints): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//.test(userAgent)
}

// The browser's prompt, kept from its event until used (it serves once).
let deferred: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()
let capturing: AbortController | null = null

function changed() {
  for (const listener of listeners) listener()
}

/**
 * Keeps the browser's install prompt for the right moment instead of its own banner. Call it as
 * the app starts: Chrome fires the event once per page load, possibly before any screen is up.
 */
export function captureInstallPrompt(target: Window = window): void {
  if (capturing) return
  capturing = new AbortController()
  const { signal } = capturing
  target.addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault()
      deferred = event as BeforeInstallPromptEvent
      changed()
    },
    { signal },
  )
  target.addEventListener(
    'appinstalled',
    () => {
      deferred = null
      closeInstallOffer()
      changed()
    },
    { signal },
  )
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function installPromptAvailable(): boolean {
  return deferred !== null
}

/** Shows the browser's prompt; either answer closes the offer (the browser will not ask twice). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred
  if (!event) return 'unavailable'
  deferred = null
  await event.prompt()
  const choice = await event.userChoice
  closeInstallOffer()
  changed()
  return choice.outcome
}

/** For tests: forget the captured prompt and listeners. */
export function resetInstallPrompt(): void {
  deferred = null
  capturing?.abort()
  capturing = null
  listeners.clear()
}
