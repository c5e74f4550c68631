import { CareTypeDetailScreen } from '#client/features/care-types/components/care-type-detail-screen.tsx'

/** /dashboard/admin/care-types/{id} (admin guard): edit, deactivate, or delete when unused. */
export function Component() {
  return <CareTypeDetailScreen />
}
