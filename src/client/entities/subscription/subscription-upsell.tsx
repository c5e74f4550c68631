import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { withChunkReload } from '#client/lib/chunk-reload.ts'
import { type SubscriptionRefusal, subscriptionRefusal } from './subscription-required.ts'

// The dialog's code comes with the first refusal: every dashboard page carries only this watcher.
const UpsellDialog = lazy(withChunkReload(() => import('./upsell-dialog.tsx')))

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
  if (!refusal) return null
  return (
    <Suspense fallback={null}>
      <UpsellDialog key={refusal.message} refusal={refusal} onClose={() => setRefusal(null)} />
    </Suspense>
  )
}
