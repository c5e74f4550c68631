import { SectionDetailScreen } from '#client/features/home-sections/components/section-detail-screen.tsx'

/** /dashboard/admin/home-management/{id} (admin guard): edit a section, or delete it. */
export function Component() {
  return <SectionDetailScreen />
}
