import { Trans, useLingui } from '@lingui/react/macro'
import { Link, matchRoutes, useNavigate } from 'react-router'
import { routes } from '#client/app/routes.tsx'
import { specTexts } from '#client/features/auth/auth-messages.ts'
import { RegisterImmediateForm } from '#client/features/auth/components/register-immediate-form.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import { paths } from '#shared/paths.ts'
import { AuthPage, textLink } from './components/auth-page.tsx'
import { useRefreshSession } from './session-actions.ts'

const immediateReplacementPath = `${paths.dashboard}/replacements/immediate`

/**
 * Where an immediate registration lands: the urgent replacement screen (SPEC §2, no guard), once
 * the replacements issue has added it to the route table; until then the dashboard, whose guard
 * asks for the e-mail confirmation first.
 */
export function afterImmediateRegistration(): string {
  const leaf = matchRoutes(routes, immediateReplacementPath)?.at(-1)?.route
  return leaf && leaf.id !== 'not-found' ? immediateReplacementPath : paths.dashboard
}

/** /register-immediate (auth layout, guests only). */
export function Component() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const refresh = useRefreshSession()

  async function onRegistered() {
    toast.success(i18n._(specTexts.registeredImmediate), { duration: ACCOUNT_TOAST_MS })
    // The server set the session cookie; the token in the answer is for API clients, not us.
    await refresh()
    await navigate(afterImmediateRegistration(), { replace: true })
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
          <p>
            <Trans>
              Déjà inscrit&#8239;?{' '}
              <Link to={paths.login} className={textLink}>
                Se connecter
              </Link>
            </Trans>
          </p>
        </>
      }
    >
      <RegisterImmediateForm onRegistered={onRegistered} />
    </AuthPage>
  )
}
