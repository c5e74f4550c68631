import { useLingui } from '@lingui/react/macro'
import { SubscriptionsScreen } from '#client/features/admin-subscriptions/components/subscriptions-screen.tsx'

/** /dashboard/admin/subscriptions (admin guard): every subscription, filtered and paged from the address. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Abonnements | Administration | Relève`}</title>
      <SubscriptionsScreen />
    </>
  )
}
