import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { UrgentScreen } from '#client/features/replacements/search/urgent-screen.tsx'
import { paths } from '#shared/paths.ts'
import { page } from './page-style.ts'

/** /dashboard/replacements/urgent (guard auth-help): urgent offers around the nurse's zone. */
export function Component() {
  const user = useCurrentUser()
  const nurse = user?.nurse
  const zone = nurse?.zone_commune_insee
    ? { commune: nurse.zone_commune_insee, communeName: nurse.zone_commune_name, radiusKm: nurse.radius_km }
    : null
  return (
    <div className={page}>
      <UrgentScreen zone={zone} profileLink={`${paths.settings}?section=nurse`} />
    </div>
  )
}
