import { useLingui } from '@lingui/react/macro'
import type { VisibilityState } from '@tanstack/react-table'
import { Button } from './button.tsx'
import { CheckIcon, SlidersIcon } from './icons.tsx'
import * as Menu from './menu.tsx'

export interface ColumnChooserProps<Column extends string> {
  /** The optional columns, in the table's order, with their names as the header shows them. */
  labels: Record<Column, string>
  visibility: VisibilityState
  onChange: (visibility: VisibilityState) => void
}

/** "Colonnes": which of a table's optional columns to show (the identifying column always stays). */
export function ColumnChooser<Column extends string>({ labels, visibility, onChange }: ColumnChooserProps<Column>) {
  const { t } = useLingui()
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline">
          <SlidersIcon aria-hidden />
          {t`Colonnes`}
        </Button>
      </Menu.Trigger>
      <Menu.Popup>
        {(Object.keys(labels) as Column[]).map((column) => (
          <Menu.CheckboxItem
            key={column}
            value={column}
            checked={visibility[column] !== false}
            onCheckedChange={(checked) => onChange({ ...visibility, [column]: checked })}
          >
            <Menu.ItemIndicator>
              <CheckIcon />
            </Menu.ItemIndicator>
            <Menu.ItemText>{labels[column]}</Menu.ItemText>
          </Menu.CheckboxItem>
        ))}
      </Menu.Popup>
    </Menu.Root>
  )
}
