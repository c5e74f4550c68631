import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { css } from '#styled/css'
import { PublicFooter } from './public-footer.tsx'
import { PublicHeader } from './public-header.tsx'
import { SkipLink } from './skip-link.tsx'

const frame = css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' })

/** The public chrome shared by the default and guest layouts. */
export function PublicLayout({ before }: { before?: ReactNode }) {
  return (
    <div className={frame}>
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className={css({ flex: '1', _focus: { outline: 'none' } })}>
        {before}
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  )
}
