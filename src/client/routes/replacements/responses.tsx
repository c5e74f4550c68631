import { Trans, useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { myOffersUrl } from '#client/features/replacements/offer-links.ts'
import { OfferPage } from '#client/features/replacements/offer-page.tsx'
import { ResponsesList } from '#client/features/replacements/responses-list.tsx'
import { type ApplicationStatus, applicationStatuses } from '#shared/replacements.ts'

function statusOf(value: string | null): ApplicationStatus | null {
  return value !== null && (applicationStatuses as readonly string[]).includes(value) ? (value as ApplicationStatus) : null
}

/** /dashboard/replacements/responses (docs/product.md#routes): the applications to my offers; filters in the address. */
export function Component() {
  const { t } = useLingui()
  const [search, setSearch] = useSearchParams()
  const offer = search.get('offer')
  const filters = { offer: offer && /^\d{1,10}$/.test(offer) ? Number(offer) : null, status: statusOf(search.get('status')) }

  return (
    <OfferPage
      title={t`Candidatures reçues | Relève`}
      heading={<Trans>Candidatures reçues</Trans>}
      lead={<Trans>Toutes les candidatures à vos offres, les plus récentes d’abord.</Trans>}
      back={{ to: myOffersUrl(), label: <Trans>Mes offres</Trans> }}
    >
      <ResponsesList
        filters={filters}
        onFiltersChange={(next) => {
          const params = new URLSearchParams()
          if (next.offer !== null) params.set('offer', String(next.offer))
          if (next.status !== null) params.set('status', next.status)
          setSearch(params, { replace: true })
        }}
      />
    </OfferPage>
  )
}
