import { useLingui } from '@lingui/react/macro'
import { CareTypeCreateScreen } from '#client/features/care-types/components/care-type-create-screen.tsx'

/** /dashboard/admin/care-types/create (admin guard). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Nouveau type de soins | Administration | Relève`}</title>
      <CareTypeCreateScreen />
    </>
  )
}
