import { checkboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing, invalid } from './shared.ts'

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: checkboxAnatomy.keys(),
  base: {
    root: {
      // One option per line, the whole line clickable: the usual form layout on a phone.
      display: 'flex',
      width: 'fit-content',
      alignItems: 'flex-start',
      gap: '3',
      cursor: 'pointer',
      // The whole row is the touch target, at least 44 px high on phones.
      minHeight: '11',
      py: '2.5',
      _disabled: { cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      width: '5',
      height: '5',
      mt: '0.5',
      bg: 'bg.surface',
      borderWidth: 'thick',
      borderColor: 'border.strong',
      borderRadius: 'xs',
      color: 'fg.onBrand',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      _checked: { bg: 'bg.brand', borderColor: 'bg.brand' },
      _indeterminate: { bg: 'bg.brand', borderColor: 'bg.brand' },
      [invalid]: { borderColor: 'border.danger' },
      _focusVisible: focusRing,
      _disabled: { bg: 'bg.muted', borderColor: 'border.default' },
      '& svg': { width: '3.5', height: '3.5' },
    },
    indicator: { display: 'inline-flex' },
    label: { textStyle: 'body', color: 'fg.default', _disabled: { color: 'fg.disabled' } },
    group: { display: 'flex', flexDirection: 'column', gap: '0' },
  },
})
