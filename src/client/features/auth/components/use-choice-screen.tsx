import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { paths } from '#shared/paths.ts'
import { useSwitchRole } from '../api/switch-role.ts'
import { type Need, onboardingEnd, onboardingPath, parseNeeds, roleForNeeds, suggestedNeeds } from '../onboarding.ts'
import { safeRedirect } from '../redirect.ts'
import { useSetCurrentUser } from '../session-actions.ts'
import { AuthPage, textLink } from './auth-page.tsx'
import { UseChoiceForm } from './use-choice-form.tsx'

/** /use-choice (auth layout, signed-in and verified): the first step of the onboarding. */
export function UseChoiceScreen() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const next = safeRedirect(params.get('next'))
  const switchRole = useSwitchRole()
  const setUser = useSetCurrentUser()

  if (!user) return null
  const fromAddress = parseNeeds(params.get('needs'))
  const initial = fromAddress.length > 0 ? fromAddress : suggestedNeeds(user)

  async function onContinue(chosen: Need[]) {
    const role = user ? roleForNeeds(user, chosen) : null
    if (role) {
      // Not worth stopping the onboarding for: the role can be switched later from the dashboard.
      await switchRole
        .mutateAsync(role)
        .then((answer) => setUser((current) => ({ ...current, active_role: answer.active_role })))
        .catch(() => undefined)
    }
    await navigate(onboardingPath(paths.services, chosen, next))
  }

  return (
    <AuthPage
      title={t`Bienvenue sur Relève`}
      description={t`Dites-nous ce que vous cherchez sur Relève.`}
      lead={<Trans>Qu’attendez-vous de Relève&#8239;? Vos réponses choisissent ce que nous vous présentons ensuite.</Trans>}
      footer={
        <p>
          <Link to={next ?? onboardingEnd} className={textLink}>
            <Trans>Passer et aller au tableau de bord</Trans>
          </Link>
        </p>
      }
    >
      <UseChoiceForm initial={initial} onContinue={onContinue} />
    </AuthPage>
  )
}
