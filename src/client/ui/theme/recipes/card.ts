import { defineSlotRecipe } from '@pandacss/dev'

export const card = defineSlotRecipe({
  className: 'card',
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'lg',
      overflow: 'hidden',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: { base: '4', md: '6' }, pt: { base: '4', md: '6' } },
    title: { textStyle: 'h3', color: 'fg.default' },
    description: { textStyle: 'small', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', px: { base: '4', md: '6' }, py: '4', flex: '1' },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: '3',
      px: { base: '4', md: '6' },
      pb: { base: '4', md: '6' },
    },
  },
  variants: {
    variant: {
      outline: {},
      elevated: { root: { borderColor: 'transparent', boxShadow: 'md' } },
      // A whole-card link (Card.Root as an <a> or with a stretched link inside).
      interactive: {
        root: {
          transitionProperty: 'box-shadow, border-color',
          transitionDuration: 'fast',
          _hover: { borderColor: 'border.strong', boxShadow: 'sm' },
          _focusWithin: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
        },
      },
    },
  },
  defaultVariants: { variant: 'outline' },
})
