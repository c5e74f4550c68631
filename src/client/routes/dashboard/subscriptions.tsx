import { useLingui } from '@lingui/react/macro'
import { SubscriptionScreen } from '#client/features/subscriptions/components/subscription-screen.tsx'

/** /dashboard/subscriptions (subscribed: the guard is in app/routes.tsx). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Mon abonnement | Relève`}</title>
      <SubscriptionScreen />
    </>
  )
}
