import type { OwnNurse, PublicNurse } from '#shared/nurse.ts'
import type { NurseRow } from './nurses.table.ts'

interface NurseOwner {
  id: number
  first_name: string | null
  last_name: string | null
  roles: string[]
  profil_url: string | null
  bio: string | null
}

/** What anyone may read (GET /api/nurses/{id}): no phone, no email, no address, no dates of papers. */
export function publicNurseJson(nurse: NurseRow, user: NurseOwner): PublicNurse {
  return {
    id: nurse.id,
    rpps: nurse.rpps,
    diploma_year: nurse.diploma_year,
    care_types: nurse.care_types,
    zone_commune_insee: nurse.zone_commune_insee,
    zone_commune_name: nurse.zone_commune_name,
    radius_km: nurse.radius_km,
    accepts_new_patients: nurse.accepts_new_patients,
    validated: nurse.validated_at !== null,
    user: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      roles: user.roles,
      profile: { profil_url: user.profil_url, bio: user.bio },
    },
  }
}

/** The same for its owner and admins, with what only they need. */
export function ownNurseJson(nurse: NurseRow, user: NurseOwner): OwnNurse {
  return {
    ...publicNurseJson(nurse, user),
    replacement_authorisation_expires_on: nurse.replacement_authorisation_expires_on,
    urgent_help_opt_in: nurse.urgent_help_opt_in,
    validated_at: nurse.validated_at ? new Date(nurse.validated_at).toISOString() : null,
  }
}
