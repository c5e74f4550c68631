import { useSyncExternalStore } from 'react'

export type NetworkStatus = 'online' | 'offline'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

function getSnapshot(): NetworkStatus {
  return navigator.onLine ? 'online' : 'offline'
}

/** Prerendered HTML and the first hydration render assume a connection. */
function getServerSnapshot(): NetworkStatus {
  return 'online'
}

/**
 * Whether the browser has a network connection (the `online`/`offline` events). "Online" means
 * a network is there, not that the server answers: requests can still fail, and the query and
 * mutation layers handle that.
 */
export function useNetworkStatus(): NetworkStatus {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
