import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { relativeTimeFormat } from '#shared/intl.ts'
import { createStyleContext } from '#styled/jsx'
import { statusBanner } from '#styled/recipes'
import { Button } from './button.tsx'
import { CloudUploadIcon, SyncIcon, WifiIcon, WifiOffIcon } from './icons.tsx'

// The offline / sync banner of docs/offline.md: it says when the screen shows saved data and how old it
// is, and which actions wait for the network. It only displays what it is given; the PWA layer
// (lib/pwa) knows the network state, the cache age and the paused mutations.

const { withProvider, withContext } = createStyleContext(statusBanner)
const Root = withProvider('div', 'root')
const Icon = withContext('span', 'icon', { defaultProps: { 'aria-hidden': true } })
const Text = withContext('span', 'text')
const Detail = withContext('span', 'detail')
const Action = withContext('span', 'action')

export type BannerStatus = 'online' | 'offline' | 'pending' | 'syncing'

export type StatusBannerProps = {
  online: boolean
  /** Mutations made offline and not yet sent. */
  pendingCount?: number
  /** True while those mutations are being replayed. */
  syncing?: boolean
  /** When the data on screen was last fetched from the server (shown while offline). */
  savedAt?: Date | number | null
  /** Show the banner when everything is fine (e.g. for a few seconds after reconnecting). */
  showWhenOnline?: boolean
  /** "Réessayer": resume the waiting actions now. */
  onRetry?: () => void
  /** The current time, for tests; defaults to now. */
  now?: number
}

export function bannerStatus({ online, pendingCount = 0, syncing = false }: StatusBannerProps): BannerStatus {
  if (!online) return 'offline'
  if (syncing) return 'syncing'
  if (pendingCount > 0) return 'pending'
  return 'online'
}

/** "il y a 5 minutes", "hier"… in the reader's language. Returns null under a minute. */
export function formatAge(savedAt: Date | number, now: number, locale: string): string | null {
  const seconds = Math.max(0, Math.round((now - new Date(savedAt).getTime()) / 1000))
  if (seconds < 60) return null
  const rtf = relativeTimeFormat(locale, { numeric: 'auto' })
  if (seconds < 3600) return rtf.format(-Math.floor(seconds / 60), 'minute')
  if (seconds < 86_400) return rtf.format(-Math.floor(seconds / 3600), 'hour')
  return rtf.format(-Math.floor(seconds / 86_400), 'day')
}

const icons: Record<BannerStatus, ReactNode> = {
  online: <WifiIcon />,
  offline: <WifiOffIcon />,
  pending: <CloudUploadIcon />,
  syncing: <SyncIcon />,
}

export function StatusBanner(props: StatusBannerProps) {
  const { i18n, t } = useLingui()
  const { pendingCount = 0, savedAt, showWhenOnline = false, onRetry, now = Date.now() } = props
  const status = bannerStatus(props)
  const age = savedAt == null ? null : formatAge(savedAt, now, i18n.locale)
  const waiting =
    pendingCount > 0 ? (
      <Plural value={pendingCount} one="# action en attente du réseau." other="# actions en attente du réseau." />
    ) : null

  let text: ReactNode = null
  let detail: ReactNode = null
  if (status === 'offline') {
    text = <Trans>Vous êtes hors connexion.</Trans>
    detail = (
      <>
        {savedAt == null ? null : age ? t`Données enregistrées ${age}.` : t`Données enregistrées à l’instant.`} {waiting}
      </>
    )
  } else if (status === 'syncing') {
    text = <Plural value={pendingCount} _0="Synchronisation…" one="Envoi de # action…" other="Envoi de # actions…" />
  } else if (status === 'pending') {
    text = waiting
  } else {
    text = <Trans>Vous êtes en ligne.</Trans>
  }

  // The live region stays in the page so that changes are announced; only its content goes away.
  return (
    <div role="status">
      {status === 'online' && !showWhenOnline ? null : (
        <Root status={status} data-status={status}>
          <Icon>{icons[status]}</Icon>
          <Text>{text}</Text>
          {detail ? <Detail>{detail}</Detail> : null}
          {status === 'pending' && onRetry ? (
            <Action>
              <Button size="sm" variant="outline" onClick={onRetry}>
                <Trans>Réessayer</Trans>
              </Button>
            </Action>
          ) : null}
        </Root>
      )}
    </div>
  )
}
