import { paginationAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from './shared.ts'

const pageButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '10',
  height: '10',
  px: '2',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: focusRing,
  _disabled: { color: 'fg.disabled', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  '& svg': { width: '4', height: '4' },
} as const

export const pagination = defineSlotRecipe({
  className: 'pagination',
  slots: [...paginationAnatomy.keys(), 'list', 'summary'],
  base: {
    root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' },
    list: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center', gap: '1' },
    item: {
      ...pageButton,
      _selected: { bg: 'bg.brand', color: 'fg.onBrand', _hover: { bg: 'bg.brandHover' } },
    },
    ellipsis: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: '6', color: 'fg.muted' },
    prevTrigger: pageButton,
    nextTrigger: pageButton,
    firstTrigger: pageButton,
    lastTrigger: pageButton,
    summary: { textStyle: 'small', color: 'fg.muted' },
  },
})
