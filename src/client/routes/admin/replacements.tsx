import { useLingui } from '@lingui/react/macro'
import { ReplacementsScreen } from '#client/features/admin-replacements/components/replacements-screen.tsx'

/** /dashboard/admin/replacements (admin guard): every offer, filtered, sorted and paged from the address. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Offres | Administration | Relève`}</title>
      <ReplacementsScreen />
    </>
  )
}
