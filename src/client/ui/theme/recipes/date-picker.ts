import { datePickerAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { floatingPanel, focusRing, inputBase, labelBase } from './shared.ts'

const navButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '10',
  height: '10',
  borderRadius: 'md',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: focusRing,
  _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
  '& svg': { width: '4', height: '4' },
} as const

export const datePicker = defineSlotRecipe({
  className: 'date-picker',
  slots: datePickerAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: labelBase,
    control: { display: 'flex', alignItems: 'center', gap: '2', position: 'relative' },
    input: { ...inputBase, pe: '12' },
    trigger: { ...navButton, position: 'absolute', insetInlineEnd: '0.5', color: 'fg.muted' },
    clearTrigger: { ...navButton, color: 'fg.muted' },
    positioner: { zIndex: 'popover' },
    content: { ...floatingPanel, display: 'flex', flexDirection: 'column', gap: '3', p: '3', width: 'max' },
    view: { display: 'flex', flexDirection: 'column', gap: '2' },
    viewControl: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    // Not capitalised itself: its hidden ", changer de vue" would read "Changer De Vue" (the
    // accessible name follows text-transform). The range text capitalises the month alone.
    viewTrigger: {
      ...navButton,
      width: 'auto',
      px: '3',
      fontWeight: 'semibold',
    },
    rangeText: { fontWeight: 'semibold', textTransform: 'capitalize' },
    prevTrigger: navButton,
    nextTrigger: navButton,
    table: { borderCollapse: 'separate', borderSpacing: '1' },
    tableHeader: {
      width: '10',
      height: '8',
      textStyle: 'caption',
      fontWeight: 'semibold',
      color: 'fg.muted',
      textTransform: 'capitalize',
      '& abbr': { textDecoration: 'none' },
    },
    tableCell: { textAlign: 'center', p: '0' },
    tableCellTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: '10',
      height: '10',
      px: '1',
      borderRadius: 'md',
      fontSize: 'sm',
      color: 'fg.default',
      cursor: 'pointer',
      textTransform: 'capitalize',
      _hover: { bg: 'bg.muted' },
      _focusVisible: focusRing,
      '&[data-today]': { fontWeight: 'bold', color: 'fg.brand', textDecoration: 'underline', textUnderlineOffset: '0.25em' },
      _selected: { bg: 'bg.brand', color: 'fg.onBrand', _hover: { bg: 'bg.brandHover' } },
      '&[data-in-range]:not([data-selected])': { bg: 'bg.brandSubtle' },
      // Days of the neighbouring months are just faded; days that cannot be chosen are struck out.
      _disabled: { color: 'fg.disabled', cursor: 'default', _hover: { bg: 'transparent' } },
      '&[data-unavailable]': { color: 'fg.disabled', textDecoration: 'line-through', cursor: 'not-allowed' },
    },
    monthSelect: { ...inputBase, minHeight: '10', py: '1' },
    yearSelect: { ...inputBase, minHeight: '10', py: '1' },
  },
})
