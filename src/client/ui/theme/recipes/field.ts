import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { inputBase, labelBase } from './shared.ts'

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { ...labelBase, display: 'inline-flex', alignItems: 'baseline', gap: '1' },
    requiredIndicator: { color: 'fg.danger' },
    input: inputBase,
    textarea: { ...inputBase, minHeight: '24', resize: 'vertical', py: '2.5' },
    select: { ...inputBase, cursor: 'pointer' },
    helperText: { textStyle: 'small', color: 'fg.muted' },
    errorText: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1.5',
      textStyle: 'small',
      color: 'fg.danger',
      fontWeight: 'medium',
      '& svg': { width: '4', height: '4', flexShrink: '0', mt: '0.5' },
    },
  },
})
