import { PartnerListingDetailScreen } from '#client/features/admin-partner-listings/components/partner-listing-detail-screen.tsx'

/** /dashboard/admin/partner-listings/:id (admin guard): the listing, its history, and "Retirer l'annonce". */
export function Component() {
  return <PartnerListingDetailScreen />
}
