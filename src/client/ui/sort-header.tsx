import type { ReactNode } from 'react'
import { css } from '#styled/css'
import { ChevronDownIcon, ChevronUpIcon } from './icons.tsx'
import * as Table from './table.tsx'

const sortButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontWeight: 'semibold',
  cursor: 'pointer',
  borderRadius: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
})

/** A column header; a button that sorts by it when the column is sortable (aria-sort says how). */
export function SortHeader({
  label,
  sorted,
  direction,
  onSort,
}: {
  label: ReactNode
  sorted: boolean
  direction: 'asc' | 'desc'
  onSort?: (() => void) | undefined
}) {
  return (
    <Table.Header aria-sort={sorted ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      {onSort ? (
        <button type="button" onClick={onSort} className={sortButton}>
          {label}
          {sorted ? (
            direction === 'asc' ? (
              <ChevronUpIcon aria-hidden width={16} height={16} />
            ) : (
              <ChevronDownIcon aria-hidden width={16} height={16} />
            )
          ) : null}
        </button>
      ) : (
        label
      )}
    </Table.Header>
  )
}

const toggleButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontWeight: 'inherit',
  cursor: 'pointer',
  borderRadius: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
  '& svg': { w: '4', h: '4' },
})

/**
 * A header of a table whose every titled column sorts (the mails, the care types): always a
 * button, in the header's own weight; aria-sort says "none" on the columns not sorting.
 */
export function ToggleSortHeader({
  label,
  active,
  direction,
  onSort,
}: {
  label: ReactNode
  active: boolean
  direction: 'asc' | 'desc'
  onSort: () => void
}) {
  return (
    <Table.Header aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={toggleButton} onClick={onSort}>
        {label}
        {active ? direction === 'asc' ? <ChevronUpIcon /> : <ChevronDownIcon /> : null}
      </button>
    </Table.Header>
  )
}
