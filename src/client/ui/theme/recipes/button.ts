import { defineRecipe } from '@pandacss/dev'
import { focusRing, hoverable, iconSize } from './shared.ts'

export const button = defineRecipe({
  className: 'button',
  description: 'Buttons and button-styled links',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    position: 'relative',
    borderRadius: 'md',
    borderWidth: 'thin',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    lineHeight: 'none',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    transitionTimingFunction: 'default',
    _focusVisible: focusRing,
    _disabled: { cursor: 'not-allowed', opacity: '0.55' },
    '&[aria-busy=true]': { cursor: 'progress' },
    ...iconSize,
  },
  variants: {
    variant: {
      solid: { bg: 'bg.brand', color: 'fg.onBrand', [hoverable]: { bg: 'bg.brandHover' } },
      outline: {
        bg: 'bg.surface',
        color: 'fg.brand',
        borderColor: 'border.brand',
        [hoverable]: { bg: 'bg.brandSubtle' },
      },
      subtle: { bg: 'bg.brandSubtle', color: 'fg.brand', [hoverable]: { bg: 'bg.brandMuted' } },
      ghost: { bg: 'transparent', color: 'fg.default', [hoverable]: { bg: 'bg.muted' } },
      urgent: { bg: 'bg.urgent', color: 'fg.onUrgent', [hoverable]: { bg: 'bg.urgentHover' } },
      danger: { bg: 'bg.danger', color: 'fg.onDanger', [hoverable]: { bg: 'bg.dangerHover' } },
      link: {
        bg: 'transparent',
        color: 'fg.brand',
        px: '0!',
        height: 'auto!',
        minWidth: 'auto!',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        _hover: { textDecorationThickness: '2px' },
      },
    },
    size: {
      sm: { height: '8', minWidth: '8', px: '3', fontSize: 'sm' },
      md: { height: '10', minWidth: '10', px: '4', fontSize: 'md' },
      lg: { height: '12', minWidth: '12', px: '6', fontSize: 'lg' },
    },
    // Square buttons holding a single icon (IconButton).
    icon: {
      true: { px: '0', aspectRatio: 'square' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
