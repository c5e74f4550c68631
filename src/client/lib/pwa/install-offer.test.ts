// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../storage-keys.ts'
import {
  captureInstallPrompt,
  closeInstallOffer,
  type InstallOfferState,
  installPromptAvailable,
  installWay,
  isIosSafari,
  isUsefulAction,
  NEW_VISIT_AFTER_MS,
  promptInstall,
  readInstallOfferState,
  recordStart,
  recordUsefulAction,
  resetInstallPrompt,
  usefulActionMeta,
} from './install-offer.ts'

afterEach(() => {
  localStorage.clear()
  resetInstallPrompt()
})

const fresh: InstallOfferState = { visits: 1, lastStartAt: 0, usefulAction: false, closed: false }
const browser = { standalone: false, canPrompt: true, iosSafari: false }

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const iPadSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const iPhoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1'
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>
    userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
  }
  event.prompt = vi.fn(async () => {})
  event.userChoice = Promise.resolve({ outcome })
  return event
}

describe('installWay: when the install offer shows', () => {
  it('not on a first visit with nothing done yet', () => {
    expect(installWay(fresh, browser)).toBeNull()
  })

  it('after a first useful action, or from the second visit', () => {
    expect(installWay({ ...fresh, usefulAction: true }, browser)).toBe('prompt')
    expect(installWay({ ...fresh, visits: 2 }, browser)).toBe('prompt')
  })

  it('with the browser’s prompt where it has one, else iOS Safari’s steps, else not at all', () => {
    const moment = { ...fresh, usefulAction: true }
    expect(installWay(moment, { ...browser, canPrompt: true, iosSafari: false })).toBe('prompt')
    expect(installWay(moment, { ...browser, canPrompt: false, iosSafari: true })).toBe('ios-steps')
    expect(installWay(moment, { ...browser, canPrompt: false, iosSafari: false })).toBeNull()
  })

  it('never once installed (standalone) or closed on this device', () => {
    const moment = { ...fresh, visits: 5, usefulAction: true }
    expect(installWay(moment, { ...browser, standalone: true })).toBeNull()
    expect(installWay({ ...moment, closed: true }, browser)).toBeNull()
  })
})

describe('what the device remembers', () => {
  it('counts a start as a new visit only after a pause (a reload is the same visit)', () => {
    expect(recordStart(1_000_000).visits).toBe(1)
    expect(recordStart(1_000_000 + 60_000).visits).toBe(1)
    expect(recordStart(1_000_000 + 60_000 + NEW_VISIT_AFTER_MS).visits).toBe(2)
    expect(readInstallOfferState().visits).toBe(2)
  })

  it('keeps the useful action and the closing, under the device preference key', () => {
    recordUsefulAction()
    closeInstallOffer()
    expect(readInstallOfferState()).toMatchObject({ usefulAction: true, closed: true })
    expect(JSON.parse(localStorage.getItem(storageKeys.installOffer) ?? '{}')).toMatchObject({ closed: true })
  })

  it('reads a broken value as nothing remembered', () => {
    localStorage.setItem(storageKeys.installOffer, '{not json')
    expect(readInstallOfferState()).toEqual({ visits: 0, lastStartAt: 0, usefulAction: false, closed: false })
  })

  it('knows a useful action by its mutation’s meta', () => {
    expect(isUsefulAction({ meta: usefulActionMeta })).toBe(true)
    expect(isUsefulAction({ meta: undefined })).toBe(false)
    expect(isUsefulAction({ meta: { other: true } })).toBe(false)
  })
})

describe('isIosSafari', () => {
  it('is Safari on an iPhone or an iPad (which says it is a Mac with a touch screen)', () => {
    expect(isIosSafari(iPhoneSafari, 5)).toBe(true)
    expect(isIosSafari(iPadSafari, 5)).toBe(true)
  })

  it('is not a real Mac, Chrome on iOS or Android', () => {
    expect(isIosSafari(iPadSafari, 0)).toBe(false)
    expect(isIosSafari(iPhoneChrome, 5)).toBe(false)
    expect(isIosSafari(android, 5)).toBe(false)
  })
})

describe('the browser’s prompt', () => {
  it('is kept instead of the browser’s own banner, shown once, and either answer closes the offer', async () => {
    captureInstallPrompt()
    expect(installPromptAvailable()).toBe(false)
    const event = installEvent('dismissed')
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(installPromptAvailable()).toBe(true)

    expect(await promptInstall()).toBe('dismissed')
    expect(event.prompt).toHaveBeenCalledOnce()
    expect(installPromptAvailable()).toBe(false)
    expect(readInstallOfferState().closed).toBe(true)
    expect(await promptInstall()).toBe('unavailable')
  })

  it('closes the offer when the app gets installed another way', () => {
    captureInstallPrompt()
    window.dispatchEvent(installEvent('accepted'))
    window.dispatchEvent(new Event('appinstalled'))
    expect(installPromptAvailable()).toBe(false)
    expect(readInstallOfferState().closed).toBe(true)
  })
})
