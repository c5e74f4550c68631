import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import type { OwnNurse } from '#shared/nurse.ts'
import { asksAuthorisation, onboardingEnd, parseNeeds } from '../onboarding.ts'
import { safeRedirect } from '../redirect.ts'
import { useSetCurrentUser } from '../session-actions.ts'
import { AuthPage, textLink } from './auth-page.tsx'
import { NurseProfileForm } from './nurse-profile-form.tsx'

/** /auth/welcome (auth layout, signed-in and verified): the nurse profile, last onboarding step. */
export function WelcomeScreen() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const chosen = parseNeeds(params.get('needs'))
  const next = safeRedirect(params.get('next')) ?? onboardingEnd
  const setUser = useSetCurrentUser()

  async function onSaved(nurse: OwnNurse, message: string) {
    setUser((current) => ({
      ...current,
      nurse: current.nurse ? { ...current.nurse, ...nurse, care_types: [...nurse.care_types] } : current.nurse,
    }))
    toast.success(message, { duration: ACCOUNT_TOAST_MS })
    await navigate(next)
  }

  const firstName = user?.first_name ?? ''
  return (
    <AuthPage
      title={firstName ? t`Bienvenue, ${firstName}` : t`Bienvenue`}
      description={t`Complétez votre profil professionnel d’infirmier libéral.`}
      lead={<Trans>Votre profil professionnel, en une fois. Tout se modifie ensuite dans vos paramètres.</Trans>}
      footer={
        <p>
          <Link to={next} className={textLink}>
            <Trans>Plus tard</Trans>
          </Link>
        </p>
      }
    >
      {user?.nurse ? (
        <NurseProfileForm
          nurse={user.nurse}
          replacing={asksAuthorisation(user, chosen)}
          askPatients={chosen.includes('patients') || user.roles.includes('titulaire')}
          onSaved={onSaved}
        />
      ) : (
        <p>
          <Trans>Ce compte n’a pas de profil infirmier à compléter.</Trans>
        </p>
      )}
    </AuthPage>
  )
}
