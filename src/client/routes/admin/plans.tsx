import { useLingui } from '@lingui/react/macro'
import { PlansScreen } from '#client/features/admin-subscriptions/components/plans-screen.tsx'

/** /dashboard/admin/plans (admin guard): the plans, on sale or retired, and their editor. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Formules d’abonnement | Administration | Relève`}</title>
      <PlansScreen />
    </>
  )
}
