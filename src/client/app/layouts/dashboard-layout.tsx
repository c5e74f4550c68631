import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { Outlet } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { SubscriptionUpsellDialog } from '#client/entities/subscription/subscription-upsell.tsx'
import { UserMenu } from '#client/features/auth/components/user-menu.tsx'
import { NotificationBell } from '#client/features/notifications/components/notification-bell.tsx'
import { RoleSwitcher } from '#client/features/roles/components/role-switcher.tsx'
import { PreloadNavLink } from '#client/lib/preload-link.tsx'
import { InstallOffer } from '#client/lib/pwa/install-offer-card.tsx'
import { NetworkStatusBanner } from '#client/lib/pwa/network-status-banner.tsx'
import { useHeaderOffset } from '#client/ui/use-header-offset.ts'
import { paths } from '#shared/paths.ts'
import { displayName } from '#shared/user-access.ts'
import { css, cx } from '#styled/css'
import { useRealtime } from '../realtime/mount.ts'
import { BrandLink } from './brand-link.tsx'
import { ColourModeToggle } from './colour-mode-toggle.tsx'
import { navFor, tabBarFor } from './dashboard-nav.ts'
import { LanguageToggle } from './language-toggle.tsx'
import { SkipLink } from './skip-link.tsx'

const frame = css({
  minH: '100dvh',
  bg: 'bg.canvas',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '16rem 1fr' },
  gridTemplateRows: 'auto auto 1fr',
  gridTemplateAreas: { base: '"top" "status" "main"', lg: '"side top" "side status" "side main"' },
  // Printed (a replacement contract), the page is its content alone.
  _print: { display: 'block', minH: 'auto', bg: 'transparent' },
})

const noPrint = css({ _print: { display: 'none !important' } })

const topBar = css({
  gridArea: 'top',
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: { base: '3', md: '6' },
  minH: '14',
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})

const side = css({
  gridArea: 'side',
  display: { base: 'none', lg: 'flex' },
  flexDirection: 'column',
  gap: '6',
  position: 'sticky',
  top: '0',
  h: '100dvh',
  px: '4',
  py: '5',
  bg: 'bg.surface',
  borderRightWidth: '1px',
  borderColor: 'border.default',
})

const sideLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '11',
  px: '3',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  '& svg': { w: '5', h: '5' },
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  '&[aria-current=page]': { bg: 'bg.brandSubtle', color: 'fg.brand' },
})

const tabBar = css({
  display: { base: 'flex', lg: 'none' },
  position: 'fixed',
  insetInline: '0',
  bottom: '0',
  zIndex: 'sticky',
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  pb: 'env(safe-area-inset-bottom)',
})

const tabLink = css({
  flex: '1',
  minW: '0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  minH: '14',
  fontSize: 'xs',
  fontWeight: 'medium',
  // "Candidatures" then fits a fifth of a 375 px screen.
  letterSpacing: 'tight',
  color: 'fg.muted',
  textDecoration: 'none',
  '& svg': { w: '6', h: '6' },
  '&[aria-current=page]': { color: 'fg.brand' },
})

// One line per tab: a label too long for a narrow phone ends in an ellipsis, never overlaps the next.
const tabText = css({ maxW: 'full', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

/**
 * The "dashboard" layout (docs/product.md#routes): phones first, with the sections in a bottom tab bar within thumb reach;
 * from the lg breakpoint they move to a side navigation. The status line sits under the top bar.
 */
export function DashboardLayout() {
  const header = useRef<HTMLElement>(null)
  useHeaderOffset(header)
  // One realtime stream per signed-in tab, loaded once the page is idle (app/realtime/mount.ts).
  useRealtime()
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const sections = navFor(user)
  const tabs = tabBarFor(user)
  return (
    <div className={frame}>
      <SkipLink />
      <header ref={header} className={cx(topBar, noPrint)}>
        <BrandLink to={paths.dashboard} label={t`Relève, tableau de bord`} className={css({ lg: { display: 'none' } })} />
        <span className={css({ display: { base: 'none', lg: 'block' } })} />
        <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
          {user ? (
            <span className={css({ fontSize: 'sm', fontWeight: 'medium', mr: '2', display: { base: 'none', sm: 'inline' } })}>
              {displayName(user)}
            </span>
          ) : null}
          {user ? <RoleSwitcher user={user} /> : null}
          {user ? <NotificationBell /> : null}
          <ColourModeToggle />
          <LanguageToggle />
          {user ? <UserMenu user={user} /> : null}
        </div>
      </header>
      <aside className={cx(side, noPrint)}>
        <BrandLink to={paths.dashboard} label={t`Relève, tableau de bord`} />
        <nav aria-label={t`Sections du tableau de bord`}>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {sections.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <PreloadNavLink to={to} end={end} className={sideLink}>
                  <Icon />
                  {i18n._(label)}
                </PreloadNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <PreloadNavLink to={paths.home} className={`${sideLink} ${css({ mt: 'auto' })}`}>
          <Trans>Site public</Trans>
        </PreloadNavLink>
      </aside>
      {/* The offline / sync line: what waits for the network, and when it is back. Left out of
          the last screen's picture (lib/last-screen.ts): it says how things stand now. */}
      <div data-no-snapshot className={css({ gridArea: 'status', _print: { display: 'none' } })}>
        <NetworkStatusBanner />
        <InstallOffer />
      </div>
      <main
        id="main"
        tabIndex={-1}
        className={css({
          gridArea: 'main',
          minW: '0',
          pb: { base: '20', lg: '0' },
          _print: { pb: '0' },
          _focus: { outline: 'none' },
        })}
      >
        <Outlet />
      </main>
      {/* A change refused for want of a subscription, wherever it was made: the way to the plan. */}
      <SubscriptionUpsellDialog />
      <nav aria-label={t`Sections du tableau de bord`} className={cx(tabBar, noPrint)}>
        {tabs.map(({ to, label, tabLabel, icon: Icon, end }) => (
          <PreloadNavLink key={to} to={to} end={end} className={tabLink}>
            <Icon />
            <span className={tabText}>{i18n._(tabLabel ?? label)}</span>
          </PreloadNavLink>
        ))}
      </nav>
    </div>
  )
}

export { DashboardLayout as Component }
