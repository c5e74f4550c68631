import type { AdminReplacementRow } from '#shared/admin-replacements.ts'
import type { AdminUserDetail, AdminUserRow } from '#shared/admin-users.ts'

/** A row of the admin's users list (GET /api/users): Camille Martin, an active holder with nothing else filled in. */
export function makeAdminUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 7,
    email: 'camille@example.fr',
    first_name: 'Camille',
    last_name: 'Martin',
    phone: null,
    account_type: 'user',
    status: 'active',
    roles: ['titulaire'],
    email_verified_at: null,
    nurse_id: null,
    rpps: null,
    rpps_shared: false,
    validated_at: null,
    subscribed: false,
    commune_insee: null,
    commune_name: null,
    postal_code: null,
    created_at: '2026-03-01T10:00:00.000Z',
    deleted_at: null,
    crm: { stage: 'new', next_action_on: null, tags: [] },
    ...overrides,
  }
}

/** An account's page for the admin (GET /api/users/{id}): the row, with no profile, note or two-factor. */
export function adminUserDetailOf(row: AdminUserRow): AdminUserDetail {
  return {
    ...row,
    bio: null,
    street: null,
    active_role: 'titulaire',
    two_factor_enabled: false,
    has_password: true,
    charter_accepted_at: null,
    updated_at: row.created_at,
    nurse: null,
    notes: [],
  }
}

/** A row of the admin's offers list (GET /api/admin/replacements): a published offer in Montpellier with 3 applications. */
export function makeAdminReplacementRow(overrides: Partial<AdminReplacementRow> = {}): AdminReplacementRow {
  return {
    id: 1,
    status: 'published',
    urgency: 'normal',
    commune_insee: '34172',
    commune_name: 'Montpellier',
    postal_code: '34000',
    department: '34',
    start_date: '2026-03-10',
    end_date: '2026-03-14',
    retrocession_percent: 85,
    author: { id: 7, first_name: 'Hélène', last_name: 'Garnier', email: 'helene@example.fr' },
    applications_count: 3,
    pending_count: 2,
    published_at: '2026-03-01T10:00:00.000Z',
    cancelled_at: null,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }
}
