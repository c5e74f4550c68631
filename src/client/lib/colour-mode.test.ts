import { describe, expect, it } from 'vitest'
import { applyResolvedColourMode, readColourMode, resolveColourMode, writeColourMode } from './colour-mode.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

describe('colour mode', () => {
  it('is system until the user chooses, and remembers the choice locally', () => {
    const storage = memoryStorage()
    expect(readColourMode(storage)).toBe('system')
    writeColourMode(storage, 'dark')
    expect(readColourMode(storage)).toBe('dark')
    writeColourMode(storage, 'light')
    expect(readColourMode(storage)).toBe('light')
    expect([...storage.items.keys()]).toEqual(['releve.colour-mode'])
  })

  it('falls back to system for a value it does not know, or without storage', () => {
    expect(readColourMode(memoryStorage({ 'releve.colour-mode': 'sepia' }))).toBe('system')
    expect(readColourMode(null)).toBe('system')
  })

  it('follows the system preference only in system mode', () => {
    expect(resolveColourMode('system', true)).toBe('dark')
    expect(resolveColourMode('system', false)).toBe('light')
    expect(resolveColourMode('light', true)).toBe('light')
    expect(resolveColourMode('dark', false)).toBe('dark')
  })

  it('marks the document for the dark styles and the native colour scheme', () => {
    const classes = new Set<string>()
    const root = {
      dataset: {} as DOMStringMap,
      classList: {
        toggle: (name: string, force?: boolean) => {
          if (force) classes.add(name)
          else classes.delete(name)
          return Boolean(force)
        },
      },
      style: { colorScheme: '' },
    }
    applyResolvedColourMode(root, 'dark')
    expect(root.dataset.theme).toBe('dark')
    expect(classes.has('dark')).toBe(true)
    expect(root.style.colorScheme).toBe('dark')
    applyResolvedColourMode(root, 'light')
    expect(classes.has('dark')).toBe(false)
    expect(root.dataset.theme).toBe('light')
  })
})
