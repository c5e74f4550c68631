import { useLingui } from '@lingui/react/macro'
import { NurseSearchScreen } from '#client/features/nurse-search/components/nurse-search-screen.tsx'
import { PageMeta } from '#client/ui/page-meta.tsx'

/** /search-nurse (docs/product.md#routes, public, prerendered). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <PageMeta
        title={t`Trouver une infirmière à domicile`}
        description={t`Les infirmiers et infirmières libéraux qui acceptent de nouveaux patients près de chez vous, par type de soins. Gratuit, sans compte, sans classement payant.`}
      />
      <NurseSearchScreen />
    </>
  )
}
