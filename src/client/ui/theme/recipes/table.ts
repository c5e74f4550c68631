import { defineSlotRecipe } from '@pandacss/dev'

export const table = defineSlotRecipe({
  className: 'table',
  slots: ['scroll', 'root', 'caption', 'head', 'body', 'foot', 'row', 'header', 'cell'],
  base: {
    // Wide tables scroll sideways inside their box on phones instead of widening the page.
    scroll: {
      width: 'full',
      overflowX: 'auto',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'lg',
      bg: 'bg.surface',
    },
    root: { width: 'full', borderCollapse: 'collapse', textStyle: 'small', fontVariantNumeric: 'tabular-nums' },
    caption: { captionSide: 'top', textAlign: 'start', px: '4', py: '3', textStyle: 'label', color: 'fg.default' },
    head: { bg: 'bg.muted' },
    body: {},
    foot: { bg: 'bg.muted', fontWeight: 'semibold' },
    row: {
      borderBottomWidth: 'thin',
      borderColor: 'border.default',
      _last: { borderBottomWidth: '0' },
      '&[data-selected]': { bg: 'bg.brandSubtle' },
      'tbody &:hover': { bg: 'bg.canvas' },
    },
    header: {
      px: '4',
      py: '3',
      textAlign: 'start',
      fontWeight: 'semibold',
      color: 'fg.default',
      whiteSpace: 'nowrap',
      borderBottomWidth: 'thin',
      borderColor: 'border.default',
    },
    // Cells keep their text on one line and the table scrolls sideways in its box; give a long-text
    // column whiteSpace="normal" where wrapping reads better.
    cell: { px: '4', py: '3', color: 'fg.default', verticalAlign: 'middle', whiteSpace: 'nowrap' },
  },
})
