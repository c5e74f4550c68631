import { flexRender, type Table as TableModel } from '@tanstack/react-table'
import type { KeyboardEvent, ReactNode } from 'react'
import { Skeleton } from '#client/ui/skeleton.tsx'
import { SortHeader } from '#client/ui/sort-header.tsx'
import * as Table from '#client/ui/table.tsx'

/**
 * An admin list's table, as TanStack Table lays it out: the headers (a button on each column the
 * API sorts by), five skeleton rows during the first load, then a row per record (marked while
 * selected, for the users' bulk actions).
 */
export function AdminTable<Row, Sort extends string>({
  table,
  label,
  caption,
  loading,
  sortOf,
  sort,
  direction,
  onSort,
  onBodyKeyDown,
}: {
  table: TableModel<Row>
  /** Names the scroll area, which is announced as a region. */
  label: string
  caption: ReactNode
  /** The first load: skeleton rows instead of data. */
  loading: boolean
  /** Which API column each sortable table column sorts by; left out for a list in one fixed order. */
  sortOf?: Partial<Record<string, Sort>>
  sort?: Sort
  direction?: 'asc' | 'desc'
  onSort?: (column: Sort) => void
  onBodyKeyDown?: (event: KeyboardEvent<HTMLTableSectionElement>) => void
}) {
  return (
    <Table.ScrollArea aria-label={label}>
      <Table.Root aria-busy={loading || undefined}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Head>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {group.headers.map((header) => {
                const column = sortOf?.[header.column.id]
                return (
                  <SortHeader
                    key={header.id}
                    label={flexRender(header.column.columnDef.header, header.getContext())}
                    sorted={column !== undefined && column === sort}
                    direction={direction ?? 'desc'}
                    onSort={column && onSort ? () => onSort(column) : undefined}
                  />
                )
              })}
            </Table.Row>
          ))}
        </Table.Head>
        <Table.Body onKeyDown={onBodyKeyDown}>
          {loading
            ? Array.from({ length: 5 }, (_, index) => (
                // Placeholder rows are identical and never reorder.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Table.Row key={index}>
                  <Table.Cell colSpan={table.getVisibleLeafColumns().length}>
                    <Skeleton shape="text" />
                  </Table.Cell>
                </Table.Row>
              ))
            : table.getRowModel().rows.map((row) => (
                <Table.Row key={row.id} data-selected={row.getIsSelected() ? '' : undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Cell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
