import { useLingui } from '@lingui/react/macro'
import { type ColumnDef, getCoreRowModel, useReactTable, type VisibilityState } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { AdminTable } from '#client/entities/back-office/admin-table.tsx'
import { Badge } from '#client/ui/badge.tsx'
import { Link } from '#client/ui/link.tsx'
import type { AdminReplacementRow, AdminReplacementSortColumn } from '#shared/admin-replacements.ts'
import { css } from '#styled/css'
import { personName, statusLabels, statusTones, urgencyLabels } from '../labels.ts'

/** Which API column each table column sorts by. */
const sortOf: Partial<Record<string, AdminReplacementSortColumn>> = {
  id: 'id',
  commune: 'commune_name',
  dates: 'start_date',
  status: 'status',
  urgency: 'urgency',
  applications: 'applications_count',
  created_at: 'created_at',
}

export interface ReplacementsTableProps {
  replacements: AdminReplacementRow[]
  /** The first load: skeleton rows instead of data. */
  loading: boolean
  sort: AdminReplacementSortColumn
  direction: 'asc' | 'desc'
  onSort: (column: AdminReplacementSortColumn) => void
  detailPath: (id: number) => string
  interestPath: (id: number) => string
  caption: ReactNode
  /** Optional columns turned off by the admin (ReplacementsColumnChooser). */
  columnVisibility: VisibilityState
}

/** Every offer as a desktop table: sortable headers, links to the offer and its applications. */
export function ReplacementsTable(props: ReplacementsTableProps) {
  const { t, i18n } = useLingui()
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const day = (value: string | null) => (value ? dateFormat.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : '—')

  const columns: ColumnDef<AdminReplacementRow>[] = [
    {
      id: 'id',
      header: t`N°`,
      cell: ({ row }) => (
        <Link asChild className={css({ fontWeight: 'semibold' })}>
          <RouterLink to={props.detailPath(row.original.id)} aria-label={t`Offre n° ${row.original.id}`}>
            {row.original.id}
          </RouterLink>
        </Link>
      ),
    },
    {
      id: 'commune',
      header: t`Commune`,
      cell: ({ row }) =>
        row.original.commune_name
          ? `${row.original.commune_name} (${row.original.postal_code ?? row.original.department ?? ''})`
          : '—',
    },
    {
      id: 'dates',
      header: t`Dates`,
      cell: ({ row }) => `${day(row.original.start_date)} → ${day(row.original.end_date)}`,
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
    {
      id: 'urgency',
      header: t`Urgence`,
      cell: ({ row }) =>
        row.original.urgency === 'normal' ? (
          i18n._(urgencyLabels.normal)
        ) : (
          <Badge tone="urgent" size="sm">
            {i18n._(urgencyLabels[row.original.urgency])}
          </Badge>
        ),
    },
    {
      id: 'applications',
      header: t`Candidatures`,
      cell: ({ row }) => (
        <Link asChild>
          <RouterLink
            to={props.interestPath(row.original.id)}
            aria-label={t`${row.original.applications_count} candidature(s) de l’offre n° ${row.original.id}`}
          >
            {row.original.applications_count}
            {row.original.pending_count > 0 ? ` (${t`${row.original.pending_count} en attente`})` : ''}
          </RouterLink>
        </Link>
      ),
    },
    { id: 'created_at', header: t`Créée le`, cell: ({ row }) => day(row.original.created_at) },
  ]

  const table = useReactTable({
    data: props.replacements,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { columnVisibility: props.columnVisibility },
  })

  return (
    <AdminTable
      table={table}
      label={t`Liste des offres`}
      caption={props.caption}
      loading={props.loading}
      sortOf={sortOf}
      sort={props.sort}
      direction={props.direction}
      onSort={props.onSort}
    />
  )
}
