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

/** The footer line back to the sign-in: the password reset screens, the second factor (which forgets its challenge). */
export function BackToSignIn({ to = paths.login, onClick }: { to?: string; onClick?: () => void }) {
  return (
    <p>
      <Link to={to} onClick={onClick} className={textLink}>
        <Trans>Revenir à la connexion</Trans>
      </Link>
    </p>
  )
}
