import { Trans } from '@lingui/react/macro'
import { prose } from '#client/ui/prose.ts'
import { css } from '#styled/css'
import { PricingPlans } from './pricing-plans.tsx'

const page = css({
  maxW: 'content',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '12' },
  display: 'flex',
  flexDirection: 'column',
  gap: '10',
})
const title = css({ textStyle: 'h1', textWrap: 'balance' })
const lead = css({ mt: '4', textStyle: 'lead', color: 'fg.muted' })

/**
 * /pricing: the plans on sale, the free tier and the questions asked before paying. Prerendered
 * (docs/decisions/010): the server writes the plans on sale into the page at every request.
 */
export function PricingScreen() {
  return (
    <div className={page}>
      <header>
        <h1 className={title}>
          <Trans>Tarifs</Trans>
        </h1>
        <p className={lead}>
          <Trans>
            Relève est gratuit pour l’essentiel. Un abonnement débloque des services en plus pour celles et ceux qui en ont
            besoin.
          </Trans>
        </p>
      </header>

      <section aria-labelledby="pricing-free" className={prose}>
        <h2 id="pricing-free">
          <Trans>Gratuit, sans abonnement</Trans>
        </h2>
        <p>
          <Trans>
            Publier une offre de remplacement, chercher un remplacement, postuler, échanger par messagerie, publier une annonce de
            partenariat ou de local et enregistrer vos recherches (avec un récapitulatif quotidien par e-mail) restent gratuits.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="pricing-plans" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h2 id="pricing-plans" className={css({ textStyle: 'h2' })}>
          <Trans>Les abonnements</Trans>
        </h2>
        <PricingPlans />
      </section>

      <section aria-labelledby="pricing-faq" className={prose}>
        <h2 id="pricing-faq">
          <Trans>Questions fréquentes</Trans>
        </h2>
        <h3>
          <Trans>Puis-je arrêter quand je veux&#8239;?</Trans>
        </h3>
        <p>
          <Trans>
            Oui. Vous annulez en un clic depuis votre espace&nbsp;: l’abonnement n’est pas renouvelé et reste actif jusqu’à la fin
            de la période payée. Vous pouvez le reprendre avant cette date.
          </Trans>
        </p>
        <h3>
          <Trans>Que se passe-t-il à la fin&#8239;?</Trans>
        </h3>
        <p>
          <Trans>
            Votre compte, vos offres et vos messages restent&nbsp;: seuls les services de l’abonnement s’arrêtent. Si un paiement
            échoue, vous gardez le service 14 jours le temps de le régulariser.
          </Trans>
        </p>
        <h3>
          <Trans>Comment payer&#8239;?</Trans>
        </h3>
        <p>
          <Trans>
            Par carte bancaire, sur la page de paiement sécurisée de notre prestataire, ou par virement quand c’est le mode
            proposé&nbsp;: vous recevez alors la référence et les coordonnées bancaires.
          </Trans>
        </p>
        <h3>
          <Trans>Aurai-je une facture&#8239;?</Trans>
        </h3>
        <p>
          <Trans>Oui, une facture pour chaque paiement, à télécharger en PDF depuis votre espace abonnement.</Trans>
        </p>
        <h3>
          <Trans>L’abonnement améliore-t-il ma place dans les recherches&#8239;?</Trans>
        </h3>
        <p>
          <Trans>
            Non. Un abonnement n’achète jamais une meilleure place&nbsp;: ni dans la recherche d’infirmier des patients, ni dans
            celle des offres.
          </Trans>
        </p>
      </section>
    </div>
  )
}
