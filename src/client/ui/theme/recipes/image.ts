import { defineSlotRecipe } from '@pandacss/dev'

// The blurred 10×10 placeholder is the wrapper's background until the real image has loaded. The
// image itself is never hidden, so prerendered pages show it without JavaScript.
export const image = defineSlotRecipe({
  className: 'image',
  slots: ['root', 'img'],
  base: {
    root: {
      position: 'relative',
      display: 'block',
      overflow: 'hidden',
      bg: 'bg.muted',
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      maxWidth: 'full',
    },
    img: {
      display: 'block',
      width: 'full',
      height: 'full',
      objectFit: 'cover',
    },
  },
})
