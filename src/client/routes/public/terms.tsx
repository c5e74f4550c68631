import { useLingui } from '@lingui/react/macro'
import { TermsScreen } from '#client/features/legal-pages/components/terms-screen.tsx'
import { PageMeta } from '#client/ui/page-meta.tsx'

/** /terms (prerendered). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <PageMeta
        title={t`Conditions générales d’utilisation`}
        description={t`Les règles d’utilisation de Relève : comptes, offres de remplacement, candidatures, messagerie, recherche d’infirmier et abonnements.`}
      />
      <TermsScreen />
    </>
  )
}
