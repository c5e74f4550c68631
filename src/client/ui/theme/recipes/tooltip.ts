import { tooltipAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  slots: tooltipAnatomy.keys(),
  base: {
    positioner: { zIndex: 'tooltip' },
    content: {
      maxWidth: 'xs',
      px: '2.5',
      py: '1.5',
      bg: 'bg.inverted',
      color: 'fg.inverted',
      textStyle: 'small',
      fontWeight: 'medium',
      borderRadius: 'sm',
      boxShadow: 'md',
      _open: { animation: 'fade-in {durations.fast} {easings.out}' },
      _closed: { animation: 'fade-out {durations.fast} {easings.in}' },
    },
    arrow: { '--arrow-size': 'sizes.2', '--arrow-background': 'colors.bg.inverted' },
    arrowTip: {},
    trigger: {},
  },
})
