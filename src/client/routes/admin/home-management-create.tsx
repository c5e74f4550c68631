import { useLingui } from '@lingui/react/macro'
import { SectionCreateScreen } from '#client/features/home-sections/components/section-create-screen.tsx'

/** /dashboard/admin/home-management/create (admin guard): choose a kind, then fill it in. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Nouvelle section | Page d’accueil | Relève`}</title>
      <SectionCreateScreen />
    </>
  )
}
