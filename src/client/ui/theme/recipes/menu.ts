import { menuAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { floatingPanel, itemIndicator, listItem } from './shared.ts'

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  base: {
    positioner: { zIndex: 'popover' },
    content: { ...floatingPanel, display: 'flex', flexDirection: 'column', gap: '0.5', p: '1', minWidth: '48' },
    item: {
      ...listItem,
      justifyContent: 'flex-start',
      '& svg': { width: '4', height: '4', color: 'fg.muted', flexShrink: '0' },
      '&[data-variant=danger]': { color: 'fg.danger', '& svg': { color: 'fg.danger' } },
    },
    triggerItem: listItem,
    itemText: { flex: '1' },
    itemIndicator,
    itemGroup: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    itemGroupLabel: { px: '3', py: '1.5', textStyle: 'overline', color: 'fg.muted' },
    separator: { my: '1', mx: '-1', borderTopWidth: 'thin', borderColor: 'border.default' },
    arrow: { '--arrow-size': 'sizes.3', '--arrow-background': 'colors.bg.surface' },
    arrowTip: { borderTopWidth: 'thin', borderInlineStartWidth: 'thin', borderColor: 'border.default' },
    trigger: {},
    contextTrigger: {},
    indicator: { display: 'inline-flex', transition: 'transform {durations.fast}', _open: { transform: 'rotate(180deg)' } },
  },
})
