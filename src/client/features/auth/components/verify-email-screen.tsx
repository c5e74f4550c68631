import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { Button } from '#client/ui/button.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { nextPathAfterSignIn } from '../redirect.ts'
import { useLogout, useRefreshSession } from '../session-actions.ts'
import { AuthPage } from './auth-page.tsx'
import { FormAlert } from './form-alert.tsx'
import { ResendVerification } from './resend-verification.tsx'
import { VerifyEmailLink } from './verify-email-link.tsx'

/**
 * /auth/verify-email (auth layout). With ?token= (the mailed link): confirms the address, for
 * anyone holding the link. Without: the waiting page of a signed-in user whose address is not
 * confirmed yet (the route's loader applies the `unverified` guard).
 */
export function VerifyEmailScreen() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const token = params.get('token')
  const navigate = useNavigate()
  const refresh = useRefreshSession()

  async function onVerified(message: string) {
    // Signed in here (the same account: the server refuses another's link) or not at all.
    const user = await refresh().catch(() => null)
    if (user) {
      toast.success(message, { duration: ACCOUNT_TOAST_MS })
      await navigate(nextPathAfterSignIn(user, null), { replace: true })
    } else {
      await navigate(paths.login, { replace: true, state: { notice: `${message} ${t`Connectez-vous pour continuer.`}` } })
    }
  }

  return (
    <AuthPage
      title={t`Confirmez votre adresse e-mail`}
      description={t`Confirmez votre adresse e-mail pour accéder à votre espace Relève.`}
    >
      {token ? <VerifyEmailLink token={token} onVerified={onVerified} /> : <WaitingForConfirmation />}
    </AuthPage>
  )
}

function WaitingForConfirmation() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const navigate = useNavigate()
  const refresh = useRefreshSession()
  const logout = useLogout()
  const [checking, setChecking] = useState(false)
  const [stillWaiting, setStillWaiting] = useState(false)

  async function checkAgain() {
    setChecking(true)
    setStillWaiting(false)
    try {
      const fresh = await refresh()
      if (fresh?.email_verified_at) await navigate(nextPathAfterSignIn(fresh, null), { replace: true })
      else if (!fresh) await navigate(paths.login, { replace: true })
      else setStillWaiting(true)
    } catch {
      setStillWaiting(true)
    } finally {
      setChecking(false)
    }
  }

  if (!user) return null
  const email = user.email
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <p>
        <Trans>
          Nous avons envoyé un lien de confirmation à <strong>{email}</strong>. Ouvrez-le, sur ce téléphone ou un autre appareil,
          pour accéder à votre espace.
        </Trans>
      </p>
      {user.has_password ? null : (
        <FormAlert tone="info">
          <Trans>
            Après une inscription rapide, le lien reçu par e-mail sert à choisir votre mot de passe&#8239;: il confirme aussi
            votre adresse.
          </Trans>
        </FormAlert>
      )}
      {stillWaiting ? (
        <FormAlert tone="warning">
          <Trans>Votre adresse n’est pas encore confirmée. Ouvrez le lien reçu par e-mail, puis réessayez.</Trans>
        </FormAlert>
      ) : null}
      <Button onClick={checkAgain} loading={checking}>
        <Trans>J’ai confirmé mon adresse</Trans>
      </Button>
      <section aria-labelledby="resend-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="resend-title" className={css({ textStyle: 'h4' })}>
          <Trans>Rien reçu&#8239;?</Trans>
        </h2>
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
          <Trans>
            Regardez dans les courriers indésirables, ou demandez un nouveau lien&#8239;: le précédent ne fonctionnera plus.
          </Trans>
        </p>
        <ResendVerification email={email} label={t`Renvoyer le lien`} />
      </section>
      <Button variant="ghost" onClick={() => logout.mutate()} loading={logout.isPending}>
        <Trans>Se déconnecter</Trans>
      </Button>
    </div>
  )
}
