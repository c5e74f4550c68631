import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form.tsx'
import { Button } from '#client/ui/button.tsx'
import { paths } from '#shared/paths.ts'
import { AuthPage } from './components/auth-page.tsx'
import { useRefreshSession } from './session-actions.ts'

/**
 * /password/new-password?token=…&email=… (auth layout): the first password of an account made by
 * immediate registration, from the mailed link. Choosing it also confirms the address.
 */
export function Component() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const email = params.get('email')
  const navigate = useNavigate()
  const refresh = useRefreshSession()

  async function onDone(message: string) {
    // The server closes every session when a password is set: logging in comes next.
    await refresh().catch(() => null)
    await navigate(paths.login, { replace: true, state: { notice: message } })
  }

  return (
    <AuthPage
      title={t`Choisissez votre mot de passe`}
      description={t`Choisissez le mot de passe de votre compte Relève.`}
      lead={<Trans>Dernière étape de votre inscription rapide&#8239;: un mot de passe pour vous connecter sur tous vos appareils.</Trans>}
    >
      <meta name="referrer" content="no-referrer" />
      <ResetPasswordForm
        token={token}
        email={email}
        submitLabel={<Trans>Enregistrer mon mot de passe</Trans>}
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
