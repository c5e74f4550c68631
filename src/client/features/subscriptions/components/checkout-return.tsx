import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { sessionKeys, useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { Notice } from '#client/ui/notice.tsx'
import { paths } from '#shared/paths.ts'
import { isSubscribed } from '#shared/user-access.ts'
import { subscriptionKeys } from '../api/subscriptions-api.ts'

/** How often, and how many times, the user is asked again while the provider's webhook is awaited. */
export const confirmationPolling = { everyMs: 2000, times: 6 }

/**
 * Back from Stripe Checkout (`?checkout=success|cancelled`, docs/product.md#subscriptions). A
 * success may arrive before the provider's webhook: until the user is subscribed the page says the
 * payment is being confirmed and asks the user again a few times; once subscribed, the
 * subscription's page.
 */
export function CheckoutReturn({ outcome }: { outcome: string | null }) {
  const client = useQueryClient()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const subscribed = isSubscribed(user)
  const [tries, setTries] = useState(0)
  const waiting = outcome === 'success' && !subscribed

  useEffect(() => {
    if (outcome === 'success' && subscribed) void navigate(`${paths.subscriptions}?checkout=success`, { replace: true })
  }, [outcome, subscribed, navigate])

  useEffect(() => {
    if (!waiting || tries >= confirmationPolling.times) return
    const timer = setTimeout(() => {
      void client.invalidateQueries({ queryKey: sessionKeys.currentUser() })
      void client.invalidateQueries({ queryKey: subscriptionKeys.own })
      setTries((count) => count + 1)
    }, confirmationPolling.everyMs)
    return () => clearTimeout(timer)
  }, [waiting, tries, client])

  if (outcome === 'cancelled')
    return (
      <Notice tone="warning" role="status">
        <Trans>Paiement annulé : aucun montant n’a été débité. Vous pouvez choisir une formule à nouveau.</Trans>
      </Notice>
    )
  if (!waiting) return null
  return tries < confirmationPolling.times ? (
    <Notice tone="info" role="status">
      <Trans>Paiement en cours de confirmation…</Trans>
    </Notice>
  ) : (
    <Notice tone="warning" role="status">
      <Trans>
        Le paiement n’est pas encore confirmé. Vous recevrez un e-mail dès qu’il le sera&nbsp;; rechargez cette page dans quelques
        minutes.
      </Trans>
    </Notice>
  )
}
