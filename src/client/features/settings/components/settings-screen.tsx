import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { BackLink } from '#client/ui/back-link.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { ChevronLeftIcon } from '#client/ui/icons.tsx'
import { Text } from '#client/ui/text.tsx'
import { paths } from '#shared/paths.ts'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { isSettingsSectionId, type SettingsSectionId, visibleSections } from '../settings-sections.ts'
import { SettingsNav } from './settings-nav.tsx'

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' },
  gap: { base: '6', lg: '10' },
  alignItems: 'start',
  mt: { base: '4', md: '6' },
})

// On phones an open section replaces the list: the page's h1 stays for screen readers only.
const hiddenOnPhones = css({
  srOnly: true,
  lg: { position: 'static', width: 'auto', height: 'auto', margin: '0', overflow: 'visible', clip: 'auto', whiteSpace: 'normal' },
})

/**
 * /dashboard/settings. `?section=` opens one section: phones show either the list of sections or
 * one open section (with the way back), wider screens both side by side. The open section's
 * content comes from the route (`panel`): it composes the account, roles, calendar and settings
 * features, which a feature cannot import.
 */
export function SettingsScreen({ panel }: { panel: (section: SettingsSectionId, user: User) => ReactNode }) {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const [search] = useSearchParams()
  if (!user) return null

  const sections = visibleSections(user)
  const asked = search.get('section')
  const chosen = sections.find((section) => isSettingsSectionId(asked) && section.id === asked)
  const section = chosen ?? sections[0]
  if (!section) return null
  const open = chosen !== undefined
  const sectionTitle = i18n._(section.title)

  return (
    <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })}>
      <title>{open ? t`${sectionTitle} · Paramètres | Relève` : t`Paramètres | Relève`}</title>
      <Heading level={1} className={open ? hiddenOnPhones : undefined}>
        <Trans>Paramètres</Trans>
      </Heading>
      <div className={layout}>
        <div
          className={css({
            display: { base: open ? 'none' : 'block', lg: 'block' },
            position: { lg: 'sticky' },
            top: { lg: '20' },
          })}
        >
          <SettingsNav sections={sections} current={section.id} />
        </div>
        <section
          aria-labelledby="settings-section-title"
          className={css({ display: { base: open ? 'flex' : 'none', lg: 'flex' }, flexDirection: 'column', gap: '5', minW: '0' })}
        >
          <BackLink asChild className={css({ lg: { display: 'none' } })}>
            <Link to={paths.settings}>
              <ChevronLeftIcon />
              <Trans>Paramètres</Trans>
            </Link>
          </BackLink>
          <div>
            <Heading level={2} id="settings-section-title" size="h2">
              {sectionTitle}
            </Heading>
            <Text tone="muted" size="small" className={css({ mt: '1' })}>
              {i18n._(section.summary)}
            </Text>
          </div>
          <Fragment key={section.id}>{panel(section.id, user)}</Fragment>
        </section>
      </div>
    </div>
  )
}
