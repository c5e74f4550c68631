import { useLingui } from '@lingui/react/macro'
import { type ColumnDef, getCoreRowModel, useReactTable, type VisibilityState } from '@tanstack/react-table'
import { AdminTable } from '#client/entities/back-office/admin-table.tsx'
import { careTypeLabel, useCareTypes } from '#client/entities/care-type/care-types.ts'
import { Badge } from '#client/ui/badge.tsx'
import type { AdminPatientRequestRow, AdminPatientRequestSortColumn } from '#shared/admin-patient-requests.ts'
import { css } from '#styled/css'
import { nurseName, statusLabels, statusTones } from '../labels.ts'

const openButton = css({
  fontWeight: 'semibold',
  color: 'fg.brand',
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'start',
  borderRadius: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
})

/** Which API column each sortable table column sorts by. */
const sortOf: Partial<Record<string, AdminPatientRequestSortColumn>> = {
  created_at: 'created_at',
  commune: 'commune_name',
  care_type: 'care_type',
  status: 'status',
}

/** The patients' requests, sortable, newest first by default; a request opens in the drawer. Purged ones say so. */
export function PatientsTable({
  requests,
  loading,
  onOpen,
  caption,
  columnVisibility,
  sort,
  direction,
  onSort,
}: {
  requests: AdminPatientRequestRow[]
  loading: boolean
  onOpen: (id: number) => void
  caption: string
  /** Optional columns turned off by the admin (PatientsColumnChooser). */
  columnVisibility: VisibilityState
  sort: AdminPatientRequestSortColumn
  direction: 'asc' | 'desc'
  onSort: (column: AdminPatientRequestSortColumn) => void
}) {
  const { t, i18n } = useLingui()
  const careTypes = useCareTypes()
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const columns: ColumnDef<AdminPatientRequestRow>[] = [
    {
      id: 'who',
      header: t`Demande`,
      cell: ({ row }) => (
        <button type="button" className={openButton} onClick={() => onOpen(row.original.id)}>
          {row.original.purged_at ? t`Demande n° ${row.original.id} (données supprimées)` : (row.original.name ?? '—')}
        </button>
      ),
    },
    { id: 'created_at', header: t`Reçue le`, cell: ({ row }) => when.format(new Date(row.original.created_at)) },
    {
      id: 'commune',
      header: t`Commune`,
      cell: ({ row }) => `${row.original.commune_name}${row.original.department ? ` (${row.original.department})` : ''}`,
    },
    { id: 'care_type', header: t`Soins`, cell: ({ row }) => careTypeLabel(i18n, row.original.care_type, careTypes.data) },
    {
      id: 'nurse',
      header: t`Infirmier contacté`,
      cell: ({ row }) => (row.original.nurse ? nurseName(row.original.nurse) : t`Compte supprimé`),
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
    { id: 'notes', header: t`Notes`, cell: ({ row }) => row.original.notes_count },
  ]
  const table = useReactTable({
    data: requests,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    state: { columnVisibility },
  })
  return (
    <AdminTable
      table={table}
      label={t`Liste des demandes de patients`}
      caption={caption}
      loading={loading}
      sortOf={sortOf}
      sort={sort}
      direction={direction}
      onSort={onSort}
    />
  )
}
