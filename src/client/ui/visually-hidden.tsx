import type { ComponentProps } from 'react'
import { css, cx } from '#styled/css'

const srOnly = css({ srOnly: true })

/** Text for screen readers only: it stays in the accessibility tree, off screen. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cx(srOnly, className)} {...props} />
}
