import { useLingui } from '@lingui/react/macro'
import { CreateSubscriptionScreen } from '#client/features/subscriptions/components/create-subscription-screen.tsx'

/** /dashboard/subscriptions/create (unsubscribed: the guard is in app/routes.tsx). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Choisir un abonnement | Relève`}</title>
      <CreateSubscriptionScreen />
    </>
  )
}
