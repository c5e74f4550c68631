import type { Applicant, Application, ComplianceWarning, Replacement } from '#shared/replacements.ts'
import { roundKm } from '../communes/geo.ts'
import type { ApplicationRow, ApplicationState } from './applications.repository.ts'

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null)

export function applicationJson(
  row: ApplicationState,
  extra: { applicant?: Applicant; replacement?: Replacement; warnings?: ComplianceWarning[] } = {},
): Application {
  return {
    id: row.id,
    replacement_id: row.replacement_id,
    status: row.status,
    message: row.message,
    dates: row.dates,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: iso(row.decided_at),
    ...extra,
  }
}

/**
 * The applicant as the offer's author sees them: who they are and what vouches for them, and how
 * to reach them once accepted (before that, the two talk through the application only).
 */
export function applicantJson(row: ApplicationRow, parisYear: number): Applicant {
  return {
    id: row.applicant_user_id,
    nurse_id: row.nurse_id,
    first_name: row.first_name,
    last_name: row.last_name,
    profil_url: row.profil_url,
    rpps_status: row.validated_at !== null ? 'validated' : row.rpps ? 'pending' : 'missing',
    diploma_year: row.diploma_year,
    experience_years: row.diploma_year === null ? null : Math.max(0, parisYear - row.diploma_year),
    distance_km: row.distance_km === null ? null : roundKm(row.distance_km),
    replacement_authorisation_expires_on: row.replacement_authorisation_expires_on,
    ...(row.status === 'accepted' ? { contact: { email: row.email, phone: row.phone } } : {}),
  }
}
