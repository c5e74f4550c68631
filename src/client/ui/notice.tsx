import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react'
import { cx } from '#styled/css'
import { type NoticeVariantProps, notice } from '#styled/recipes'
import { CheckIcon, InfoIcon, WarningIcon } from './icons.tsx'

export type NoticeTone = 'info' | 'warning' | 'danger' | 'success'

const icons: Record<NoticeTone, ReactNode> = {
  info: <InfoIcon />,
  warning: <WarningIcon />,
  danger: <WarningIcon />,
  success: <CheckIcon />,
}

export interface NoticeProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'role'> {
  tone?: NoticeTone
  size?: NoticeVariantProps['size']
  /** A short lead, in bold above (or before) the text. */
  title?: ReactNode
  /** Replaces the tone's icon; `null` shows none. */
  icon?: ReactNode
  /**
   * A failure is an alert (read at once), anything else a polite status. `note` for a standing
   * remark that is part of the page, not news; `none` when a live region around it already speaks.
   */
  role?: 'alert' | 'status' | 'note' | 'none'
  /** `p` inside running text, `li` as one of a list of notices. */
  as?: 'div' | 'p' | 'li'
  ref?: Ref<HTMLElement>
}

/** The box that tells the reader something about the screen: a warning, a failure, a confirmation. */
export function Notice({ tone = 'info', size, title, icon, role, as = 'div', className, children, ...rest }: NoticeProps) {
  const styles = notice({ tone, size })
  const shownRole = role ?? (tone === 'danger' ? 'alert' : 'status')
  // Inside a paragraph or a list item only phrasing content is allowed.
  const block = as === 'div' ? 'div' : 'span'
  const shownIcon = icon === undefined ? icons[tone] : icon
  return createElement(
    as,
    { ...rest, role: shownRole === 'none' ? undefined : shownRole, className: cx(styles.root, className) },
    shownIcon === null ? null : (
      <span className={styles.icon} aria-hidden="true">
        {shownIcon}
      </span>
    ),
    createElement(block, { className: styles.body }, title ? <strong className={styles.title}>{title}</strong> : null, children),
  )
}
