import { useLingui } from '@lingui/react/macro'
import { PricingScreen } from '#client/features/subscriptions/components/pricing-screen.tsx'
import { PageMeta } from '#client/ui/page-meta.tsx'

/** /pricing (public): the plans, the free tier and the questions asked before paying. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <PageMeta
        title={t`Tarifs`}
        description={t`Relève est gratuit pour l’essentiel ; les abonnements, leurs prix TTC et ce qu’ils débloquent.`}
      />
      <PricingScreen />
    </>
  )
}
