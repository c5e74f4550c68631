import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SubscriptionStatus } from '#shared/subscriptions.ts'

/** How a subscription is paid, as the back office names it (the statuses' words are the members'). */
export const providerLabels: Record<'stripe' | 'manual', MessageDescriptor> = {
  stripe: msg`Carte (Stripe)`,
  manual: msg`Virement`,
}

export const providerLabel = (provider: string | null): MessageDescriptor | null =>
  provider === 'stripe' || provider === 'manual' ? providerLabels[provider] : null

export const statusTones: Record<SubscriptionStatus, 'neutral' | 'success' | 'brand' | 'danger' | 'warning'> = {
  pending: 'warning',
  trialing: 'brand',
  active: 'success',
  past_due: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
}
