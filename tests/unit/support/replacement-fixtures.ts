// Offers and applications as the API answers them (src/shared/replacements.ts), for the
// marketplace's component tests: every field present, overridable per test. One builder per
// entity; `asPublished` holds the fields of an offer as the search lists it (makeOffer(asPublished)).
import type { Applicant, Application, Replacement } from '#shared/replacements.ts'

export const saintMalo = { insee: '35288', name: 'Saint-Malo', postal_code: '35400', department: '35', lat: 48.65, lng: -2.0 }

export function makeOffer(overrides: Partial<Replacement> = {}): Replacement {
  return {
    id: 7,
    status: 'draft',
    urgency: 'normal',
    commune: saintMalo,
    start_date: '2027-03-01',
    end_date: '2027-03-14',
    days: null,
    shifts: ['matin'],
    care_types: ['pansements'],
    patients_per_day: 25,
    retrocession_percent: 90,
    housing_offered: false,
    vehicle_required: true,
    software: 'Vega',
    description: null,
    author: { id: 42, first_name: 'Claire', last_name: 'Martin', profil_url: null },
    answer_window_ends_at: null,
    published_at: null,
    filled_at: null,
    cancelled_at: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    distance_km: null,
    covered_days: [],
    applications_count: 0,
    my_application: null,
    history: [],
    ...overrides,
  }
}

/** A published offer as the nurse side sees it: its fields over makeOffer's draft. */
export const asPublished: Partial<Replacement> = {
  status: 'published',
  shifts: ['soir', 'matin'],
  care_types: ['pansements', 'perfusions'],
  retrocession_percent: 85,
  housing_offered: true,
  description: 'Tournée en ville, patients fidèles.',
  published_at: '2026-11-20T10:00:00Z',
  distance_km: 12.4,
  applications_count: 2,
}

export function makeApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: 51,
    nurse_id: 61,
    first_name: 'Léa',
    last_name: 'Petit',
    profil_url: null,
    rpps_status: 'validated',
    diploma_year: 2016,
    experience_years: 10,
    distance_km: 8.4,
    replacement_authorisation_expires_on: '2027-09-30',
    ...overrides,
  }
}

export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 301,
    replacement_id: 7,
    status: 'pending',
    message: 'Disponible tout le mois, je connais le secteur.',
    dates: null,
    created_at: '2026-11-21T09:30:00Z',
    decided_at: null,
    applicant: makeApplicant(),
    warnings: [],
    ...overrides,
  }
}
