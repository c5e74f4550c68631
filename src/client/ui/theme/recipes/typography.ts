import { defineRecipe } from '@pandacss/dev'

export const heading = defineRecipe({
  className: 'heading',
  base: { fontFamily: 'heading', color: 'fg.default', textWrap: 'balance' },
  variants: {
    size: {
      display: { textStyle: 'display' },
      h1: { textStyle: 'h1' },
      h2: { textStyle: 'h2' },
      h3: { textStyle: 'h3' },
      h4: { textStyle: 'h4' },
    },
  },
  defaultVariants: { size: 'h2' },
})

export const text = defineRecipe({
  className: 'text',
  base: { fontFamily: 'body' },
  variants: {
    size: {
      lead: { textStyle: 'lead' },
      body: { textStyle: 'body' },
      small: { textStyle: 'small' },
      caption: { textStyle: 'caption' },
    },
    tone: {
      default: { color: 'fg.default' },
      muted: { color: 'fg.muted' },
      brand: { color: 'fg.brand' },
      danger: { color: 'fg.danger' },
      success: { color: 'fg.success' },
    },
  },
  defaultVariants: { size: 'body', tone: 'default' },
})

export const link = defineRecipe({
  className: 'link',
  base: {
    color: 'fg.brand',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: 'xs',
    cursor: 'pointer',
    _hover: { textDecorationThickness: '2px' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
  },
  variants: {
    tone: {
      brand: { color: 'fg.brand' },
      inherit: { color: 'inherit' },
      muted: { color: 'fg.muted', _hover: { color: 'fg.default' } },
    },
  },
  defaultVariants: { tone: 'brand' },
})
