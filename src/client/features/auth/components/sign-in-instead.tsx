import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { textLink } from './auth-page.tsx'

/** The registration screens' footer line for someone who already has an account. */
export function SignInInstead() {
  return (
    <p>
      <Trans>
        Déjà inscrit&#8239;?{' '}
        <Link to={paths.login} className={textLink}>
          Se connecter
        </Link>
      </Trans>
    </p>
  )
}
