import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import type { OwnNurse } from '#shared/nurse.ts'
import { css } from '#styled/css'
import { asksAuthorisation, onboardingEnd, parseNeeds } from '../onboarding.ts'
import { safeRedirect } from '../redirect.ts'
import { useSetCurrentUser } from '../session-actions.ts'
import { AuthPage, textLink } from './auth-page.tsx'
import { NurseProfileForm } from './nurse-profile-form.tsx'

/** /auth/welcome (auth layout, signed-in and verified): the nurse profile, last onboarding step. */
export function WelcomeScreen({ documents }: { documents?: ReactNode } = {}) {
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
      {user?.nurse && documents ? (
        <section
          aria-labelledby="welcome-documents"
          className={css({ mt: '8', display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <Heading level={2} size="h3" id="welcome-documents">
            <Trans>Vos justificatifs</Trans>
          </Heading>
          <Text tone="muted" size="small">
            <Trans>
              Envoyez-les maintenant ou plus tard depuis vos paramètres : l’équipe les vérifie avant de valider votre profil.
            </Trans>
          </Text>
          {documents}
        </section>
      ) : null}
    </AuthPage>
  )
}
