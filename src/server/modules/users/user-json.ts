import type { UserSubscription } from '#shared/user-subscription.ts'
import type { NurseRow } from '../nurses/nurses.table.ts'
import type { AuthUser } from './users.repository.ts'

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())

/**
 * GET /api/user (docs/product.md#entities, src/shared/user.ts's userSchema). Built field by field from a row that
 * never held the secrets: a new column is not published until it is written here.
 */
export function currentUserJson(user: AuthUser, nurse: NurseRow | undefined, subscription: UserSubscription | null) {
  return {
    id: user.id,
    email: user.email,
    email_verified_at: iso(user.email_verified_at),
    account_type: user.account_type,
    status: user.status,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    roles: user.roles,
    active_role: user.active_role,
    street: user.street,
    postal_code: user.postal_code,
    commune_insee: user.commune_insee,
    commune_name: user.commune_name,
    lat: user.lat,
    lng: user.lng,
    profile: { profil_url: user.profil_url, bio: user.bio },
    settings: user.settings,
    notification_preferences: user.notification_preferences,
    charter_accepted_at: iso(user.charter_accepted_at),
    charter_version: user.charter_version,
    two_factor_enabled: user.two_factor_confirmed_at !== null,
    has_password: user.has_password,
    nurse: nurse
      ? {
          id: nurse.id,
          rpps: nurse.rpps,
          diploma_year: nurse.diploma_year,
          care_types: nurse.care_types,
          zone_commune_insee: nurse.zone_commune_insee,
          zone_commune_name: nurse.zone_commune_name,
          radius_km: nurse.radius_km,
          replacement_authorisation_expires_on: nurse.replacement_authorisation_expires_on,
          accepts_new_patients: nurse.accepts_new_patients,
          urgent_help_opt_in: nurse.urgent_help_opt_in,
          validated_at: iso(nurse.validated_at),
        }
      : null,
    subscription,
    created_at: iso(user.created_at),
  }
}
