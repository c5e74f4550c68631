import { Trans, useLingui } from '@lingui/react/macro'
import { onlineManager } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { failureKind, serverMessage, unreachableMessage } from '#client/lib/forms/failure.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { Text } from '#client/ui/text.tsx'
import type { MemberSubscription, Plan } from '#shared/subscriptions-api.ts'
import { css } from '#styled/css'
import { useOwnSubscription, usePlans, useStartSubscription } from '../api/subscriptions-api.ts'
import { CheckoutReturn } from './checkout-return.tsx'
import { PlanCard } from './plan-card.tsx'
import { TransferInstructions } from './transfer-instructions.tsx'

const page = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: 'content' })
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(16rem, 1fr))' }, gap: '6' })

/** Where the browser goes for the provider's page (a seam for the tests). */
export const leavePage = { to: (url: string) => window.location.assign(url) }

/** A subscription taken out and awaiting its transfer: the instructions, nothing to pay twice. */
function PendingTransfer({ subscription }: { subscription: MemberSubscription }) {
  return (
    <section aria-labelledby="pending-transfer" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Heading level={2} size="h4" id="pending-transfer">
        <Trans>Abonnement {subscription.plan.name} en attente de votre virement</Trans>
      </Heading>
      {subscription.transfer ? <TransferInstructions transfer={subscription.transfer} /> : null}
    </section>
  )
}

/** /dashboard/subscriptions/create (unsubscribed): choose a plan and pay, online only. */
export function CreateSubscriptionScreen() {
  const { t, i18n } = useLingui()
  const [params] = useSearchParams()
  const chosen = params.get('plan')
  const plans = usePlans()
  const own = useOwnSubscription()
  const start = useStartSubscription()
  const [failure, setFailure] = useState<string | null>(null)
  const [choosing, setChoosing] = useState<number | null>(null)

  function subscribe(plan: Plan) {
    setFailure(null)
    if (!onlineManager.isOnline()) {
      setFailure(t`Le paiement demande une connexion : reconnectez-vous pour vous abonner.`)
      return
    }
    setChoosing(plan.id)
    start.mutate(
      { planId: plan.id, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (answer) => {
          if (answer.kind === 'redirect') leavePage.to(answer.url)
        },
        onError: (error) =>
          setFailure(
            failureKind(error) === 'unreachable'
              ? i18n._(unreachableMessage)
              : (serverMessage(error) ?? t`L’abonnement n’a pas pu être créé. Réessayez dans un instant.`),
          ),
      },
    )
  }

  const pending = own.data?.status === 'pending' && own.data.provider === 'manual' ? own.data : null
  const started = start.data?.kind === 'manual' ? start.data : null

  return (
    <div className={page}>
      <Heading level={1}>
        <Trans>Choisir un abonnement</Trans>
      </Heading>
      <CheckoutReturn outcome={params.get('checkout')} />
      {started ? (
        <Notice tone="success" role="status">
          {started.message}
        </Notice>
      ) : null}
      {(started?.subscription ?? pending) ? (
        <PendingTransfer subscription={started?.subscription ?? (pending as MemberSubscription)} />
      ) : null}
      {start.data?.kind === 'redirect' ? (
        <Notice tone="info" role="status">
          {start.data.message}
        </Notice>
      ) : null}
      <Text>
        <Trans>
          Choisissez votre formule. Le paiement par carte se fait sur la page sécurisée de notre prestataire&nbsp;; vous revenez
          ensuite ici.
        </Trans>
      </Text>
      {failure ? (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      ) : null}
      {plans.isPending ? (
        <Loading label={t`Chargement des abonnements`}>
          <Trans>Chargement des abonnements…</Trans>
        </Loading>
      ) : plans.isError ? (
        <LoadFailed onRetry={() => void plans.refetch()}>
          <Trans>Les abonnements n’ont pas pu être chargés.</Trans>
        </LoadFailed>
      ) : (
        <div className={grid}>
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={plan.slug === chosen}
              action={
                <Button
                  variant={plan.slug === chosen ? 'solid' : 'outline'}
                  loading={start.isPending && choosing === plan.id}
                  disabled={start.isPending || start.data?.kind === 'redirect'}
                  onClick={() => subscribe(plan)}
                >
                  {t`S’abonner à ${plan.name}`}
                </Button>
              }
            />
          ))}
        </div>
      )}
    </div>
  )
}
