import { Trans, useLingui } from '@lingui/react/macro'
import { onlineManager } from '@tanstack/react-query'
import { useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { ConfirmAction } from '#client/entities/back-office/confirm-action.tsx'
import { formatPrice, intervalLabels } from '#client/entities/subscription/labels.ts'
import { failureKind, serverMessage, unreachableMessage } from '#client/lib/forms/failure.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { Text } from '#client/ui/text.tsx'
import { paths } from '#shared/paths.ts'
import type { MemberSubscription } from '#shared/subscriptions-api.ts'
import { css } from '#styled/css'
import {
  useCancelSubscription,
  useChangePlan,
  useOpenPortal,
  useOwnSubscription,
  usePlans,
  useResumeSubscription,
} from '../api/subscriptions-api.ts'
import { leavePage } from './create-subscription-screen.tsx'
import { InvoicesList } from './invoices-list.tsx'
import { SubscriptionStatus } from './subscription-status.tsx'
import { TransferInstructions } from './transfer-instructions.tsx'

const page = css({ display: 'flex', flexDirection: 'column', gap: '8', maxW: 'content' })
const section = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })

/** The changes of plan on offer: every other plan, or back to the current one after a change. */
function ChangePlan({
  subscription,
  pending,
  run,
}: {
  subscription: MemberSubscription
  pending: boolean
  run: (planId: number) => void
}) {
  const { t, i18n } = useLingui()
  const plans = usePlans()
  const others = (plans.data ?? []).filter((plan) => plan.id !== (subscription.next_plan?.id ?? subscription.plan.id))
  if (others.length === 0) return null
  return (
    <section aria-labelledby="change-plan" className={section}>
      <Heading level={2} size="h4" id="change-plan">
        <Trans>Changer de formule</Trans>
      </Heading>
      <Text>
        <Trans>La nouvelle formule prend effet à la prochaine échéance, sans frais ni remboursement au prorata.</Trans>
      </Text>
      <div className={actions}>
        {others.map((plan) => (
          <Button key={plan.id} variant="outline" loading={pending} onClick={() => run(plan.id)}>
            {plan.id === subscription.plan.id
              ? t`Garder ${plan.name}`
              : t`Passer à ${plan.name} (${formatPrice(i18n.locale, plan.price_cents, plan.currency)} ${i18n._(intervalLabels[plan.interval])})`}
          </Button>
        ))}
      </div>
    </section>
  )
}

