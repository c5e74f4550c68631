import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from './shared.ts'

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      borderBottomWidth: 'thin',
      borderColor: 'border.default',
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      flexShrink: '0',
      minHeight: '11',
      px: '4',
      fontWeight: 'medium',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      borderTopRadius: 'md',
      transitionProperty: 'color, background-color',
      transitionDuration: 'fast',
      _hover: { color: 'fg.default', bg: 'bg.muted' },
      _selected: { color: 'fg.brand', _hover: { color: 'fg.brand' } },
      _focusVisible: { ...focusRing, outlineOffset: '-2px' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
      '& svg': { width: '4', height: '4' },
    },
    indicator: {
      bottom: '-1px',
      height: '0.5',
      width: 'var(--width)',
      bg: 'bg.brand',
      borderRadius: 'full',
      transitionProperty: 'left, width',
      transitionDuration: 'normal',
    },
    content: { pt: '4', _focusVisible: focusRing },
  },
})
