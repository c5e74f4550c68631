import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { Button } from '#client/ui/button.tsx'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { onboardingEnd, onboardingPath, parseNeeds } from '../onboarding.ts'
import { safeRedirect } from '../redirect.ts'
import { AuthPage, textLink } from './auth-page.tsx'
import { ServicesOverview } from './services-overview.tsx'

/** /services (auth layout, signed-in and verified): the second step of the onboarding. */
export function ServicesScreen() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const chosen = parseNeeds(params.get('needs'))
  const next = safeRedirect(params.get('next'))
  return (
    <AuthPage
      title={t`Ce que Relève fait pour vous`}
      description={t`Les services de Relève pour les infirmiers libéraux : remplacements, urgences, partenariats, recherche de patients.`}
      lead={
        <Trans>
          Voici ce qui vous attend. Votre profil professionnel rend tout cela possible&#8239;: complétez-le maintenant.
        </Trans>
      }
      footer={
        <p>
          <Link to={next ?? onboardingEnd} className={textLink}>
            <Trans>Plus tard</Trans>
          </Link>
        </p>
      }
    >
      <ServicesOverview chosen={chosen} />
      <div className={css({ mt: '6', display: 'flex', flexDirection: 'column', gap: '2' })}>
        <Button asChild size="lg">
          <Link to={onboardingPath(paths.welcome, chosen, next)}>
            <Trans>Compléter mon profil</Trans>
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={onboardingPath(paths.useChoice, chosen, next)}>
            <Trans>Modifier mes réponses</Trans>
          </Link>
        </Button>
      </div>
    </AuthPage>
  )
}
