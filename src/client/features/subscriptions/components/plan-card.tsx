import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { entitlementLabels, formatPrice, intervalLabels } from '#client/entities/subscription/labels.ts'
import * as Card from '#client/ui/card.tsx'
import { Text } from '#client/ui/text.tsx'
import type { Plan } from '#shared/subscriptions-api.ts'
import { css } from '#styled/css'

const price = css({ textStyle: 'h2', fontWeight: 'bold' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyleType: 'disc' })

/**
 * A plan as /pricing and the subscription pages show it: its name, price TTC for its interval,
 * trial, what it unlocks (one plain line per entitlement, then the plan's own lines) and an action.
 */
export function PlanCard({ plan, action, current }: { plan: Plan; action?: ReactNode; current?: boolean }) {
  const { t, i18n } = useLingui()
  const amount = formatPrice(i18n.locale, plan.price_cents, plan.currency)
  const interval = i18n._(intervalLabels[plan.interval])
  const headingId = `plan-${plan.slug}`
  return (
    <Card.Root aria-labelledby={headingId} variant={current ? 'elevated' : 'outline'} data-plan={plan.slug}>
      <Card.Header>
        <Card.Title id={headingId}>{plan.name}</Card.Title>
        {plan.description ? <Card.Description>{plan.description}</Card.Description> : null}
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <p>
          <span className={price}>{amount}</span> <span>{t`TTC ${interval}`}</span>
        </p>
        {plan.trial_days > 0 ? <Text size="small">{t`${plan.trial_days} jours d’essai gratuit, sans engagement.`}</Text> : null}
        <ul className={list} aria-label={t`Ce que ${plan.name} débloque`}>
          {plan.entitlements.map((entitlement) => (
            <li key={entitlement}>{i18n._(entitlementLabels[entitlement])}</li>
          ))}
          {plan.features.map((feature) => (
            <li key={`feature-${feature}`}>{feature}</li>
          ))}
        </ul>
      </Card.Body>
      {action ? <Card.Footer>{action}</Card.Footer> : null}
    </Card.Root>
  )
}
