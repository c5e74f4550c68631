import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { Link } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { PreloadNavLink } from '#client/lib/preload-link.tsx'
import { Button } from '#client/ui/button.tsx'
import { useHeaderOffset } from '#client/ui/use-header-offset.ts'
import { paths } from '#shared/paths.ts'
import { isLoggedIn } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { BrandLink } from './brand-link.tsx'
import { ColourModeToggle } from './colour-mode-toggle.tsx'
import { LanguageToggle } from './language-toggle.tsx'
import { publicNav } from './public-nav.ts'

const bar = css({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})

const inner = css({
  maxW: 'content',
  mx: 'auto',
  px: { base: '3', md: '6' },
  display: 'grid',
  gridTemplateColumns: { base: '1fr auto', md: 'auto 1fr auto' },
  gridTemplateAreas: { base: '"brand actions" "nav nav"', md: '"brand nav actions"' },
  alignItems: 'center',
  columnGap: { base: '2', md: '6' },
})

const navList = css({
  display: 'flex',
  gap: { base: '1', md: '2' },
  overflowX: 'auto',
  // Phones: the links sit on a second row and scroll sideways rather than wrap.
  mx: { base: '-3', md: '0' },
  px: { base: '3', md: '0' },
  pb: { base: '1', md: '0' },
})

const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  _hover: { color: 'fg.default', bg: 'bg.muted' },
  '&[aria-current=page]': {
    color: 'fg.brand',
    textDecoration: 'underline',
    textUnderlineOffset: '6px',
    textDecorationThickness: '2px',
  },
})

/** The public site's header: logo, main navigation, preferences and the way in. */
export function PublicHeader() {
  const header = useRef<HTMLElement>(null)
  useHeaderOffset(header)
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  return (
    <header ref={header} className={bar}>
      <div className={inner}>
        <div className={css({ gridArea: 'brand', py: '1' })}>
          <BrandLink label={t`Relève, accueil`} />
        </div>
        <nav aria-label={t`Navigation principale`} className={css({ gridArea: 'nav', minW: '0' })}>
          <ul className={navList}>
            {publicNav.map((item) => (
              <li key={item.to}>
                <PreloadNavLink to={item.to} end={item.end} className={navLink}>
                  {i18n._(item.label)}
                </PreloadNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={css({ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: '1', py: '1' })}>
          <ColourModeToggle />
          <LanguageToggle />
          <Button asChild size="sm" variant={isLoggedIn(user) ? 'outline' : 'solid'} className={css({ ml: '1' })}>
            {isLoggedIn(user) ? (
              <Link to={paths.dashboard}>
                <Trans>Mon espace</Trans>
              </Link>
            ) : (
              <Link to={paths.login}>
                <Trans>Se connecter</Trans>
              </Link>
            )}
          </Button>
        </div>
      </div>
    </header>
  )
}
