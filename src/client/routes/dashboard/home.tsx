import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { ProfileChecklistCard } from '#client/features/account/components/profile-checklist-card.tsx'
import { nameOfRole } from '#client/features/roles/role-labels.ts'
import { settingsSectionPath } from '#client/features/settings/settings-sections.ts'
import * as Card from '#client/ui/card.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { ArrowRightIcon } from '#client/ui/icons.tsx'
import { Text } from '#client/ui/text.tsx'
import type { User } from '#shared/user.ts'
import { displayName, isAdmin } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { adminAction, type RoleAction, roleActions } from './components/role-actions.ts'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fill, minmax(16rem, 1fr))' }, gap: '4' })

const stretchedLink = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  color: 'fg.default',
  textDecoration: 'none',
  _focusVisible: { outline: 'none' },
  // The whole card answers the tap (a thumb is not a cursor).
  _after: { content: '""', position: 'absolute', inset: '0' },
  '& svg': { w: '5', h: '5', color: 'fg.brand', flexShrink: '0' },
})

function ActionCard({ action }: { action: RoleAction }) {
  const { i18n } = useLingui()
  return (
    <li>
      <Card.Root variant="interactive" className={css({ h: 'full' })}>
        <Card.Body>
          <Link to={action.to} className={stretchedLink}>
            <span className={css({ textStyle: 'h4' })}>{i18n._(action.title)}</span>
            <ArrowRightIcon />
          </Link>
          <Text size="small" tone="muted">
            {i18n._(action.description)}
          </Text>
        </Card.Body>
      </Card.Root>
    </li>
  )
}

function availableActions(user: User): RoleAction[] {
  const forRole = user.active_role ? (roleActions[user.active_role] ?? []) : []
  return isAdmin(user) ? [adminAction, ...forRole] : forRole
}

/** The dashboard home: what the active role comes here for, and what the profile still lacks. */
export function Component() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const actions = user ? availableActions(user) : []
  const roleName = user?.active_role ? nameOfRole(i18n, user.active_role) : null

  return (
    <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })}>
      <title>{t`Tableau de bord | Relève`}</title>
      <Heading level={1}>{user ? <Trans>Bonjour, {displayName(user)}</Trans> : <Trans>Bonjour</Trans>}</Heading>
      <Text tone="muted" className={css({ mt: '2' })}>
        {roleName ? (
          <Trans>
            Vous utilisez Relève en tant que <strong>{roleName}</strong>.
          </Trans>
        ) : (
          <Trans>Bienvenue dans votre espace Relève.</Trans>
        )}
        {user && user.roles.length > 1 ? (
          <>
            {' '}
            <Link to={settingsSectionPath('roles')} className={css({ color: 'fg.brand', fontWeight: 'medium' })}>
              <Trans>Changer de rôle</Trans>
            </Link>
          </>
        ) : null}
      </Text>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '8', mt: '8' })}>
        {actions.length > 0 ? (
          <section aria-labelledby="dashboard-actions">
            <Heading level={2} size="h3" id="dashboard-actions" className={css({ mb: '4' })}>
              <Trans>Que voulez-vous faire ?</Trans>
            </Heading>
            <ul className={grid}>
              {actions.map((action) => (
                <ActionCard key={action.to} action={action} />
              ))}
            </ul>
          </section>
        ) : null}
        {user ? (
          <div className={css({ maxW: '40rem' })}>
            <ProfileChecklistCard user={user} sectionPath={settingsSectionPath} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
