import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Button } from '#client/ui/button.tsx'
import { paths } from '#shared/paths.ts'
import { nextPathAfterSignIn } from '../redirect.ts'
import { useRefreshSession } from '../session-actions.ts'
import { saveChallenge } from '../two-factor-challenge.ts'
import { AuthPage } from './auth-page.tsx'
import { type PasswordSet, ResetPasswordForm } from './reset-password-form.tsx'

/**
 * /password/new-password?token=…&email=… (auth layout): the first password of an account made by
 * immediate registration, from the mailed link. Choosing it also confirms the address.
 */
export function NewPasswordScreen() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const email = params.get('email')
  const navigate = useNavigate()
  const refresh = useRefreshSession()

  async function onDone({ message, email: account, signIn }: PasswordSet) {
    // The server closed every session when the password was set, the immediate registration's
    // too, and the form has just logged in with that password: the urgent offer is running and
    // an empty login form is the last thing its author needs. Asking who we are now also
    // forgets the user of the closed session when that login did not go through.
    const user = await refresh().catch(() => null)
    if (signIn?.kind === 'signed-in' && user) {
      await navigate(nextPathAfterSignIn(user, null), { replace: true })
      return
    }
    if (signIn?.kind === 'challenge') {
      saveChallenge(signIn.hash, null)
      await navigate(paths.twoFactorChallenge, { replace: true })
      return
    }
    const notice = `${message} ${t`La connexion automatique n’a pas abouti : saisissez le mot de passe que vous venez de choisir.`}`
    await navigate(paths.login, { replace: true, state: { notice, email: account } })
  }

  return (
    <AuthPage
      title={t`Choisissez votre mot de passe`}
      description={t`Choisissez le mot de passe de votre compte Relève.`}
      lead={
        <Trans>
          Dernière étape de votre inscription rapide&#8239;: un mot de passe pour vous connecter sur tous vos appareils.
        </Trans>
      }
    >
      <meta name="referrer" content="no-referrer" />
      <ResetPasswordForm
        token={token}
        email={email}
        submitLabel={<Trans>Enregistrer mon mot de passe</Trans>}
        signInAfter
        onDone={onDone}
        deadLink={
          <Button asChild variant="outline">
            <Link to={email ? `${paths.resetPassword}?${new URLSearchParams({ email })}` : paths.resetPassword}>
              <Trans>Recevoir un nouveau lien</Trans>
            </Link>
          </Button>
        }
      />
    </AuthPage>
  )
}
