import { useLingui } from '@lingui/react/macro'
import {
  type ColumnDef,
  getCoreRowModel,
  type RowSelectionState,
  type Updater,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table'
import { Fragment, type KeyboardEvent, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { AdminTable } from '#client/entities/back-office/admin-table.tsx'
import { Badge } from '#client/ui/badge.tsx'
import * as Checkbox from '#client/ui/checkbox.tsx'
import { CheckIcon, MinusIcon } from '#client/ui/icons.tsx'
import { Link } from '#client/ui/link.tsx'
import type { AdminUserRow, UserSortColumn } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { roleName, stageLabels, statusLabels } from '../labels.ts'

export const hideableColumns = [
  'roles',
  'status',
  'verified',
  'validated',
  'subscribed',
  'commune',
  'created_at',
  'stage',
  'next_action',
] as const
export type HideableColumn = (typeof hideableColumns)[number]

/** Which sortable API column each table column sorts by. */
const sortOf: Partial<Record<string, UserSortColumn>> = {
  name: 'last_name',
  status: 'status',
  validated: 'validated_at',
  commune: 'commune_name',
  created_at: 'created_at',
  stage: 'crm_stage',
  next_action: 'next_action_on',
}

const statusTone = { pending: 'warning', active: 'success', suspended: 'danger' } as const

// Cells keep to one line by default; the long texts wrap (an address at its @ or dots first), so
// the table fits a laptop's width without scrolling sideways.
const wrapping = css({
  display: 'flex',
  flexDirection: 'column',
  whiteSpace: 'normal',
  // Not "anywhere": that would let the table squeeze a column down to single letters.
  overflowWrap: 'break-word',
  minW: '28',
  maxW: '64',
})
const stacked = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0.5' })

export interface UsersTableProps {
  users: AdminUserRow[]
  /** The first load: skeleton rows instead of data. */
  loading: boolean
  sort: UserSortColumn
  direction: 'asc' | 'desc'
  onSort: (column: UserSortColumn) => void
  selection: RowSelectionState
  onSelectionChange: (selection: RowSelectionState) => void
  columnVisibility: VisibilityState
  /** Links to the detail page of a user. */
  detailPath: (id: number) => string
  caption: ReactNode
}

function SelectBox({
  checked,
  onChange,
  label,
}: {
  checked: boolean | 'indeterminate'
  onChange: (checked: boolean) => void
  label: string
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} aria-label={label}>
      <Checkbox.Control>
        <Checkbox.Indicator>
          <CheckIcon strokeWidth={3} />
        </Checkbox.Indicator>
        <Checkbox.Indicator indeterminate>
          <MinusIcon strokeWidth={3} />
        </Checkbox.Indicator>
      </Checkbox.Control>
      <Checkbox.HiddenInput />
    </Checkbox.Root>
  )
}

/**
 * Arrow keys move between rows, staying in the same column (a screen reader's table navigation
 * works as usual; this is for sighted keyboard users going down a long list).
 */
function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const target = event.target as HTMLElement
  const cell = target.closest('td')
  const row = cell?.parentElement
  if (!cell || !row) return
  const next = (event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling) as HTMLTableRowElement | null
  const focusable = next?.cells[cell.cellIndex]?.querySelector<HTMLElement>('a, button, input, [tabindex]')
  if (!focusable) return
  event.preventDefault()
  focusable.focus()
}

