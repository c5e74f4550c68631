import { SubscriptionDetailScreen } from '#client/features/admin-subscriptions/components/subscription-detail-screen.tsx'

/** /dashboard/admin/subscriptions/:id (admin guard): the subscription, its payments, « Marquer un paiement reçu ». */
export function Component() {
  return <SubscriptionDetailScreen />
}
