import { cva } from '#styled/css'

/** Calls to action that navigate: links styled as buttons (a <button> must not navigate). */
export const ctaLink = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minH: '12',
    px: '6',
    borderRadius: 'md',
    fontWeight: 'semibold',
    fontSize: 'md',
    textDecoration: 'none',
    borderWidth: '2px',
    transition: 'background-color {durations.fast}, border-color {durations.fast}',
  },
  variants: {
    variant: {
      solid: {
        bg: 'bg.brand',
        color: 'fg.onBrand',
        borderColor: 'bg.brand',
        _hover: { bg: 'bg.brandHover', borderColor: 'bg.brandHover' },
      },
      outline: { bg: 'bg.surface', color: 'fg.brand', borderColor: 'bg.brand', _hover: { bg: 'bg.brandSubtle' } },
    },
  },
  defaultVariants: { variant: 'solid' },
})
