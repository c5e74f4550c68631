// An offer as GET /api/replacements gives it, for this feature's component tests.
import type { Replacement } from '#shared/replacements.ts'

export const saintMalo = { insee: '35288', name: 'Saint-Malo', postal_code: '35400', department: '35', lat: 48.65, lng: -2.0 }

export function publishedOffer(overrides: Partial<Replacement> = {}): Replacement {
  return {
    id: 7,
    status: 'published',
    urgency: 'normal',
    commune: saintMalo,
    start_date: '2027-03-01',
    end_date: '2027-03-14',
    days: null,
    shifts: ['soir', 'matin'],
    care_types: ['pansements', 'perfusions'],
    patients_per_day: 25,
    retrocession_percent: 85,
    housing_offered: true,
    vehicle_required: true,
    software: 'Vega',
    description: 'Tournée en ville, patients fidèles.',
    author: { id: 42, first_name: 'Claire', last_name: 'Martin', profil_url: null },
    answer_window_ends_at: null,
    published_at: '2026-11-20T10:00:00Z',
    filled_at: null,
    cancelled_at: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    distance_km: 12.4,
    covered_days: [],
    applications_count: 2,
    my_application: null,
    history: [],
    ...overrides,
  }
}
