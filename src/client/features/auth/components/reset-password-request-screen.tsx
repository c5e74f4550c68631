import { Trans, useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { AuthPage } from './auth-page.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { BackToSignIn } from './sign-in-links.tsx'

/** /password/reset-password (auth layout): ask for a link to choose a new password. */
export function ResetPasswordRequestScreen() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  return (
    <AuthPage
      title={t`Mot de passe oublié`}
      description={t`Recevez par e-mail un lien pour choisir un nouveau mot de passe.`}
      lead={
        <Trans>Indiquez l’adresse de votre compte&#8239;: nous y enverrons un lien pour choisir un nouveau mot de passe.</Trans>
      }
      footer={<BackToSignIn />}
    >
      <ForgotPasswordForm initialEmail={params.get('email') ?? ''} />
    </AuthPage>
  )
}