/** /dashboard/subscriptions (subscribed): the plan, its status, the changes and the invoices. */
export function SubscriptionScreen() {
  const { t, i18n } = useLingui()
  const [params] = useSearchParams()
  const own = useOwnSubscription()
  const cancel = useCancelSubscription()
  const resume = useResumeSubscription()
  const change = useChangePlan()
  const portal = useOpenPortal()
  const [news, setNews] = useState<{ tone: 'success' | 'danger'; text: string } | null>(
    params.get('checkout') === 'success' ? { tone: 'success', text: t`Paiement confirmé : votre abonnement est actif.` } : null,
  )

  function failed(error: unknown) {
    setNews({
      tone: 'danger',
      text:
        failureKind(error) === 'unreachable'
          ? i18n._(unreachableMessage)
          : (serverMessage(error) ?? t`La modification n’a pas pu être enregistrée. Réessayez dans un instant.`),
    })
  }
  const done = (answer: { message: string }) => setNews({ tone: 'success', text: answer.message })
  /** Every change needs the server's answer at once: offline, say so instead of queueing a payment change. */
  function online(): boolean {
    if (onlineManager.isOnline()) return true
    setNews({ tone: 'danger', text: t`Vous êtes hors ligne : reconnectez-vous pour modifier votre abonnement.` })
    return false
  }

  if (own.isPending)
    return (
      <Loading label={t`Chargement de votre abonnement`}>
        <Trans>Chargement de votre abonnement…</Trans>
      </Loading>
    )
  if (own.isError)
    return (
      <LoadFailed onRetry={() => void own.refetch()}>
        <Trans>Votre abonnement n’a pas pu être chargé.</Trans>
      </LoadFailed>
    )
  const subscription = own.data
  if (!subscription)
    return (
      <div className={page}>
        <Heading level={1}>
          <Trans>Mon abonnement</Trans>
        </Heading>
        <Text>
          <Trans>Vous n’avez pas d’abonnement en cours.</Trans>
        </Text>
        <Button asChild>
          <RouterLink to={paths.subscriptionsCreate}>
            <Trans>Choisir un abonnement</Trans>
          </RouterLink>
        </Button>
      </div>
    )

  const running = subscription.status !== 'pending' && subscription.status !== 'expired' && subscription.status !== 'cancelled'
  const amount = formatPrice(i18n.locale, subscription.plan.price_cents, subscription.plan.currency)
  const interval = i18n._(intervalLabels[subscription.plan.interval])

  return (
    <div className={page}>
      <Heading level={1}>
        <Trans>Mon abonnement</Trans>
      </Heading>
      {news ? (
        <Notice tone={news.tone} role={news.tone === 'danger' ? 'alert' : 'status'}>
          {news.text}
        </Notice>
      ) : null}
      <section aria-labelledby="current-plan" className={section}>
        <Heading level={2} size="h4" id="current-plan">
          {t`Formule ${subscription.plan.name} — ${amount} TTC ${interval}`}
        </Heading>
        <SubscriptionStatus subscription={subscription} />
        {subscription.transfer && subscription.provider === 'manual' ? (
          <TransferInstructions transfer={subscription.transfer} />
        ) : null}
        <div className={actions}>
          {subscription.cancel_at_period_end && running ? (
            <Button
              loading={resume.isPending}
              onClick={() =>
                online() && resume.mutate({ idempotencyKey: newIdempotencyKey() }, { onSuccess: done, onError: failed })
              }
            >
              <Trans>Reprendre mon abonnement</Trans>
            </Button>
          ) : null}
          {subscription.provider === 'stripe' && running ? (
            <Button
              variant="outline"
              loading={portal.isPending}
              onClick={() =>
                online() && portal.mutate(undefined, { onSuccess: (answer) => leavePage.to(answer.url), onError: failed })
              }
            >
              <Trans>Gérer ma carte</Trans>
            </Button>
          ) : null}
          {!subscription.cancel_at_period_end && subscription.status !== 'expired' && subscription.status !== 'cancelled' ? (
            <ConfirmAction
              trigger={
                <Button variant="outline">
                  {subscription.status === 'pending' ? <Trans>Abandonner</Trans> : <Trans>Annuler mon abonnement</Trans>}
                </Button>
              }
              title={<Trans>Annuler votre abonnement&#8239;?</Trans>}
              description={
                subscription.status === 'pending' ? (
                  <Trans>Cet abonnement n’est pas encore payé : il sera abandonné tout de suite.</Trans>
                ) : (
                  <Trans>
                    Il ne sera pas renouvelé et reste actif jusqu’à la fin de la période payée. Vous pourrez le reprendre d’ici
                    là.
                  </Trans>
                )
              }
              confirmLabel={<Trans>Confirmer l’annulation</Trans>}
              danger
              pending={cancel.isPending}
              onConfirm={() =>
                online() && cancel.mutate({ idempotencyKey: newIdempotencyKey() }, { onSuccess: done, onError: failed })
              }
            />
          ) : null}
        </div>
      </section>
      {running && !subscription.cancel_at_period_end ? (
        <ChangePlan
          subscription={subscription}
          pending={change.isPending}
          run={(planId) =>
            online() && change.mutate({ planId, idempotencyKey: newIdempotencyKey() }, { onSuccess: done, onError: failed })
          }
        />
      ) : null}
      <InvoicesList />
    </div>
  )
}
