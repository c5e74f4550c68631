// The device's network for the offline tests of a screen: `setNetwork` flips both what the
// browser says (navigator.onLine, the online/offline events) and TanStack Query's onlineManager,
// as a real connection change does (docs/offline.md). `resetAfterEachTest` puts everything back.
import { onlineManager } from '@tanstack/react-query'
import { act, cleanup } from '@testing-library/react'
import { afterEach, type MockInstance, vi } from 'vitest'

let onLine: MockInstance<() => boolean> | null = null

export function setNetwork(online: boolean) {
  onLine ??= vi.spyOn(navigator, 'onLine', 'get')
  onLine.mockReturnValue(online)
  act(() => {
    onlineManager.setOnline(online)
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

/** After each test: unmount, drop the stubbed fetch and globals, and go back online. */
export function resetAfterEachTest() {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    onLine?.mockRestore()
    onLine = null
    onlineManager.setOnline(true)
  })
}
