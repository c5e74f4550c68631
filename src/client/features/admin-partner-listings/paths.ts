import { paths } from '#shared/paths.ts'

/** The listings back office's addresses, with the ids filled in. */
export const adminPartnerListingPaths = {
  list: paths.adminPartnerListings,
  detail: (id: number) => paths.adminPartnerListing.replace(':id', String(id)),
  user: (id: number) => paths.adminUser.replace(':id', String(id)),
}
