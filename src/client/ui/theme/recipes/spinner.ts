import { defineRecipe } from '@pandacss/dev'

export const spinner = defineRecipe({
  className: 'spinner',
  base: {
    display: 'inline-block',
    flexShrink: '0',
    borderRadius: 'full',
    borderWidth: 'thick',
    borderColor: 'current',
    borderTopColor: 'transparent',
    borderRightColor: 'transparent',
    animation: 'spin',
    // Under reduced motion the ring stops turning; the busy state is still announced by aria-busy.
    _motionReduce: { animation: 'none', borderRightColor: 'current' },
  },
  variants: {
    size: {
      sm: { width: '3.5', height: '3.5' },
      md: { width: '4.5', height: '4.5' },
      lg: { width: '6', height: '6' },
    },
  },
  defaultVariants: { size: 'md' },
})
