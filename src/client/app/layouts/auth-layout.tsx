import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { Outlet } from 'react-router'
import { PreloadLink } from '#client/lib/preload-link.tsx'
import { useHeaderOffset } from '#client/ui/use-header-offset.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { BrandLink } from './brand-link.tsx'
import { ColourModeToggle } from './colour-mode-toggle.tsx'
import { LanguageToggle } from './language-toggle.tsx'
import { SkipLink } from './skip-link.tsx'

const frame = css({
  minH: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.canvas',
  px: '4',
  py: { base: '4', md: '8' },
})

const card = css({
  w: 'full',
  maxW: 'md',
  mx: 'auto',
  my: { base: '4', md: 'auto' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'sm',
  p: { base: '5', md: '8' },
})

/** The "auth" layout (docs/product.md#routes): login, registration, verification; one focused card, no site navigation. */
export function AuthLayout() {
  const header = useRef<HTMLElement>(null)
  useHeaderOffset(header)
  const { t } = useLingui()
  return (
    <div className={frame}>
      <SkipLink />
      <header
        ref={header}
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          maxW: 'md',
          w: 'full',
          mx: 'auto',
        })}
      >
        <BrandLink label={t`Relève, accueil`} />
        <div className={css({ display: 'flex', gap: '1' })}>
          <ColourModeToggle />
          <LanguageToggle />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={card}>
        <Outlet />
      </main>
      <footer className={css({ textAlign: 'center', fontSize: 'sm', color: 'fg.muted' })}>
        <PreloadLink
          to={paths.privacySecurity}
          className={css({ textDecoration: 'underline', display: 'inline-flex', minH: '11', alignItems: 'center' })}
        >
          {t`Confidentialité`}
        </PreloadLink>
      </footer>
    </div>
  )
}
