import { Plural, Trans } from '@lingui/react/macro'
import { useMutationState } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { CheckIcon, SyncIcon, WifiOffIcon } from '#client/ui/icons.tsx'
import { statusBanner } from '#styled/recipes'
import { useNetworkStatus } from './use-network-status.ts'

// How long "back online" stays after the network returns, when nothing waits to be sent.
const backOnlineMs = 4000

/** Changes made offline (paused mutations), waiting for the network. */
function usePausedMutationCount(): number {
  return useMutationState({ filters: { predicate: (mutation) => mutation.state.isPaused } }).length
}

function useBackOnline(online: boolean): boolean {
  const wasOffline = useRef(false)
  const [backOnline, setBackOnline] = useState(false)
  useEffect(() => {
    if (!online) {
      wasOffline.current = true
      setBackOnline(false)
      return
    }
    if (!wasOffline.current) return
    wasOffline.current = false
    setBackOnline(true)
    const timer = setTimeout(() => setBackOnline(false), backOnlineMs)
    return () => clearTimeout(timer)
  }, [online])
  return backOnline
}

/**
 * The offline / sync line under the header: no network, changes waiting to be sent, then back
 * online. The live region is always there (empty when all is well), so that screen readers
 * announce each change. Needs the QueryClientProvider.
 */
export function NetworkStatusBanner() {
  const online = useNetworkStatus() === 'online'
  const waiting = usePausedMutationCount()
  const backOnline = useBackOnline(online)
  const status = !online ? 'offline' : waiting > 0 ? 'syncing' : backOnline ? 'online' : null
  const classes = statusBanner({ status: status ?? 'online' })

  return (
    <div role="status" aria-live="polite">
      {status === null ? null : (
        <div className={classes.root} data-status={status}>
          <span className={classes.icon}>
            {status === 'offline' ? <WifiOffIcon /> : status === 'syncing' ? <SyncIcon /> : <CheckIcon />}
          </span>
          <span className={classes.text}>
            {status === 'offline' ? (
              <Trans>Hors connexion</Trans>
            ) : status === 'syncing' ? (
              <Trans>Envoi en cours</Trans>
            ) : (
              <Trans>De nouveau en ligne</Trans>
            )}
          </span>
          <span className={classes.detail}>
            {waiting > 0 ? (
              <Plural
                value={waiting}
                one="# modification attend d’être envoyée."
                other="# modifications attendent d’être envoyées."
              />
            ) : status === 'offline' ? (
              <Trans>Les pages et les données déjà consultées restent disponibles.</Trans>
            ) : null}
          </span>
        </div>
      )}
    </div>
  )
}
