import { Trans, useLingui } from '@lingui/react/macro'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { listPage } from '#client/entities/back-office/admin-list.tsx'
import { AdminTable } from '#client/entities/back-office/admin-table.tsx'
import { ListLoadError } from '#client/entities/back-office/list-states.tsx'
import { formatPrice, intervalLabels } from '#client/entities/subscription/labels.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import type { AdminPlan } from '#shared/subscriptions-api.ts'
import { css } from '#styled/css'
import { useAdminPlans } from '../api/admin-subscriptions-api.ts'
import { PlanFormDialog } from './plan-form-dialog.tsx'

const header = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', flexWrap: 'wrap' })

/** /dashboard/admin/plans (admin guard): every plan, on sale or retired, and its editor. */
export function PlansScreen() {
  const { t, i18n } = useLingui()
  const plans = useAdminPlans()
  const numbers = new Intl.NumberFormat(i18n.locale)

  const columns: ColumnDef<AdminPlan>[] = [
    {
      id: 'name',
      header: t`Formule`,
      cell: ({ row }) => (
        <div className={css({ display: 'flex', flexDirection: 'column' })}>
          <span className={css({ fontWeight: 'semibold' })}>{row.original.name}</span>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{row.original.slug}</span>
        </div>
      ),
    },
    {
      id: 'price',
      header: t`Prix TTC`,
      cell: ({ row }) => formatPrice(i18n.locale, row.original.price_cents, row.original.currency),
    },
    { id: 'interval', header: t`Périodicité`, cell: ({ row }) => i18n._(intervalLabels[row.original.interval]) },
    { id: 'trial', header: t`Essai`, cell: ({ row }) => t`${row.original.trial_days} j` },
    {
      id: 'active',
      header: t`En vente`,
      cell: ({ row }) =>
        row.original.active ? (
          <Badge tone="success" size="sm">
            {t`Active`}
          </Badge>
        ) : (
          <Badge tone="neutral" size="sm">
            {t`Désactivée`}
          </Badge>
        ),
    },
    { id: 'subscribers', header: t`Abonnés`, cell: ({ row }) => numbers.format(row.original.subscribers) },
    {
      id: 'stripe',
      header: t`Prix Stripe`,
      cell: ({ row }) => (row.original.stripe_price_id ? <code>{row.original.stripe_price_id}</code> : '—'),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: ({ row }) => (
        <PlanFormDialog
          plan={row.original}
          trigger={
            <Button variant="outline" size="sm" aria-label={t`Modifier la formule ${row.original.name}`}>
              <Trans>Modifier</Trans>
            </Button>
          }
        />
      ),
    },
  ]

  const table = useReactTable({
    data: plans.data ?? [],
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
  })

  return (
    <div className={listPage}>
      <div className={header}>
        <Heading level={1}>
          <Trans>Formules d’abonnement</Trans>
        </Heading>
        <PlanFormDialog plan={null} trigger={<Button>{t`Nouvelle formule`}</Button>} />
      </div>
      <Text tone="muted" className={css({ mt: '2', mb: '6' })}>
        <Trans>Une formule n’est jamais supprimée : désactivée, elle n’est plus proposée, et ses abonnés la gardent.</Trans>
      </Text>
      {plans.isError && !plans.data ? (
        <ListLoadError filterRefused={false} retrying={plans.isFetching} onRetry={() => void plans.refetch()} />
      ) : (
        <AdminTable
          table={table}
          label={t`Liste des formules`}
          caption={t`Les formules, dans l’ordre de la page des tarifs`}
          loading={plans.isPending}
        />
      )}
    </div>
  )
}
