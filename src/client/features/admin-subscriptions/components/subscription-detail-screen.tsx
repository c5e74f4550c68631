import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { AdminRecordUnavailable } from '#client/entities/back-office/admin-record-page.tsx'
import { formatPrice, statusLabels } from '#client/entities/subscription/labels.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Link } from '#client/ui/link.tsx'
import { Notice } from '#client/ui/notice.tsx'
import * as Table from '#client/ui/table.tsx'
import { Text } from '#client/ui/text.tsx'
import { toast } from '#client/ui/toaster.ts'
import { liveSubscriptionStatuses } from '#shared/subscriptions.ts'
import type { AdminSubscriptionDetail } from '#shared/subscriptions-api.ts'
import { css } from '#styled/css'
import { type PaymentRecorded, useAdminPlans, useAdminSubscription } from '../api/admin-subscriptions-api.ts'
import { providerLabel, statusTones } from '../labels.ts'
import { adminSubscriptionPaths } from '../paths.ts'
import { MarkPaymentDialog } from './mark-payment-dialog.tsx'

const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'max-content 1fr' },
  columnGap: '6',
  rowGap: '2',
  '& dt': { fontWeight: 'semibold' },
  '& dd': { wordBreak: 'break-word' },
})

function Payments({ detail }: { detail: AdminSubscriptionDetail }) {
  const { t, i18n } = useLingui()
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' })
  const date = (value: string) => day.format(new Date(value))
  if (detail.payments.length === 0)
    return (
      <Text tone="muted">
        <Trans>Aucun paiement pour l’instant.</Trans>
      </Text>
    )
  return (
    <Table.ScrollArea aria-label={t`Paiements`}>
      <Table.Root>
        <Table.Caption>{t`Les paiements, du plus récent au plus ancien`}</Table.Caption>
        <Table.Head>
          <Table.Row>
            <Table.Header>{t`Reçu le`}</Table.Header>
            <Table.Header>{t`Montant TTC`}</Table.Header>
            <Table.Header>{t`Période payée`}</Table.Header>
            <Table.Header>{t`Référence`}</Table.Header>
            <Table.Header>{t`Facture`}</Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {detail.payments.map((payment) => (
            <Table.Row key={payment.id}>
              <Table.Cell>{date(payment.paid_at)}</Table.Cell>
              <Table.Cell>{formatPrice(i18n.locale, payment.amount_cents, payment.currency)}</Table.Cell>
              <Table.Cell>{`${date(payment.period_start)} – ${date(payment.period_end)}`}</Table.Cell>
              <Table.Cell>{payment.provider_payment_id}</Table.Cell>
              <Table.Cell>
                {payment.invoice ? (
                  <Link href={`/api/invoices/${payment.invoice.id}/pdf`} download>
                    {t`Facture n° ${payment.invoice.number}`}
                  </Link>
                ) : (
                  '—'
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** /dashboard/admin/subscriptions/:id (admin guard): the subscription, its payments and invoices, a transfer received. */
export function SubscriptionDetailScreen() {
  const { t, i18n } = useLingui()
  const id = Number(useParams().id)
  const detail = useAdminSubscription(id)
  const plans = useAdminPlans()
  const [recorded, setRecorded] = useState<string | null>(null)
  const back = { backTo: adminSubscriptionPaths.list, backLabel: <Trans>Tous les abonnements</Trans> }

  if (detail.isPending || detail.isError)
    return (
      <AdminRecordUnavailable
        loading={detail.isPending}
        title={t`Abonnement n° ${id}`}
        lines={8}
        failure={
          isApiError(detail.error) && detail.error.status === 404
            ? t`Cet abonnement n’existe pas.`
            : t`L’abonnement n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.`
        }
        {...back}
      />
    )
  const s = detail.data.subscription
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' })
  const date = (value: string | null) => (value ? when.format(new Date(value)) : '—')
  const provider = providerLabel(s.provider)
  const plan = plans.data?.find((candidate) => candidate.id === s.plan.id)
  // A transfer is marked on a subscription still running or about to (the API refuses the others).
  const markable = s.provider === 'manual' && (liveSubscriptionStatuses as readonly string[]).includes(s.status)
  const who = s.user.name ? `${s.user.name} (${s.user.email})` : s.user.email

  const rows: [string, ReactNode][] = [
    [
      t`Membre`,
      <Link asChild key="member">
        <RouterLink to={adminSubscriptionPaths.user(s.user.id)}>{who}</RouterLink>
      </Link>,
    ],
    [t`Formule`, s.plan.name],
    [t`Paiement`, provider ? i18n._(provider) : '—'],
    [t`Référence du virement attendue`, s.manual_reference ?? '—'],
    [t`Période en cours`, s.current_period_start ? `${date(s.current_period_start)} – ${date(s.current_period_end)}` : '—'],
    [t`Fin du délai de grâce`, date(s.grace_ends_at)],
    [t`Renouvellement`, s.cancel_at_period_end ? t`Annulé : s’arrête à la fin de la période` : t`Prévu`],
    [t`Total payé`, formatPrice(i18n.locale, s.paid_cents, 'eur')],
    [t`Souscrit le`, date(s.created_at)],
  ]

  function onRecorded(answer: PaymentRecorded) {
    toast.success(t`Succès`, { description: answer.message })
    setRecorded(answer.message)
  }

  return (
    <AdminPage
      title={t`Abonnement n° ${s.id} — ${who}`}
      {...back}
      actions={
        markable ? (
          <MarkPaymentDialog
            subscriptionId={s.id}
            expectedCents={plan?.price_cents ?? null}
            memberReference={s.manual_reference}
            onRecorded={onRecorded}
          />
        ) : null
      }
    >
      <title>{t`Abonnement n° ${s.id} | Administration | Relève`}</title>
      {recorded ? (
        <Notice tone="success" className={css({ mb: '4' })}>
          {recorded} {s.current_period_end ? <Trans>La période court jusqu’au {date(s.current_period_end)}.</Trans> : null}
        </Notice>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mb: '4' })}>
        <Badge tone={statusTones[s.status]} data-testid="admin-subscription-status">
          {i18n._(statusLabels[s.status])}
        </Badge>
      </div>
      <dl className={facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section
        aria-labelledby="subscription-payments"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '8' })}
      >
        <Heading level={2} id="subscription-payments">
          <Trans>Paiements et factures</Trans>
        </Heading>
        <Payments detail={detail.data} />
      </section>
    </AdminPage>
  )
}
