import { pinInputAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { inputBase, labelBase } from './shared.ts'

export const pinInput = defineSlotRecipe({
  className: 'pin-input',
  slots: pinInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: labelBase,
    control: { display: 'flex', gap: '2' },
    input: {
      ...inputBase,
      width: '11',
      height: '12',
      px: '0',
      textAlign: 'center',
      fontSize: 'xl',
      fontWeight: 'semibold',
      fontVariantNumeric: 'tabular-nums',
    },
  },
})
