import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import { paths } from '#shared/paths.ts'
import { isSubscribed } from '#shared/user-access.ts'
import { type SubscriptionRefusal, subscriptionRefusal } from './subscription-required.ts'

/**
 * Where the refused member goes: taking out the plan named (chosen beforehand), or, already
 * subscribed to a plan without it, her subscription's page where the plan is changed.
 */
function upsellTarget(refusal: SubscriptionRefusal, subscribed: boolean): string {
  if (subscribed) return paths.subscriptions
  return refusal.plan
    ? `${paths.subscriptionsCreate}?${new URLSearchParams({ plan: refusal.plan.slug })}`
    : paths.subscriptionsCreate
}

/**
 * Any change the server refuses with 403 `subscription.required`, wherever it was made (the offer
 * forms, « Mes offres », the partner listings' forms and actions), opens this one dialog: what was
 * refused in the server's words, and the way to the plan that unlocks it. The form that made the
 * change still shows its own message; this adds the way out. Mounted once in the dashboard layout.
 */
export function SubscriptionUpsellDialog() {
  const client = useQueryClient()
  const [refusal, setRefusal] = useState<SubscriptionRefusal | null>(null)
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return
        const found = subscriptionRefusal(event.action.error)
        if (found) setRefusal(found)
      }),
    [client],
  )
  return (
    <Dialog.Root open={refusal !== null} onOpenChange={(details) => (details.open ? undefined : setRefusal(null))}>
      <Dialog.Popup>{refusal ? <UpsellContent refusal={refusal} onClose={() => setRefusal(null)} /> : null}</Dialog.Popup>
    </Dialog.Root>
  )
}

function UpsellContent({ refusal, onClose }: { refusal: SubscriptionRefusal; onClose: () => void }) {
  const { t } = useLingui()
  const subscribed = isSubscribed(useCurrentUser())
  const plan = refusal.plan?.name
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          <Trans>Réservé aux abonnés</Trans>
        </Dialog.Title>
        <Dialog.Description>{refusal.message}</Dialog.Description>
      </Dialog.Header>
      <Dialog.Footer>
        <Button variant="outline" asChild>
          <RouterLink to={paths.pricing} onClick={onClose}>
            <Trans>Voir les tarifs</Trans>
          </RouterLink>
        </Button>
        <Button asChild>
          <RouterLink to={upsellTarget(refusal, subscribed)} onClick={onClose}>
            {subscribed ? t`Changer de formule` : plan ? t`S’abonner à ${plan}` : t`Choisir un abonnement`}
          </RouterLink>
        </Button>
      </Dialog.Footer>
    </>
  )
}
