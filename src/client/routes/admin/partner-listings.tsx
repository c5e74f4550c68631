import { useLingui } from '@lingui/react/macro'
import { PartnerListingsScreen } from '#client/features/admin-partner-listings/components/partner-listings-screen.tsx'

/** /dashboard/admin/partner-listings (admin guard): every partner listing, filtered and paged from the address. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Annonces de partenariat | Administration | Relève`}</title>
      <PartnerListingsScreen />
    </>
  )
}
