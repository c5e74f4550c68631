import { radioGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing, invalid } from './shared.ts'

export const radioGroup = defineSlotRecipe({
  className: 'radio-group',
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '0' },
    label: { textStyle: 'label', color: 'fg.default', mb: '1' },
    item: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: '3',
      minHeight: '11',
      py: '2.5',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed' },
    },
    itemControl: {
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
      borderRadius: 'full',
      transitionProperty: 'border-color, box-shadow',
      transitionDuration: 'fast',
      _checked: { borderColor: 'bg.brand', boxShadow: 'inset 0 0 0 3px var(--colors-bg-surface)', bg: 'bg.brand' },
      _focusVisible: focusRing,
      [invalid]: { borderColor: 'border.danger' },
      _disabled: { bg: 'bg.muted', borderColor: 'border.default' },
    },
    itemText: { textStyle: 'body', color: 'fg.default', _disabled: { color: 'fg.disabled' } },
    indicator: {},
  },
  variants: {
    orientation: {
      vertical: { root: { flexDirection: 'column' } },
      horizontal: { root: { flexDirection: 'row', flexWrap: 'wrap', columnGap: '6' }, label: { flexBasis: 'full' } },
    },
  },
  defaultVariants: { orientation: 'vertical' },
})
