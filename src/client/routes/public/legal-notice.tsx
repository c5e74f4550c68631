import { useLingui } from '@lingui/react/macro'
import { LegalNoticeScreen } from '#client/features/legal-pages/components/legal-notice-screen.tsx'
import { PageMeta } from '#client/ui/page-meta.tsx'

/** /legal-notice (prerendered). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <PageMeta
        title={t`Mentions légales`}
        description={t`Éditeur, directeur de la publication, hébergeur de Relève et crédits des données ouvertes utilisées.`}
      />
      <LegalNoticeScreen />
    </>
  )
}
