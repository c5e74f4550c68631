import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from '#styled/css'
import { BrandLink } from './brand-link.tsx'

const page = css({
  minH: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  px: '4',
  py: { base: '6', md: '10' },
  bg: 'bg.canvas',
})

const content = css({
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: '4',
  maxW: 'xl',
  w: 'full',
  py: '8',
})

/**
 * The error layout (docs/product.md#error-screens): the logo at the top, then an illustration, the title, the message and
 * the way home. Kept out of search engines (noindex) and titled 'Erreur | Relève'.
 */
export function ErrorLayout({ illustration, children }: { illustration: ReactNode; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <div className={page}>
      <title>{t`Erreur | Relève`}</title>
      <meta name="robots" content="noindex" />
      <header>
        <BrandLink label={t`Relève, retour à l’accueil`} />
      </header>
      <main id="main" className={content}>
        {illustration}
        {children}
      </main>
    </div>
  )
}
