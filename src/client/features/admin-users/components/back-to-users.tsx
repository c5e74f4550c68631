import { Trans } from '@lingui/react/macro'
import { Link as RouterLink } from 'react-router'
import { ArrowLeftIcon } from '#client/ui/icons.tsx'
import { Link } from '#client/ui/link.tsx'
import { css } from '#styled/css'
import { adminPaths } from '../paths.ts'

/** "Tous les utilisateurs": back to the list, above an account's page or the creation form. */
export function BackToUsers() {
  return (
    <Link asChild className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', mb: '4' })}>
      <RouterLink to={adminPaths.users}>
        <ArrowLeftIcon aria-hidden />
        <Trans>Tous les utilisateurs</Trans>
      </RouterLink>
    </Link>
  )
}
