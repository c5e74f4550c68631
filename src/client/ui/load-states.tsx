import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css, cx } from '#styled/css'
import { Button } from './button.tsx'
import { Text } from './text.tsx'

/**
 * While a screen's data loads: its placeholders (skeletons), marked busy, with what is loading
 * said to screen readers ("Chargement des offres…").
 */
export function Loading({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className={className}>
      <span role="status" className={css({ srOnly: true })}>
        {label}
      </span>
      {children}
    </div>
  )
}

/** A load that failed while online: what could not load, and a way to ask again. */
export function LoadFailed({ children, onRetry, className }: { children: ReactNode; onRetry: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' }), className)}
    >
      <Text tone="danger" className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        {children}
      </Text>
      <Button variant="outline" onClick={onRetry}>
        <Trans>Réessayer</Trans>
      </Button>
    </div>
  )
}
