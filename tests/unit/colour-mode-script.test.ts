// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { writeColourMode } from '#client/lib/colour-mode.ts'

const script = readFileSync(join(process.cwd(), 'public/colour-mode.js'), 'utf8')

function runWithSystemDark(systemDark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: systemDark && query.includes('dark') }))
  new Function(script)()
}

describe('the colour mode applied before first paint', () => {
  afterEach(() => {
    localStorage.clear()
    vi.unstubAllGlobals()
  })

  it('applies the dark mode the user chose in the app, whatever the system says', () => {
    writeColourMode(localStorage, 'dark')
    runWithSystemDark(false)
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
  })

  it('keeps light when chosen, even on a dark system', () => {
    writeColourMode(localStorage, 'light')
    runWithSystemDark(true)
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('follows the system when nothing was chosen', () => {
    runWithSystemDark(true)
    expect(document.documentElement.dataset.theme).toBe('dark')
  })
})
