import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

describe('reload after a failed chunk load', () => {
  it('reloads at most once per 10 seconds for the same path', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    let now = 1_000_000
    const deps = { storage, now: () => now, reload }

    expect(reloadAfterChunkError('/about', deps)).toBe(true)
    now += 9_999
    expect(reloadAfterChunkError('/about', deps)).toBe(false)
    now += 1
    expect(reloadAfterChunkError('/about', deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('never reloads offline, where a reload would only lose the page', () => {
    const reload = vi.fn()
    const deps = { storage: memoryStorage(), now: () => 1_000_000, reload, online: () => false }
    expect(reloadAfterChunkError('/login', deps)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('never reloads while a new build is being applied: that would cancel the update’s own navigation', () => {
    const reload = vi.fn()
    let updating = true
    const deps = { storage: memoryStorage(), now: () => 1_000_000, reload, updating: () => updating }
    expect(reloadAfterChunkError('/about', deps)).toBe(false)
    updating = false
    expect(reloadAfterChunkError('/about', deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('counts each path on its own', () => {
    const reload = vi.fn()
    const deps = { storage: memoryStorage(), now: () => 5, reload }
    expect(reloadAfterChunkError('/about', deps)).toBe(true)
    expect(reloadAfterChunkError('/contact', deps)).toBe(true)
    expect(reloadAfterChunkError('/about', deps)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('never reloads when it cannot remember having reloaded', () => {
    const reload = vi.fn()
    expect(reloadAfterChunkError('/about', { storage: null, now: () => 0, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('recognises the browsers’ chunk failures and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/about-x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})
