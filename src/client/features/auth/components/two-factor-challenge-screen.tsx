import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '#shared/paths.ts'
import { loginPath, nextPathAfterSignIn } from '../redirect.ts'
import { useRefreshSession } from '../session-actions.ts'
import { clearChallenge, type PendingChallenge, readChallenge } from '../two-factor-challenge.ts'
import { AuthPage } from './auth-page.tsx'
import { BackToSignIn } from './sign-in-links.tsx'
import { TwoFactorForm } from './two-factor-form.tsx'

/** /2fa-challenge (auth layout, guests): the code after the password, when two-factor is on. */
export function TwoFactorChallengeScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const refresh = useRefreshSession()
  // Read once: the challenge does not change while the page is open.
  const [challenge] = useState<PendingChallenge | null>(() => readChallenge())

  const expiredNotice = t`La vérification a expiré. Reconnectez-vous.`
  useEffect(() => {
    // Opened directly, after a reload past 5 minutes, or in another tab: the password comes first.
    if (!challenge) void navigate(paths.login, { replace: true, state: { notice: expiredNotice } })
  }, [challenge, navigate, expiredNotice])

  if (!challenge) return null

  async function onSignedIn() {
    const user = await refresh()
    await navigate(nextPathAfterSignIn(user, challenge?.redirect ?? null), { replace: true })
  }

  function onExpired() {
    clearChallenge()
    void navigate(loginPath(challenge?.redirect ?? null), { replace: true, state: { notice: expiredNotice } })
  }

  return (
    <AuthPage
      title={t`Double authentification`}
      description={t`Saisissez le code de votre application d’authentification pour terminer la connexion.`}
      lead={<Trans>Ouvrez votre application d’authentification et saisissez le code affiché pour Relève.</Trans>}
      footer={<BackToSignIn to={loginPath(challenge.redirect)} onClick={clearChallenge} />}
    >
      <TwoFactorForm hash={challenge.hash} onSignedIn={onSignedIn} onExpired={onExpired} />
    </AuthPage>
  )
}
