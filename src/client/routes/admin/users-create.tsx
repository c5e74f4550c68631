import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink, useNavigate } from 'react-router'
import { CreateUserForm } from '#client/features/admin-users/components/create-user-form.tsx'
import { adminPaths } from '#client/features/admin-users/paths.ts'
import { Heading } from '#client/ui/heading.tsx'
import { ArrowLeftIcon } from '#client/ui/icons.tsx'
import { Link } from '#client/ui/link.tsx'
import { css } from '#styled/css'

const page = css({ mx: 'auto', maxW: 'content', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })

/** /dashboard/admin/users/create (admin guard): an account made by the team, then its page. */
export function Component() {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <div className={page}>
      <title>{t`Créer un utilisateur | Relève`}</title>
      <Link asChild className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', mb: '4' })}>
        <RouterLink to={adminPaths.users}>
          <ArrowLeftIcon aria-hidden />
          <Trans>Tous les utilisateurs</Trans>
        </RouterLink>
      </Link>
      <Heading level={1} className={css({ mb: '6' })}>
        <Trans>Créer un utilisateur</Trans>
      </Heading>
      <CreateUserForm onCreated={(user) => navigate(adminPaths.user(user.id))} />
    </div>
  )
}
