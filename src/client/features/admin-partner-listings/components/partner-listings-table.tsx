import { useLingui } from '@lingui/react/macro'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { AdminTable } from '#client/entities/back-office/admin-table.tsx'
import { Badge } from '#client/ui/badge.tsx'
import { Link } from '#client/ui/link.tsx'
import type { AdminPartnerListingRow } from '#shared/partner-listings.ts'
import { css } from '#styled/css'
import { kindLabels, personName, statusLabels, statusTones } from '../labels.ts'

export interface PartnerListingsTableProps {
  listings: AdminPartnerListingRow[]
  /** The first load: skeleton rows instead of data. */
  loading: boolean
  detailPath: (id: number) => string
  caption: ReactNode
}

/** Every partner listing as a desktop table, each linked to its page, newest first (the API's one order: no column sorts). */
export function PartnerListingsTable({ listings, loading, detailPath, caption }: PartnerListingsTableProps) {
  const { t, i18n } = useLingui()
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const day = (value: string | null) => (value ? dateFormat.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : '—')

  const columns: ColumnDef<AdminPartnerListingRow>[] = [
    {
      id: 'id',
      header: t`N°`,
      cell: ({ row }) => (
        <Link asChild className={css({ fontWeight: 'semibold' })}>
          <RouterLink to={detailPath(row.original.id)} aria-label={t`Annonce n° ${row.original.id}`}>
            {row.original.id}
          </RouterLink>
        </Link>
      ),
    },
    { id: 'kind', header: t`Type`, cell: ({ row }) => i18n._(kindLabels[row.original.kind]) },
    {
      id: 'commune',
      header: t`Commune`,
      cell: ({ row }) =>
        row.original.commune_name
          ? `${row.original.commune_name} (${row.original.postal_code ?? row.original.department ?? ''})`
          : '—',
    },
    {
      id: 'author',
      header: t`Auteur`,
      cell: ({ row }) => (
        <div className={css({ display: 'flex', flexDirection: 'column' })}>
          <span>{personName(row.original.author)}</span>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{row.original.author.email}</span>
        </div>
      ),
    },
    {
      id: 'status',
      header: t`Statut`,
      cell: ({ row }) => (
        <Badge tone={statusTones[row.original.status]} size="sm">
          {i18n._(statusLabels[row.original.status])}
        </Badge>
      ),
    },
    { id: 'start_date', header: t`Début`, cell: ({ row }) => day(row.original.start_date) },
    { id: 'responses', header: t`Réponses`, cell: ({ row }) => row.original.responses_count },
    { id: 'published_at', header: t`Publiée le`, cell: ({ row }) => day(row.original.published_at) },
    { id: 'created_at', header: t`Créée le`, cell: ({ row }) => day(row.original.created_at) },
  ]

  const table = useReactTable({
    data: listings,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
  })

  return <AdminTable table={table} label={t`Liste des annonces`} caption={caption} loading={loading} />
}
