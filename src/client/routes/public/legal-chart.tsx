import { useLingui } from '@lingui/react/macro'
import { CharterAcceptanceSlot, CharterNoticeSlot } from '#client/features/auth/components/charter-steps.tsx'
import { LegalChartScreen } from '#client/features/legal-pages/components/legal-chart-screen.tsx'
import { PageMeta } from '#client/ui/page-meta.tsx'

/**
 * /legal-chart (prerendered): the charter's text, with the auth feature's notice and acceptance
 * for someone signing up. This route composes the two features.
 */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <PageMeta
        title={t`Charte des membres`}
        description={t`La charte que chaque membre de Relève accepte : conduite professionnelle, aucune donnée de patient, pas de publicité, respect et honnêteté des offres.`}
      />
      <LegalChartScreen notice={<CharterNoticeSlot />} acceptance={<CharterAcceptanceSlot />} />
    </>
  )
}
