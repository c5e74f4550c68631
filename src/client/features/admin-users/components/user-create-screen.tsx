import { Trans } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { Heading } from '#client/ui/heading.tsx'
import { css } from '#styled/css'
import { adminPaths } from '../paths.ts'
import { BackToUsers } from './back-to-users.tsx'
import { CreateUserForm } from './create-user-form.tsx'

const page = css({ mx: 'auto', maxW: 'content', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })

/** /dashboard/admin/users/create (admin guard): an account made by the team, then its page. */
export function UserCreateScreen() {
  const navigate = useNavigate()
  return (
    <div className={page}>
      <BackToUsers />
      <Heading level={1} className={css({ mb: '6' })}>
        <Trans>Créer un utilisateur</Trans>
      </Heading>
      <CreateUserForm onCreated={(user) => navigate(adminPaths.user(user.id))} />
    </div>
  )
}