/** The users list as a desktop table: sortable headers, selection for bulk actions, columns to choose. */
export function UsersTable(props: UsersTableProps) {
  const { t, i18n } = useLingui()
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' })
  const day = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso))

  const columns: ColumnDef<AdminUserRow>[] = [
    {
      id: 'select',
      header: ({ table }) => (
        <SelectBox
          label={t`Tout sélectionner sur cette page`}
          checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
          onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
        />
      ),
      cell: ({ row }) => (
        <SelectBox
          label={t`Sélectionner ${displayName(row.original)}`}
          checked={row.getIsSelected()}
          onChange={(checked) => row.toggleSelected(checked)}
        />
      ),
    },
    {
      id: 'name',
      header: t`Nom`,
      cell: ({ row }) => (
        <div className={wrapping}>
          <Link asChild className={css({ fontWeight: 'semibold' })}>
            <RouterLink to={props.detailPath(row.original.id)}>{displayName(row.original)}</RouterLink>
          </Link>
          <span className={css({ color: 'fg.muted' })}>
            <BreakableEmail email={row.original.email} />
          </span>
          {row.original.rpps_shared ? (
            // Under the name, which no column choice hides: the account's page names the other one.
            <Badge tone="danger" size="sm" className={css({ alignSelf: 'flex-start', mt: '1' })}>
              {t`RPPS en double`}
            </Badge>
          ) : null}
        </div>
      ),
    },
    {
      id: 'roles',
      header: t`Rôles`,
      cell: ({ row }) => (
        <span className={wrapping}>
          {row.original.account_type !== 'user'
            ? t`Administrateur`
            : row.original.roles.map((role) => roleName(role, i18n)).join(', ') || '—'}
        </span>
      ),
    },
    {
      id: 'status',
      header: t`Statut`,
      cell: ({ row }) =>
        row.original.deleted_at ? (
          <Badge tone="danger" size="sm">{t`Supprimé`}</Badge>
        ) : (
          <Badge tone={statusTone[row.original.status]} size="sm">
            {i18n._(statusLabels[row.original.status])}
          </Badge>
        ),
    },
    {
      id: 'verified',
      header: t`E-mail`,
      cell: ({ row }) => (row.original.email_verified_at ? t`Vérifié` : t`Non vérifié`),
    },
    {
      id: 'validated',
      header: t`Validation`,
      cell: ({ row }) =>
        row.original.nurse_id === null || row.original.roles.length === 0 ? (
          '—'
        ) : row.original.validated_at ? (
          // The date under the badge, not in it: one long badge per row widened the table.
          <div className={stacked}>
            <Badge tone="success" size="sm">{t`Validé`}</Badge>
            <span className={css({ color: 'fg.muted' })}>{t`le ${day(row.original.validated_at)}`}</span>
          </div>
        ) : (
          <Badge tone="warning" size="sm">{t`À valider`}</Badge>
        ),
    },
    {
      id: 'subscribed',
      header: t`Abonnement`,
      cell: ({ row }) => (row.original.subscribed ? <Badge tone="brand" size="sm">{t`Abonné`}</Badge> : '—'),
    },
    {
      id: 'commune',
      header: t`Commune`,
      cell: ({ row }) => <span className={wrapping}>{row.original.commune_name ?? '—'}</span>,
    },
    { id: 'created_at', header: t`Inscription`, cell: ({ row }) => day(row.original.created_at) },
    { id: 'stage', header: t`Suivi`, cell: ({ row }) => i18n._(stageLabels[row.original.crm.stage]) },
    {
      id: 'next_action',
      header: t`Prochaine action`,
      cell: ({ row }) => (row.original.crm.next_action_on ? day(row.original.crm.next_action_on) : '—'),
    },
  ]

  const table = useReactTable({
    data: props.users,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { rowSelection: props.selection, columnVisibility: props.columnVisibility },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      props.onSelectionChange(typeof updater === 'function' ? updater(props.selection) : updater),
  })

  return (
    <AdminTable
      table={table}
      label={t`Liste des utilisateurs`}
      caption={props.caption}
      loading={props.loading}
      sortOf={sortOf}
      sort={props.sort}
      direction={props.direction}
      onSort={props.onSort}
      onBodyKeyDown={moveBetweenRows}
    />
  )
}

export function displayName(user: { first_name: string | null; last_name: string | null; email: string }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email
}

/** An address that may break after its @ and before its dots, never inside a word. */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  const parts = email.slice(at + 1).split('.')
  return (
    <>
      {email.slice(0, at + 1)}
      {parts.map((part, index) => (
        // The parts of one address never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          <wbr />
          {index > 0 ? '.' : ''}
          {part}
        </Fragment>
      ))}
    </>
  )
}
