import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { generatePath, Link } from 'react-router'
import { Badge } from '#client/ui/badge.tsx'
import { SimplePagination } from '#client/ui/pagination.tsx'
import { Skeleton } from '#client/ui/skeleton.tsx'
import { ToggleSortHeader } from '#client/ui/sort-header.tsx'
import * as Table from '#client/ui/table.tsx'
import type { AdminCareType } from '#shared/care-types.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { categoryLabels } from './category-labels.ts'

export const CARE_TYPES_PAGE_SIZE = 15

type SortKey = 'position' | 'name' | 'category' | 'usage' | 'active'
type Sort = { key: SortKey; direction: 'asc' | 'desc' }

const usageOf = (type: AdminCareType) => type.usage.nurses + type.usage.replacements + type.usage.patient_requests

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string
  column: SortKey
  sort: Sort
  onSort: (key: SortKey) => void
}) {
  return <ToggleSortHeader label={label} active={sort.key === column} direction={sort.direction} onSort={() => onSort(column)} />
}

/**
 * Every care type with its category, where it is used and whether pickers offer it. Sorted by a
 * click (or Enter) on a column's name; 15 a page. The name links to the care type's page.
 */
export function CareTypesTable({ careTypes }: { careTypes: AdminCareType[] }) {
  const { t, i18n } = useLingui()
  const [sort, setSort] = useState<Sort>({ key: 'position', direction: 'asc' })
  const [page, setPage] = useState(1)
  const collator = useMemo(() => new Intl.Collator(i18n.locale, { sensitivity: 'base' }), [i18n.locale])

  const sorted = useMemo(() => {
    const value = (type: AdminCareType): string | number => {
      switch (sort.key) {
        case 'position':
          return type.position
        case 'name':
          return type.name
        case 'category':
          return i18n._(categoryLabels[type.category])
        case 'usage':
          return usageOf(type)
        case 'active':
          return type.active ? 1 : 0
      }
    }
    const list = [...careTypes].sort((a, b) => {
      const [x, y] = [value(a), value(b)]
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))
      return sort.direction === 'asc' ? order : -order
    })
    return list
  }, [careTypes, sort, collator, i18n])

  const onSort = (key: SortKey) => {
    setSort((current) =>
      current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' },
    )
    setPage(1)
  }
  const shown = sorted.slice((page - 1) * CARE_TYPES_PAGE_SIZE, page * CARE_TYPES_PAGE_SIZE)

  return (
    <>
      <Table.ScrollArea aria-label={t`Types de soins`}>
        <Table.Root>
          <Table.Caption className={css({ srOnly: true })}>
            <Trans>Types de soins, triables par colonne</Trans>
          </Table.Caption>
          <Table.Head>
            <Table.Row>
              <SortHeader label={t`Ordre`} column="position" sort={sort} onSort={onSort} />
              <SortHeader label={t`Nom`} column="name" sort={sort} onSort={onSort} />
              <SortHeader label={t`Catégorie`} column="category" sort={sort} onSort={onSort} />
              <Table.Header>
                <Trans>Identifiant</Trans>
              </Table.Header>
              <SortHeader label={t`Utilisations`} column="usage" sort={sort} onSort={onSort} />
              <SortHeader label={t`État`} column="active" sort={sort} onSort={onSort} />
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {shown.map((type) => (
              <Table.Row key={type.id}>
                <Table.Cell className={css({ fontVariantNumeric: 'tabular-nums' })}>{type.position}</Table.Cell>
                <Table.Cell>
                  <Link
                    to={generatePath(paths.adminCareType, { id: String(type.id) })}
                    className={css({ fontWeight: 'semibold', color: 'fg.brand', textDecoration: 'underline' })}
                  >
                    {type.name}
                  </Link>
                </Table.Cell>
                <Table.Cell>{i18n._(categoryLabels[type.category])}</Table.Cell>
                <Table.Cell>
                  <code className={css({ fontSize: 'sm' })}>{type.slug}</code>
                </Table.Cell>
                <Table.Cell
                  title={t`${type.usage.nurses} infirmiers, ${type.usage.replacements} offres, ${type.usage.patient_requests} demandes de patients`}
                >
                  {usageOf(type)}
                </Table.Cell>
                <Table.Cell>
                  {type.active ? (
                    <Badge tone="success" size="sm">
                      <Trans>Actif</Trans>
                    </Badge>
                  ) : (
                    <Badge tone="neutral" size="sm">
                      <Trans>Inactif</Trans>
                    </Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {careTypes.length > CARE_TYPES_PAGE_SIZE ? (
        <SimplePagination
          // A new sort starts again at page 1.
          key={`${sort.key}-${sort.direction}`}
          count={careTypes.length}
          pageSize={CARE_TYPES_PAGE_SIZE}
          defaultPage={1}
          onPageChange={(details) => setPage(details.page)}
          className={css({ mt: '4' })}
        />
      ) : null}
    </>
  )
}

/** Rows shaped like the table's, while the list loads. */
export function CareTypesTableSkeleton() {
  return (
    <div aria-hidden="true" className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '2' })}>
      {Array.from({ length: 6 }, (_, index) => (
        // Placeholders are identical and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Skeleton key={index} className={css({ h: '8', w: 'full' })} />
      ))}
    </div>
  )
}
