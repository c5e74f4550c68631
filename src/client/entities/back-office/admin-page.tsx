import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Heading } from '#client/ui/heading.tsx'
import { ArrowLeftIcon } from '#client/ui/icons.tsx'
import { css } from '#styled/css'

const page = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })
const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  mb: '6',
})
const back = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  mb: '3',
  fontSize: 'sm',
  color: 'fg.brand',
  textDecoration: 'underline',
  '& svg': { w: '4', h: '4' },
})

/** The frame of a back-office screen: title, an optional way back, actions on the right. */
export function AdminPage({
  title,
  backTo,
  backLabel,
  actions,
  children,
  busy,
}: {
  title: ReactNode
  backTo?: string
  backLabel?: ReactNode
  actions?: ReactNode
  children: ReactNode
  busy?: boolean
}) {
  return (
    <div className={page} aria-busy={busy}>
      {backTo ? (
        <Link to={backTo} className={back}>
          <ArrowLeftIcon />
          {backLabel ?? <Trans>Retour</Trans>}
        </Link>
      ) : null}
      <div className={header}>
        <Heading level={1}>{title}</Heading>
        {actions}
      </div>
      {children}
    </div>
  )
}
