import { useLingui } from '@lingui/react/macro'
import { RouteNoticeBanner } from '#client/features/account/components/route-notice-banner.tsx'
import { BuiltInSections, HomeContent } from '#client/features/home-sections/components/home-content.tsx'
import { PageMeta } from '#client/ui/page-meta.tsx'

/**
 * The home page: the sections admins publish (Home management), in their order. Its original
 * content is sections too, seeded published; the same sections are drawn here when nothing is
 * published, and the server writes the published ones in their place at request time.
 */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <PageMeta
        title={t`Remplacements et partenariats entre infirmiers libéraux`}
        description={t`Relève met en relation titulaires et remplaçants infirmiers libéraux près de chez vous, alerte équitablement pour les remplacements urgents et aide les patients à trouver une infirmière à domicile.`}
      />
      <RouteNoticeBanner />
      <HomeContent fallback={<BuiltInSections />} />
    </>
  )
}
