import { Trans, useLingui } from '@lingui/react/macro'
import { myOffersUrl } from '../offer-links.ts'
import { OfferPage } from '../offer-page.tsx'
import { type ResponsesFilters, ResponsesList } from './responses-list.tsx'

export interface ResponsesScreenProps {
  filters: ResponsesFilters
  onFiltersChange: (filters: ResponsesFilters) => void
}

/** The applications to my offers, the most recent first (docs/product.md#routes); the filters live in the address. */
export function ResponsesScreen({ filters, onFiltersChange }: ResponsesScreenProps) {
  const { t } = useLingui()
  return (
    <OfferPage
      title={t`Candidatures reçues | Relève`}
      heading={<Trans>Candidatures reçues</Trans>}
      lead={<Trans>Toutes les candidatures à vos offres, les plus récentes d’abord.</Trans>}
      back={{ to: myOffersUrl(), label: <Trans>Mes offres</Trans> }}
    >
      <ResponsesList filters={filters} onFiltersChange={onFiltersChange} />
    </OfferPage>
  )
}
