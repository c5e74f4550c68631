import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import { paths } from '#shared/paths.ts'
import { isSubscribed } from '#shared/user-access.ts'
import type { SubscriptionRefusal } from './subscription-required.ts'

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
 * The upsell's dialog, loaded only once a refusal came (subscription-upsell.tsx watches for it):
 * what was refused in the server's words, and the way to the plan that unlocks it.
 */
export default function UpsellDialog({ refusal, onClose }: { refusal: SubscriptionRefusal; onClose: () => void }) {
  return (
    <Dialog.Root defaultOpen onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Dialog.Popup>
        <UpsellContent refusal={refusal} onClose={onClose} />
      </Dialog.Popup>
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
