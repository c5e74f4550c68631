import { useLingui } from '@lingui/react/macro'
import { Button, type ButtonProps } from './button.tsx'
import { SlidersIcon } from './icons.tsx'

/**
 * The button that opens a search's filter sheet, with how many filters are set. Apart from the
 * sheet, so that a screen draws it before the sheet's code has come (ui/deferred-popup.tsx).
 */
export function FilterSheetButton({ activeCount, ...props }: { activeCount: number } & ButtonProps) {
  const { t } = useLingui()
  return (
    <Button variant="outline" {...props}>
      <SlidersIcon />
      {activeCount > 0 ? t`Filtres (${activeCount})` : t`Filtres`}
    </Button>
  )
}
