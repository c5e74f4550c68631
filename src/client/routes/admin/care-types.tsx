import { useLingui } from '@lingui/react/macro'
import { CareTypesScreen } from '#client/features/care-types/components/care-types-screen.tsx'

/** /dashboard/admin/care-types (admin guard): every care type, where it is used, a way to add one. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Types de soins | Administration | Relève`}</title>
      <CareTypesScreen />
    </>
  )
}
