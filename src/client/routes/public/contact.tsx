import { useLingui } from '@lingui/react/macro'
import { ContactScreen } from '#client/features/contact/components/contact-screen.tsx'
import { PageMeta } from '#client/ui/page-meta.tsx'

/** /contact (prerendered). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <PageMeta
        title={t`Contact`}
        description={t`Écrivez à l’équipe de Relève : une question sur votre compte, les remplacements, les partenariats ou vos données personnelles.`}
      />
      <ContactScreen />
    </>
  )
}
