import { Trans } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { css } from '#styled/css'
import { Button } from './button.tsx'
import type { DeferredPopupProps } from './deferred-popup.tsx'
import * as Drawer from './drawer.tsx'
import { FilterSheetButton } from './filter-sheet-button.tsx'

/** A group of the sheet's fields (dates, kinds…) under its legend. */
export const filterFieldset = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  minW: '0',
  border: 'none',
  p: '0',
  m: '0',
})
export const filterLegend = css({ fontWeight: 'medium', mb: '1' })

export interface FilterSheetProps extends DeferredPopupProps {
  /** The sheet's title, e.g. « Filtrer les offres ». */
  title: ReactNode
  /** The id of the form `children` render: the footer's submit button belongs to it. */
  formId: string
  /** The submit button's text, e.g. « Voir les offres ». */
  submitLabel: ReactNode
  /** How many filters are set, shown on the button that opens the sheet. */
  activeCount: number
  /** « Tout effacer »: applies the search without its filters (the sheet then closes). */
  onClear: () => void
  /** The form; `close` shuts the sheet once the form has applied its filters. */
  children: (close: () => void) => ReactNode
}

/**
 * A search's filters in a bottom sheet, the natural place for a thumb: the form inside changes
 * nothing until it is submitted, which writes the filters to the address and closes the sheet;
 * « Tout effacer » clears them at once.
 */
export function FilterSheet({
  title,
  formId,
  submitLabel,
  activeCount,
  onClear,
  children,
  defaultOpen = false,
}: FilterSheetProps) {
  const [open, setOpen] = useState(defaultOpen)
  const close = () => setOpen(false)
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Drawer.Trigger asChild>
        <FilterSheetButton activeCount={activeCount} />
      </Drawer.Trigger>
      <Drawer.Popup className={css({ maxW: { md: '40rem' } })}>
        <Drawer.Header>
          {/* Opening lands on the title (data-autofocus), not on the first field: on a phone, a
              commune field focused at once would raise the keyboard over the sheet. */}
          <Drawer.Title data-autofocus tabIndex={-1} className={css({ _focus: { outline: 'none' } })}>
            {title}
          </Drawer.Title>
        </Drawer.Header>
        <Drawer.Body>{children(close)}</Drawer.Body>
        <Drawer.Footer>
          <Button
            variant="ghost"
            onClick={() => {
              onClear()
              close()
            }}
          >
            <Trans>Tout effacer</Trans>
          </Button>
          <Button type="submit" form={formId}>
            {submitLabel}
          </Button>
        </Drawer.Footer>
      </Drawer.Popup>
    </Drawer.Root>
  )
}
