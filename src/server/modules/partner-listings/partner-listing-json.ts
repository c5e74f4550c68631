import type { PartnerListing, PartnerListingFields, PartnerListingKind, PartnerResponse } from '#shared/partner-listings.ts'
import { roundKm } from '../communes/geo.ts'
import type { ListingView, ResponseView } from './partner-listings.repository.ts'

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null)

const common = [
  'commune_insee',
  'radius_km',
  'start_date',
  'premises',
  'software',
  'vehicle_required',
  'parking',
  'description',
] as const satisfies (keyof PartnerListingFields)[]

/** Each kind's own fields (the table holds every kind's; a listing shows its own). */
export const kindFieldNames: Record<PartnerListingKind, (keyof PartnerListingFields)[]> = {
  association: ['share_percent', 'price_eur', 'price_kind', 'team_size'],
  collaboration: ['redevance_percent', 'redevance_covers', 'days_per_week'],
  cession: ['price_eur', 'fees_bracket', 'patients_per_day', 'rounds', 'premises_taken_over', 'reason'],
  recherche: ['experience_years', 'experience'],
}

/** The fields a listing of `kind` shows, with their values. */
export function kindFields(kind: PartnerListingKind, row: PartnerListingFields): Partial<PartnerListingFields> {
  const fields: Record<string, unknown> = {}
  for (const name of [...common, ...kindFieldNames[kind]]) fields[name] = row[name]
  return fields as Partial<PartnerListingFields>
}

/**
 * The API's PartnerListing from a view row; `distanceKm` when searched around a commune. The
 * number of responses goes to the author only; the author's contact details to nobody (the
 * conversation a response opens is the way to talk).
 */
export function listingJson(row: ListingView, viewerId: number, distanceKm: number | null = null): PartnerListing {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    ...kindFields(row.kind, row),
    commune:
      row.commune_insee && row.commune_name && row.lat !== null && row.lng !== null
        ? {
            insee: row.commune_insee,
            name: row.commune_name,
            postal_code: row.postal_code ?? '',
            department: row.department ?? '',
            lat: row.lat,
            lng: row.lng,
          }
        : null,
    distance_km: distanceKm === null ? null : roundKm(distanceKm),
    published_at: iso(row.published_at),
    expires_at: iso(row.expires_at),
    filled_at: iso(row.filled_at),
    withdrawn_at: iso(row.withdrawn_at),
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
    author: {
      id: row.author_user_id,
      first_name: row.author_first_name,
      last_name: row.author_last_name,
      profil_url: row.author_profil_url,
    },
    responses_count: row.author_user_id === viewerId ? row.responses_count : null,
    my_response:
      row.my_response_id !== null && row.my_response_status !== null
        ? { id: row.my_response_id, status: row.my_response_status, conversation_id: row.my_conversation_id }
        : null,
  }
}

export function responseJson(row: ResponseView): PartnerResponse {
  return {
    id: row.id,
    listing: { id: row.listing_id, kind: row.listing_kind, status: row.listing_status, commune_name: row.listing_commune_name },
    responder: {
      id: row.responder_id,
      first_name: row.responder_first_name,
      last_name: row.responder_last_name,
      profil_url: row.responder_profil_url,
    },
    listing_author: {
      id: row.author_id,
      first_name: row.author_first_name,
      last_name: row.author_last_name,
      profil_url: row.author_profil_url,
    },
    message: row.message,
    status: row.status,
    conversation_id: row.conversation_id,
    created_at: iso(row.created_at) ?? '',
    updated_at: iso(row.updated_at) ?? '',
  }
}
