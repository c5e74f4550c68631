import { useSearchParams } from 'react-router'
import { OfferFormScreen } from '#client/features/replacements/offers/offer-form-screen.tsx'

function offerIdOf(search: URLSearchParams): number | null {
  const raw = search.get('id')
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null
  return Number(raw)
}

/**
 * /dashboard/replacements/create: a new offer, or `?id=` to change a draft or a published offer
 * (the same form; what can be done follows the offer's status).
 */
export function Component() {
  const [search] = useSearchParams()
  return <OfferFormScreen id={offerIdOf(search)} />
}
