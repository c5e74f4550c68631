import { ReplacementDetailScreen } from '#client/features/admin-replacements/components/replacement-detail-screen.tsx'

/** /dashboard/admin/replacements/:id (admin guard): the offer, its history and applicants, and "Retirer l'offre". */
export function Component() {
  return <ReplacementDetailScreen />
}
