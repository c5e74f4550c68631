import { selectAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { floatingPanel, inputBase, itemIndicator, labelBase, listItem } from './shared.ts'

export const select = defineSlotRecipe({
  className: 'select',
  slots: selectAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: labelBase,
    control: { position: 'relative' },
    trigger: {
      ...inputBase,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      textAlign: 'start',
      cursor: 'pointer',
      '&[data-placeholder-shown]': { color: 'fg.muted' },
    },
    valueText: { flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transition: 'transform {durations.fast}',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { width: '4', height: '4' },
    },
    clearTrigger: { color: 'fg.muted', cursor: 'pointer', '& svg': { width: '4', height: '4' } },
    positioner: { zIndex: 'popover' },
    content: {
      ...floatingPanel,
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      p: '1',
      maxHeight: 'min(20rem, var(--available-height))',
      overflowY: 'auto',
      minWidth: 'var(--reference-width)',
    },
    list: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    item: { ...listItem, _checked: { fontWeight: 'semibold' } },
    itemText: { flex: '1' },
    itemIndicator,
    itemGroup: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    itemGroupLabel: { px: '3', py: '1.5', textStyle: 'overline', color: 'fg.muted' },
  },
})
