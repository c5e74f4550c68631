import { paths } from '#shared/paths.ts'

export function listingUrl(id: number): string {
  return paths.partnerListing.replace(':id', String(id))
}

export function listingEditUrl(id: number): string {
  return paths.partnerListingEdit.replace(':id', String(id))
}

/** /dashboard/partners on its "Mes annonces" tab. */
export const myListingsUrl = `${paths.partners}?tab=mine`

/** The responses received, narrowed to one listing's. */
export function listingResponsesUrl(id: number): string {
  return `${paths.partnersResponses}?listing=${id}`
}
