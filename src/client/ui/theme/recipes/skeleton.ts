import { defineRecipe } from '@pandacss/dev'

export const skeleton = defineRecipe({
  className: 'skeleton',
  base: {
    display: 'block',
    bg: 'bg.emphasized',
    borderRadius: 'sm',
    animation: 'pulse',
    color: 'transparent',
    pointerEvents: 'none',
    userSelect: 'none',
    _motionReduce: { animation: 'none' },
  },
  variants: {
    shape: {
      text: { height: '1em', width: 'full' },
      rect: {},
      circle: { borderRadius: 'full', aspectRatio: 'square' },
    },
  },
  defaultVariants: { shape: 'rect' },
})
