import { useParams } from 'react-router'
import { OfferInvitations } from '#client/features/availability/components/offer-invitations.tsx'
import { ApplicantsScreen } from '#client/features/replacements/applications/applicants-screen.tsx'

/** /dashboard/replacements/detail/{id}/list (docs/product.md#routes): the applicants of one of my offers. */
export function Component() {
  const { id: raw } = useParams()
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null
  // The invitations come from the availability's feature: the route composes the two.
  return <ApplicantsScreen id={id} after={id === null ? null : <OfferInvitations offerId={id} />} />
}
