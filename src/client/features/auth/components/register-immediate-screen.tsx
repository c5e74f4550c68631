import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from 'react-router'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import { paths } from '#shared/paths.ts'
import { authTexts } from '../auth-messages.ts'
import { useRefreshSession } from '../session-actions.ts'
import { AuthPage, textLink } from './auth-page.tsx'
import { RegisterImmediateForm } from './register-immediate-form.tsx'
import { SignInInstead } from './sign-in-links.tsx'

/** /register-immediate (auth layout, guests only). */
export function RegisterImmediateScreen() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const refresh = useRefreshSession()

  async function onRegistered() {
    toast.success(i18n._(authTexts.registeredImmediate), { duration: ACCOUNT_TOAST_MS })
    // The server set the session cookie; the token in the answer is for API clients, not us.
    await refresh()
    // The urgent replacement screen does not wait for a confirmed address: the newcomer publishes
    // first and confirms from there.
    await navigate(paths.replacementsImmediate, { replace: true })
  }

  return (
    <AuthPage
      title={t`Inscription rapide`}
      description={t`Besoin d’un remplaçant tout de suite ? Inscrivez-vous en une minute, sans mot de passe pour l’instant.`}
      lead={
        <Trans>
          Besoin d’un remplaçant tout de suite&#8239;? Quelques informations suffisent. Vous choisirez votre mot de passe plus
          tard, avec le lien envoyé par e-mail.
        </Trans>
      }
      footer={
        <>
          <p>
            <Trans>
              Vous avez le temps&#8239;?{' '}
              <Link to={paths.register} className={textLink}>
                Inscription complète
              </Link>
            </Trans>
          </p>
          <SignInInstead />
        </>
      }
    >
      <RegisterImmediateForm onRegistered={onRegistered} />
    </AuthPage>
  )
}
