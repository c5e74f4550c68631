import { type ReactNode, useEffect, useRef } from 'react'
import { CheckIcon, InfoIcon, WarningIcon } from '#client/ui/icons.tsx'
import { css, cx } from '#styled/css'

const box = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  p: '3',
  borderRadius: 'md',
  fontWeight: 'medium',
  '& > svg': { width: '5', height: '5', flexShrink: '0', mt: '0.5' },
  '& p + p': { mt: '1', fontWeight: 'normal' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
})

const tones = {
  danger: css({ bg: 'bg.dangerSubtle', color: 'fg.danger' }),
  success: css({ bg: 'bg.successSubtle', color: 'fg.default', '& > svg': { color: 'fg.success' } }),
  info: css({ bg: 'bg.brandSubtle', color: 'fg.default', '& > svg': { color: 'fg.brand' } }),
  warning: css({ bg: 'bg.warningSubtle', color: 'fg.default', '& > svg': { color: 'fg.warning' } }),
} as const

const icons = { danger: <WarningIcon />, success: <CheckIcon />, info: <InfoIcon />, warning: <WarningIcon /> }

export interface FormAlertProps {
  tone?: keyof typeof tones
  children: ReactNode
  /** Moves focus here when it appears, for an outcome that replaces what the user was doing. */
  focus?: boolean
  className?: string
}

/**
 * A message about the whole form (not one field): wrong credentials, no network, sent. Errors are
 * alerts (read at once); the others are polite status messages.
 */
export function FormAlert({ tone = 'danger', children, focus = false, className }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  return (
    <div
      ref={ref}
      tabIndex={focus ? -1 : undefined}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx(box, tones[tone], className)}
    >
      {icons[tone]}
      <div>{children}</div>
    </div>
  )
}
