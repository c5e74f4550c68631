import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { clearOurStorage, clearPersonalData } from './clear-personal-data.ts'
import { devicePreferenceKeys } from './storage-keys.ts'

// No IndexedDB in Node: the query cache's store is wiped in memory.
vi.mock('idb-keyval', () => ({ clear: async () => {}, createStore: () => ({}) }))

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

describe('clearing personal data from web storage', () => {
  it('removes every key of ours but the device preferences, and leaves other apps alone', () => {
    const storage = new MemoryStorage()
    storage.setItem('releve.cache-owner', '42')
    storage.setItem('releve.chunk-reload:/dashboard', '1700000000000')
    storage.setItem('releve.colour-mode', 'dark')
    storage.setItem('releve.consent', '{}')
    storage.setItem('another-app', 'kept')

    clearOurStorage(storage, devicePreferenceKeys)

    expect(storage.getItem('releve.cache-owner')).toBeNull()
    expect(storage.getItem('releve.chunk-reload:/dashboard')).toBeNull()
    expect(storage.getItem('releve.colour-mode')).toBe('dark')
    expect(storage.getItem('releve.consent')).toBe('{}')
    expect(storage.getItem('another-app')).toBe('kept')
  })

  it('removes all of ours when nothing is to be kept (session storage)', () => {
    const storage = new MemoryStorage()
    storage.setItem('releve.a', '1')
    storage.setItem('releve.b', '2')
    clearOurStorage(storage, [])
    expect(storage.length).toBe(0)
  })
})

describe('clearing personal data at logout', () => {
  it('stops this browser’s push subscription, so that the next member of a shared phone gets none of these notifications', async () => {
    const unsubscribe = vi.fn(async () => true)
    const registration = { pushManager: { getSubscription: async () => ({ unsubscribe }) } }
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => registration } })
    try {
      await clearPersonalData(new QueryClient())
      expect(unsubscribe).toHaveBeenCalledOnce()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
