import { type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { PageMeta } from '#client/ui/page-meta.tsx'
import { css } from '#styled/css'

const heading = css({ textStyle: 'h2', textWrap: 'balance', _focus: { outline: 'none' } })
const leadText = css({ mt: '2', color: 'fg.muted' })

export interface AuthPageProps {
  /** The <h1> and the document title. */
  title: string
  description: string
  lead?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/**
 * One screen of the auth layout: title, lead, content, links below. After an in-app navigation
 * the heading takes focus, so that a screen reader starts reading the new screen (a first page
 * load leaves focus where the browser puts it).
 */
export function AuthPage({ title, description, lead, children, footer }: AuthPageProps) {
  const ref = useRef<HTMLHeadingElement>(null)
  const location = useLocation()
  useEffect(() => {
    if (location.key !== 'default') ref.current?.focus()
  }, [location.key])
  return (
    <>
      <PageMeta title={title} description={description} />
      <header className={css({ mb: '6' })}>
        <h1 ref={ref} tabIndex={-1} className={heading}>
          {title}
        </h1>
        {lead ? <div className={leadText}>{lead}</div> : null}
      </header>
      {children}
      {footer ? (
        <footer
          className={css({
            mt: '6',
            pt: '5',
            borderTopWidth: '1px',
            borderColor: 'border.default',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            textStyle: 'small',
          })}
        >
          {footer}
        </footer>
      ) : null}
    </>
  )
}

/** A router link styled as an inline text link, 44 px tall for thumbs. */
export const textLink = css({
  color: 'fg.brand',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
})
