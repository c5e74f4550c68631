import { useLingui } from '@lingui/react/macro'
import { PrivacySecurityScreen } from '#client/features/legal-pages/components/privacy-security-screen.tsx'
import { PageMeta } from '#client/ui/page-meta.tsx'

/** /privacy-security (prerendered). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <PageMeta
        title={t`Confidentialité et sécurité`}
        description={t`Quelles données Relève collecte, pourquoi, combien de temps, qui les reçoit, comment exercer vos droits et comment elles sont protégées.`}
      />
      <PrivacySecurityScreen />
    </>
  )
}
