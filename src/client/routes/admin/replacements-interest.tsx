import { ReplacementInterestScreen } from '#client/features/admin-replacements/components/replacement-interest-screen.tsx'

/** /dashboard/admin/replacements/interest/:id (admin guard): every application of an offer, by status, 15 a page. */
export function Component() {
  return <ReplacementInterestScreen />
}
