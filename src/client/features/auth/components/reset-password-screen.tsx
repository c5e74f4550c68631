import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { Button } from '#client/ui/button.tsx'
import { paths } from '#shared/paths.ts'
import { useRefreshSession } from '../session-actions.ts'
import { AuthPage } from './auth-page.tsx'
import { type PasswordSet, ResetPasswordForm } from './reset-password-form.tsx'
import { BackToSignIn } from './sign-in-links.tsx'

/** /password/reset/{token}?email=… (auth layout): the page of the mailed reset link. */
export function ResetPasswordScreen() {
  const { t } = useLingui()
  const { token = '' } = useParams()
  const [params] = useSearchParams()
  const email = params.get('email')
  const navigate = useNavigate()
  const refresh = useRefreshSession()

  async function onDone({ message, email: account }: PasswordSet) {
    // The server ended every session, this device's too: forget the user it may still show.
    await refresh().catch(() => null)
    await navigate(paths.login, { replace: true, state: { notice: message, email: account } })
  }

  return (
    <AuthPage
      title={t`Nouveau mot de passe`}
      description={t`Choisissez un nouveau mot de passe pour votre compte Relève.`}
      lead={<Trans>Choisissez un nouveau mot de passe. Vous serez déconnecté de tous vos appareils.</Trans>}
      footer={<BackToSignIn />}
    >
      {/* The token is in this page's address: no request from here may carry it as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      <ResetPasswordForm
        token={token}
        email={email}
        submitLabel={<Trans>Enregistrer le mot de passe</Trans>}
        onDone={onDone}
        deadLink={
          <Button asChild variant="outline">
            <Link to={email ? `${paths.resetPassword}?${new URLSearchParams({ email })}` : paths.resetPassword}>
              <Trans>Demander un nouveau lien</Trans>
            </Link>
          </Button>
        }
      />
    </AuthPage>
  )
}
