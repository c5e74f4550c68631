import { switchAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing, invalid } from './shared.ts'

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  slots: switchAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '3',
      cursor: 'pointer',
      minHeight: '11',
      _disabled: { cursor: 'not-allowed' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: '0',
      width: '11',
      height: '6',
      p: '0.5',
      bg: 'bg.surface',
      borderWidth: 'thick',
      borderColor: 'border.strong',
      borderRadius: 'full',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      _checked: { bg: 'bg.brand', borderColor: 'bg.brand' },
      _focusVisible: focusRing,
      _disabled: { opacity: '0.55' },
      [invalid]: { borderColor: 'border.danger' },
    },
    thumb: {
      width: '4',
      height: '4',
      borderRadius: 'full',
      bg: 'border.strong',
      transitionProperty: 'transform, background-color',
      transitionDuration: 'fast',
      _checked: { transform: 'translateX(1.25rem)', bg: 'fg.onBrand' },
    },
    label: { textStyle: 'body', color: 'fg.default', _disabled: { color: 'fg.disabled' } },
  },
})
