// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setBrowserCookie } from './cookies.ts'
import { LAST_SCREENS_KEPT, saveLastScreen } from './last-screen.ts'
import { setCacheOwner } from './query-persistence.ts'
import { storageKeys } from './storage-keys.ts'

// The app shell's script that paints the picture, run as the shell runs it (a classic script).
const shellScript = readFileSync(join(process.cwd(), 'public/last-screen.js'), 'utf8')
const splash = '<div class="app-splash" aria-busy="true"></div>'

function shellAt(path: string, { stylesheet = '/assets/page-A.css', lang = 'fr' } = {}) {
  window.history.replaceState(null, '', path)
  document.documentElement.lang = lang
  document.head.innerHTML = `<link rel="stylesheet" href="${stylesheet}">`
  document.body.innerHTML = `<div id="root">${splash}</div>`
}

/** The dashboard as the app drew it, with a message being typed. */
function dashboardOnScreen(path: string) {
  shellAt(path)
  const root = document.getElementById('root') as HTMLElement
  root.innerHTML = `
    <div><nav aria-label="Sections du tableau de bord"><a href="/dashboard">Accueil</a></nav>
    <div data-no-snapshot>Hors connexion</div>
    <main><h1>Bonjour Hugo</h1>
      <input name="search" value="Saint-Malo"><textarea>Je suis disponible</textarea>
      <div aria-busy="true">Chargement</div>
    </main></div>`
}

function signedIn(owner = '7') {
  setCacheOwner(owner)
  setBrowserCookie('releve_signed_in', '1', { maxAgeSeconds: 3600 })
}

function openShell(path: string, options?: Parameters<typeof shellAt>[1]) {
  shellAt(path, options)
  new Function(shellScript)()
  return document.getElementById('root') as HTMLElement
}

beforeEach(() => signedIn())
afterEach(() => {
  localStorage.clear()
  setBrowserCookie('releve_signed_in', '', { maxAgeSeconds: 0 })
  setBrowserCookie('lang', '', { maxAgeSeconds: 0 })
  vi.useRealTimers()
})

describe('the last screen, saved as the member leaves it', () => {
  it('paints the dashboard she left at the next start, before the app has run, inert and hidden from assistive technologies', () => {
    dashboardOnScreen('/dashboard')
    saveLastScreen()

    const root = openShell('/dashboard')
    const picture = root.querySelector('#last-screen') as HTMLElement & { inert: boolean }
    expect(picture).not.toBeNull()
    expect(picture.inert).toBe(true)
    expect(picture.getAttribute('aria-hidden')).toBe('true')
    expect(picture.querySelector('h1')?.textContent).toBe('Bonjour Hugo')
    expect(root.querySelector('.app-splash')).toBeNull()
  })

  it('keeps neither what was typed nor what says how things stand now (the network line, a loading part)', () => {
    dashboardOnScreen('/dashboard')
    saveLastScreen()
    const html = JSON.stringify(localStorage.getItem(storageKeys.lastScreens))
    expect(html).not.toContain('Saint-Malo')
    expect(html).not.toContain('Je suis disponible')
    expect(html).not.toContain('Hors connexion')
    expect(html).not.toContain('Chargement')
  })

  it('paints fields disabled: nothing can be typed into the picture and lost', () => {
    dashboardOnScreen('/dashboard')
    saveLastScreen()
    const picture = openShell('/dashboard').querySelector('#last-screen') as HTMLElement
    const fields = [...picture.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    expect(fields).toHaveLength(2)
    expect(fields.every((field) => field.disabled)).toBe(true)
  })

  it('shows a screen only at its own address (query included)', () => {
    dashboardOnScreen('/dashboard/replacements?sort=start_date')
    saveLastScreen()
    expect(openShell('/dashboard/replacements').querySelector('#last-screen')).toBeNull()
    expect(openShell('/dashboard').querySelector('#last-screen')).toBeNull()
    expect(openShell('/dashboard/replacements?sort=start_date').querySelector('#last-screen')).not.toBeNull()
  })

  it('never shows one member’s screen to another, to a signed-out visitor, or after a new build', () => {
    dashboardOnScreen('/dashboard')
    saveLastScreen()
    expect(openShell('/dashboard', { stylesheet: '/assets/page-B.css' }).querySelector('#last-screen')).toBeNull()
    setCacheOwner('8')
    expect(openShell('/dashboard').querySelector('#last-screen')).toBeNull()
    setCacheOwner('7')
    setBrowserCookie('releve_signed_in', '', { maxAgeSeconds: 0 })
    expect(openShell('/dashboard').querySelector('#last-screen')).toBeNull()
  })

  it('follows the language: a French screen is not shown to the English interface', () => {
    dashboardOnScreen('/dashboard')
    saveLastScreen()
    setBrowserCookie('lang', 'en', { maxAgeSeconds: 3600 })
    expect(openShell('/dashboard', { lang: 'en' }).querySelector('#last-screen')).toBeNull()
  })

  it('saves only the dashboard drawn by the app: not a public page, not the start-up mark, not the picture itself', () => {
    shellAt('/dashboard')
    saveLastScreen()
    dashboardOnScreen('/contact')
    saveLastScreen()
    expect(localStorage.getItem(storageKeys.lastScreens)).toBeNull()

    dashboardOnScreen('/dashboard')
    saveLastScreen()
    const saved = localStorage.getItem(storageKeys.lastScreens)
    openShell('/dashboard')
    saveLastScreen()
    expect(localStorage.getItem(storageKeys.lastScreens)).toBe(saved)
  })

  it('keeps the most recent screens only, the newest first', () => {
    const addresses = Array.from({ length: LAST_SCREENS_KEPT + 2 }, (_, index) => `/dashboard/page-${index}`)
    for (const address of addresses) {
      dashboardOnScreen(address)
      saveLastScreen()
    }
    const saved = JSON.parse(localStorage.getItem(storageKeys.lastScreens) ?? '{}') as { screens: { path: string }[] }
    expect(saved.screens.map((screen) => screen.path)).toEqual(addresses.slice(-LAST_SCREENS_KEPT).reverse())
  })

  it('gives the start-up mark back when the app could not start at all', () => {
    vi.useFakeTimers()
    dashboardOnScreen('/dashboard')
    saveLastScreen()
    const root = openShell('/dashboard')
    expect(root.querySelector('#last-screen')).not.toBeNull()
    vi.advanceTimersByTime(15_000)
    expect(root.querySelector('#last-screen')).toBeNull()
    expect(root.querySelector('.app-splash')).not.toBeNull()
  })
})

describe('the last screens on a shared phone', () => {
  it('are dropped when the device’s owner changes or signs out', () => {
    dashboardOnScreen('/dashboard')
    saveLastScreen()
    setCacheOwner('7')
    expect(localStorage.getItem(storageKeys.lastScreens)).not.toBeNull()
    setCacheOwner('8')
    expect(localStorage.getItem(storageKeys.lastScreens)).toBeNull()

    saveLastScreen()
    setCacheOwner(null)
    expect(localStorage.getItem(storageKeys.lastScreens)).toBeNull()
  })
})
