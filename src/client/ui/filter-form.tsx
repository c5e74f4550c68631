import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import { css } from '#styled/css'
import { Button } from './button.tsx'
import * as Field from './field.tsx'

const form = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })
const grids = {
  4: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
    gap: '3',
    alignItems: 'end',
  }),
  5: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
    gap: '3',
    alignItems: 'end',
  }),
}

/**
 * A list's filters as one form: the fields in a grid, "Filtrer" (or Enter) applies them,
 * "Effacer les filtres" empties them and applies that at once.
 */
export function FilterForm({
  label,
  onSubmit,
  onClear,
  columns = 4,
  children,
}: {
  label: string
  onSubmit: (event: FormEvent) => void
  onClear: () => void
  /** Fields per row on a desktop. */
  columns?: 4 | 5
  children: ReactNode
}) {
  return (
    <form aria-label={label} onSubmit={onSubmit} className={form}>
      <div className={grids[columns]}>{children}</div>
      <div className={actions}>
        <Button type="submit">
          <Trans>Filtrer</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={onClear}>
          <Trans>Effacer les filtres</Trans>
        </Button>
      </div>
    </form>
  )
}

export interface FilterOption {
  value: string
  label: string
}

/** A filter chosen from a list, whose empty choice means "any". */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: ReactNode
  value: string
  options: FilterOption[]
  onChange: (value: string) => void
  /** What the empty choice means (“Tous” unless told). */
  allLabel?: string
}) {
  const { t } = useLingui()
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Field.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel ?? t`Tous`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field.Select>
    </Field.Root>
  )
}
