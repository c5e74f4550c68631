import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { Button } from '#client/ui/button.tsx'
import { PlusIcon } from '#client/ui/icons.tsx'
import { paths } from '#shared/paths.ts'
import type { MyOffersTab } from '../offer-links.ts'
import { OfferPage } from '../offer-page.tsx'
import { MyOffers } from './my-offers.tsx'

export interface MyOffersScreenProps {
  tab: MyOffersTab
  onTabChange: (tab: MyOffersTab) => void
}

/** The holder's offers (docs/product.md#routes), with the ways to a new offer and to the applications received. */
export function MyOffersScreen({ tab, onTabChange }: MyOffersScreenProps) {
  const { t } = useLingui()
  return (
    <OfferPage
      title={t`Mes offres | Relève`}
      heading={<Trans>Mes offres</Trans>}
      lead={<Trans>Vos offres de remplacement, les candidatures reçues et ce qu’il reste à faire.</Trans>}
      actions={
        <>
          <Button asChild>
            <Link to={paths.replacementsCreate}>
              <PlusIcon />
              <Trans>Nouvelle offre</Trans>
            </Link>
          </Button>
          <Button asChild variant="urgent">
            <Link to={paths.replacementsImmediate}>
              <Trans>Remplaçant aujourd’hui</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.replacementsResponses}>
              <Trans>Candidatures reçues</Trans>
            </Link>
          </Button>
        </>
      }
    >
      <MyOffers tab={tab} createHref={paths.replacementsCreate} onTabChange={onTabChange} />
    </OfferPage>
  )
}
