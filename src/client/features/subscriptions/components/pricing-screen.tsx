import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { Button } from '#client/ui/button.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { prose } from '#client/ui/prose.ts'
import { numberFormat } from '#shared/intl.ts'
import { paths } from '#shared/paths.ts'
import type { Plan } from '#shared/subscriptions-api.ts'
import { isSubscribed } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { usePlans } from '../api/subscriptions-api.ts'
import { createSubscriptionUrl } from '../links.ts'
import { PlanCard } from './plan-card.tsx'

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
// Side by side from tablets up, stacked on phones.
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(16rem, 1fr))' }, gap: '6' })

/** The plan's button: sign up, take it out, or see one's own subscription. */
function PlanAction({ plan }: { plan: Plan }) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const [to, label] = !user
    ? [paths.register, t`Créer mon compte`]
    : isSubscribed(user)
      ? [paths.subscriptions, t`Voir mon abonnement`]
      : [createSubscriptionUrl(plan.slug), t`Choisir ${plan.name}`]
  return (
    <Button asChild>
      <RouterLink to={to}>{label}</RouterLink>
    </Button>
  )
}

/**
 * What the prices include, as French law asks it said: the VAT rate in a TTC price, or, for a
 * seller under the franchise en base, that no VAT applies (art. 293 B du CGI).
 */
function VatMention({ plans }: { plans: readonly Plan[] }) {
  const { i18n } = useLingui()
  const rates = [...new Set(plans.map((plan) => plan.vat_rate_bps).filter((rate) => rate > 0))]
  if (rates.length === 0) return <Trans>Prix nets, sans TVA : TVA non applicable, art. 293 B du CGI.</Trans>
  const rate = rates.map((bps) => numberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(bps / 100)).join(' / ')
  return <Trans>Prix toutes taxes comprises (TTC), TVA à {rate} % incluse.</Trans>
}

/** /pricing: the plans on sale, the free tier and the questions asked before paying. */
export function PricingScreen() {
  const { t } = useLingui()
  const plans = usePlans()
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
        {plans.isPending ? (
          <Loading label={t`Chargement des abonnements`}>
            <Trans>Chargement des abonnements…</Trans>
          </Loading>
        ) : plans.isError ? (
          <LoadFailed onRetry={() => void plans.refetch()}>
            <Trans>Les abonnements n’ont pas pu être chargés.</Trans>
          </LoadFailed>
        ) : plans.data.length === 0 ? (
          <p>
            <Trans>Aucun abonnement n’est proposé pour le moment.</Trans>
          </p>
        ) : (
          <div className={grid}>
            {plans.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} action={<PlanAction plan={plan} />} />
            ))}
          </div>
        )}
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
          <VatMention plans={plans.data ?? []} /> <Trans>Chaque paiement donne lieu à une facture téléchargeable.</Trans>
        </p>
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
