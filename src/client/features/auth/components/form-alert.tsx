import { type ReactNode, useEffect, useRef } from 'react'
import { Notice, type NoticeTone } from '#client/ui/notice.tsx'
import { css, cx } from '#styled/css'

// The form's outcome reads a little heavier than a notice in running text; a second paragraph
// (the detail) goes back to normal weight.
const weight = css({ fontWeight: 'medium', '& p + p': { mt: '1', fontWeight: 'normal' } })

export interface FormAlertProps {
  tone?: NoticeTone
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
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  return (
    <Notice ref={ref} tabIndex={focus ? -1 : undefined} tone={tone} className={cx(weight, className)}>
      {children}
    </Notice>
  )
}
