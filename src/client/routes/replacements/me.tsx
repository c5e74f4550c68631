import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { MyOffers } from '#client/features/replacements/my-offers.tsx'
import { isMyOffersTab, type MyOffersTab } from '#client/features/replacements/offer-links.ts'
import { OfferPage } from '#client/features/replacements/offer-page.tsx'
import { Button } from '#client/ui/button.tsx'
import { PlusIcon } from '#client/ui/icons.tsx'
import { paths } from '#shared/paths.ts'

/** /dashboard/replacements/me: the holder's offers (docs/product.md#routes). The tab is in the address (?tab=). */
export function Component() {
  const { t } = useLingui()
  const [search, setSearch] = useSearchParams()
  const asked = search.get('tab')
  const tab: MyOffersTab = isMyOffersTab(asked) ? asked : 'published'

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
      <MyOffers
        tab={tab}
        createHref={paths.replacementsCreate}
        onTabChange={(next) => setSearch({ tab: next }, { replace: true })}
      />
    </OfferPage>
  )
}
