import { defineSlotRecipe } from '@pandacss/dev'

// Bars drawn as SVG rectangles, not a charting library: a few figures of the admin overview do not
// justify 100 KB of script. Each bar's length is the rectangle's width or height attribute (a
// percentage of the largest value, no style attribute); the colour comes from the item's tone
// (bar-chart.tsx). Bars are graphical objects: their colours keep 3:1 against the surface (WCAG 1.4.11).
export const barChart = defineSlotRecipe({
  className: 'bar-chart',
  slots: ['root', 'caption', 'list', 'item', 'label', 'track', 'value', 'columns', 'column', 'columnBar', 'axis'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', m: '0' },
    caption: { textStyle: 'small', fontWeight: 'semibold', color: 'fg.default' },
    list: { display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' },
    item: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 9rem) 1fr auto',
      alignItems: 'center',
      gap: '3',
      textStyle: 'small',
    },
    label: { color: 'fg.muted' },
    track: { display: 'block', w: 'full', h: '3', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' },
    value: { fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'end', minW: '8' },
    columns: {
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: '1fr',
      alignItems: 'end',
      gap: '1',
      h: '32',
      borderBottomWidth: 'thin',
      borderColor: 'border.strong',
    },
    column: { position: 'relative', h: 'full' },
    // Laid over its column (a percentage height inside the flex and grid boxes overflowed the
    // chart), centred, upside down so that the bar grows from the axis.
    columnBar: {
      position: 'absolute',
      top: '0',
      bottom: '0',
      left: '0',
      right: '0',
      mx: 'auto',
      display: 'block',
      w: 'full',
      maxW: '8',
      h: 'full',
      transform: 'scaleY(-1)',
      overflow: 'hidden',
    },
    axis: {
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: '1fr',
      gap: '1',
      textStyle: 'caption',
      color: 'fg.muted',
      textAlign: 'center',
      fontVariantNumeric: 'tabular-nums',
    },
  },
})
