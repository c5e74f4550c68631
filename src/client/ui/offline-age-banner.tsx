import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { dateFormat } from '#shared/date-format.ts'
import { css, cx } from '#styled/css'
import { statusBanner } from '#styled/recipes'
import { WifiOffIcon } from './icons.tsx'

// Inside a page (not under the header): a framed box rather than a full-width strip.
const boxed = css({ borderWidth: 'thin', borderRadius: 'md' })

export type OfflineAgeBannerProps = {
  /** True while the device has no network. */
  offline: boolean
  /** When the data on screen was fetched from the server (a query's dataUpdatedAt); 0 or null: never. */
  savedAt: Date | number | null | undefined
  /** What this screen cannot do offline ("La recherche a besoin du réseau…"). */
  children?: ReactNode
  className?: string
}

/**
 * "Hors ligne — données du 12 mars 2026 à 14:05" (docs/offline.md): above a list or a page shown from
 * the saved cache while offline, so that nobody takes old data for fresh. It displays what it is
 * given; the screen knows the network state and its query's age. The live region stays in the
 * page so that going offline (and back) is announced.
 */
export function OfflineAgeBanner({ offline, savedAt, children, className }: OfflineAgeBannerProps) {
  const { t, i18n } = useLingui()
  const shown = offline && savedAt != null && new Date(savedAt).getTime() > 0
  const classes = statusBanner({ status: 'offline' })
  const when = shown ? dateFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(savedAt)) : ''

  return (
    <div role="status" className={className}>
      {shown ? (
        <div className={cx(classes.root, boxed)} data-status="offline">
          <span className={classes.icon} aria-hidden="true">
            <WifiOffIcon />
          </span>
          <span className={classes.text}>{t`Hors ligne — données du ${when}`}</span>
          {children ? <span className={classes.detail}>{children}</span> : null}
        </div>
      ) : null}
    </div>
  )
}
