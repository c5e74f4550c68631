import { useLingui } from '@lingui/react/macro'
import { AboutScreen } from '#client/features/legal-pages/components/about-screen.tsx'
import { PageMeta } from '#client/ui/page-meta.tsx'

/** /about (guest layout, prerendered). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <PageMeta
        title={t`À propos`}
        description={t`La mission de Relève, son fonctionnement et les règles du remplacement entre infirmiers libéraux expliquées simplement.`}
      />
      <AboutScreen />
    </>
  )
}
