import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '#shared/paths.ts'
import { nextPathAfterSignIn, safeRedirect } from '../redirect.ts'
import { useRefreshSession } from '../session-actions.ts'
import { AuthPage, textLink } from './auth-page.tsx'
import { LoginForm } from './login-form.tsx'
import { useRouteEmail, useRouteNotice } from './route-notice.ts'

/** /login (auth layout, guests only). */
export function LoginScreen() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const redirect = safeRedirect(params.get('redirect'))
  const navigate = useNavigate()
  const refresh = useRefreshSession()
  const notice = useRouteNotice()
  const email = useRouteEmail()

  async function onSignedIn() {
    const user = await refresh()
    await navigate(nextPathAfterSignIn(user, redirect), { replace: true })
  }

  return (
    <AuthPage
      title={t`Connexion`}
      description={t`Connectez-vous à Relève pour retrouver vos remplacements, vos candidatures et vos messages.`}
      lead={<Trans>Heureux de vous revoir.</Trans>}
      footer={
        <>
          <p>
            <Trans>
              Pas encore de compte&#8239;?{' '}
              <Link to={paths.register} className={textLink}>
                Créer un compte
              </Link>
            </Trans>
          </p>
          <p>
            <Trans>
              Besoin d’un remplaçant tout de suite&#8239;?{' '}
              <Link to={paths.registerImmediate} className={textLink}>
                Inscription rapide
              </Link>
            </Trans>
          </p>
        </>
      }
    >
      <LoginForm redirect={redirect} onSignedIn={onSignedIn} notice={notice} email={email} />
    </AuthPage>
  )
}
