import { Trans, useLingui } from '@lingui/react/macro'
import { statusLabels } from '#client/entities/subscription/labels.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Text } from '#client/ui/text.tsx'
import { formatDate } from '#shared/date-format.ts'
import type { MemberSubscription } from '#shared/subscriptions-api.ts'

/** The subscription's status in French and what happens next (renewal, end, grace). */
export function SubscriptionStatus({ subscription }: { subscription: MemberSubscription }) {
  const { t, i18n } = useLingui()
  const day = (value: string | null) => (value ? formatDate(i18n.locale, new Date(value), { dateStyle: 'long' }) : null)
  const periodEnd = day(subscription.current_period_end)
  const graceEnd = day(subscription.grace_ends_at)
  const cancelling = subscription.cancel_at_period_end && subscription.status !== 'pending'
  const label = cancelling ? t`Annulé en fin de période` : i18n._(statusLabels[subscription.status])
  let next: string | null = null
  if (subscription.status === 'pending') next = t`Votre abonnement démarrera à la réception du paiement.`
  else if (subscription.status === 'past_due')
    next = graceEnd
      ? t`Le dernier paiement a échoué : le service continue jusqu’au ${graceEnd}, le temps de le régulariser.`
      : t`Le dernier paiement a échoué : régularisez-le pour garder le service.`
  else if (cancelling && periodEnd) next = t`Votre abonnement ne sera pas renouvelé : il reste actif jusqu’au ${periodEnd}.`
  else if (subscription.status === 'trialing' && periodEnd) next = t`Essai gratuit jusqu’au ${periodEnd}, puis premier paiement.`
  else if (subscription.status === 'active' && periodEnd)
    next =
      subscription.provider === 'manual'
        ? t`Période payée jusqu’au ${periodEnd} : renouvelez par virement avant cette date.`
        : t`Prochain paiement le ${periodEnd}.`
  else if (subscription.status === 'expired' || subscription.status === 'cancelled') next = t`Votre abonnement est terminé.`
  return (
    <div>
      <Text>
        <Trans>Statut :</Trans> <Badge data-testid="subscription-status">{label}</Badge>
      </Text>
      {next ? <Text>{next}</Text> : null}
      {subscription.next_plan ? (
        <Text>
          <Trans>À la prochaine échéance, vous passerez à la formule {subscription.next_plan.name}.</Trans>
        </Text>
      ) : null}
    </div>
  )
}
