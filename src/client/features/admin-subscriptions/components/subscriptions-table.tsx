import { useLingui } from '@lingui/react/macro'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { AdminTable } from '#client/entities/back-office/admin-table.tsx'
import { formatPrice, statusLabels } from '#client/entities/subscription/labels.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Link } from '#client/ui/link.tsx'
import type { AdminSubscription } from '#shared/subscriptions-api.ts'
import { css } from '#styled/css'
import { providerLabel, statusTones } from '../labels.ts'

export interface SubscriptionsTableProps {
  subscriptions: AdminSubscription[]
  /** The first load: skeleton rows instead of data. */
  loading: boolean
  detailPath: (id: number) => string
  caption: ReactNode
}

/** The subscriptions as a desktop table, newest first (the API's one order: no column sorts), each linked to its page (payments, « Marquer un paiement reçu »). */
export function SubscriptionsTable({ subscriptions, loading, detailPath, caption }: SubscriptionsTableProps) {
  const { t, i18n } = useLingui()
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' })
  const day = (value: string | null) => (value ? dateFormat.format(new Date(value)) : '—')

  const columns: ColumnDef<AdminSubscription>[] = [
    {
      id: 'id',
      header: t`N°`,
      cell: ({ row }) => (
        <Link asChild className={css({ fontWeight: 'semibold' })}>
          <RouterLink to={detailPath(row.original.id)} aria-label={t`Abonnement n° ${row.original.id}`}>
            {row.original.id}
          </RouterLink>
        </Link>
      ),
    },
    {
      id: 'member',
      header: t`Membre`,
      cell: ({ row }) => (
        <div className={css({ display: 'flex', flexDirection: 'column' })}>
          <span>{row.original.user.name ?? '—'}</span>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{row.original.user.email}</span>
        </div>
      ),
    },
    { id: 'plan', header: t`Formule`, cell: ({ row }) => row.original.plan.name },
    {
      id: 'status',
      header: t`Statut`,
      cell: ({ row }) => (
        <Badge tone={statusTones[row.original.status]} size="sm">
          {i18n._(statusLabels[row.original.status])}
        </Badge>
      ),
    },
    {
      id: 'provider',
      header: t`Paiement`,
      cell: ({ row }) => {
        const label = providerLabel(row.original.provider)
        return (
          <div className={css({ display: 'flex', flexDirection: 'column' })}>
            <span>{label ? i18n._(label) : '—'}</span>
            {row.original.manual_reference ? (
              <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{row.original.manual_reference}</span>
            ) : null}
          </div>
        )
      },
    },
    { id: 'period_end', header: t`Fin de période`, cell: ({ row }) => day(row.original.current_period_end) },
    { id: 'paid', header: t`Payé`, cell: ({ row }) => formatPrice(i18n.locale, row.original.paid_cents, 'eur') },
    { id: 'created_at', header: t`Souscrit le`, cell: ({ row }) => day(row.original.created_at) },
  ]

  const table = useReactTable({
    data: subscriptions,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
  })

  return <AdminTable table={table} label={t`Liste des abonnements`} caption={caption} loading={loading} />
}
