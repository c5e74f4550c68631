import type { Replacement, Shift } from '#shared/replacements.ts'
import { roundKm } from '../communes/geo.ts'
import type { ReplacementView } from './replacements.repository.ts'

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null)

/**
 * The API's Replacement from a view row; `distanceKm` when the list was searched around a commune.
 * The author's phone and e-mail go to the viewer whose application is accepted, and to nobody else.
 */
export function replacementJson(row: ReplacementView, distanceKm: number | null = null): Replacement {
  return {
    id: row.id,
    status: row.status,
    urgency: row.urgency,
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
    start_date: row.start_date,
    end_date: row.end_date,
    days: row.days && row.days.length > 0 ? [...row.days].sort() : null,
    shifts: row.shifts as Shift[],
    care_types: row.care_types,
    patients_per_day: row.patients_per_day,
    retrocession_percent: row.retrocession_percent,
    housing_offered: row.housing_offered,
    vehicle_required: row.vehicle_required,
    software: row.software,
    description: row.description,
    author: {
      id: row.author_user_id,
      first_name: row.author_first_name,
      last_name: row.author_last_name,
      profil_url: row.author_profil_url,
    },
    answer_window_ends_at: iso(row.answer_window_ends_at),
    published_at: iso(row.published_at),
    filled_at: iso(row.filled_at),
    cancelled_at: iso(row.cancelled_at),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    distance_km: distanceKm === null ? null : roundKm(distanceKm),
    covered_days: row.covered_days,
    applications_count: row.applications_count,
    my_application:
      row.my_application_id !== null && row.my_application_status !== null
        ? { id: row.my_application_id, status: row.my_application_status }
        : null,
    ...(row.my_application_status === 'accepted' ? { author_contact: { email: row.author_email, phone: row.author_phone } } : {}),
    history: row.history,
  }
}
